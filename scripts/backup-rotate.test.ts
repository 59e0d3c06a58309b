import { describe, expect, it } from 'vitest'
import { backupTime, backupsToRemove } from './backup-rotate.ts'

const DAY = 24 * 3600_000
const nameAt = (time: Date) => `church-${time.toISOString().slice(0, 19).replace(/:/g, '-')}.db`
const dateOf = (name: string) => name.slice(7, 17)

/** Runs the rotation the way the nightly job does: a new copy, then the deletions it asks for. */
function nightly(from: string, days: number): string[] {
  let folder: string[] = []
  for (let day = 0; day < days; day += 1) {
    folder.push(nameAt(new Date(Date.parse(from) + day * DAY)))
    const removed = new Set(backupsToRemove(folder))
    folder = folder.filter((name) => !removed.has(name))
  }
  return folder
}

describe('backupsToRemove', () => {
  it('keeps 7 days, 4 weeks and 12 months of nightly copies after a year and more', () => {
    // 400 nights ending on Monday 2026-11-23.
    const kept = nightly('2025-10-20T07:30:00Z', 400)
    expect(dateOf(kept.at(-1) ?? '')).toBe('2026-11-23')
    expect(kept.map(dateOf).sort().reverse()).toEqual([
      // the last 7 days
      '2026-11-23',
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-17',
      // the Sundays ending the two weeks before (the weeks of the 23rd and the 16th are above)
      '2026-11-15',
      '2026-11-08',
      // the last night of each earlier month, back to December 2025: 12 months with November
      '2026-10-31',
      '2026-09-30',
      '2026-08-31',
      '2026-07-31',
      '2026-06-30',
      '2026-05-31',
      '2026-04-30',
      '2026-03-31',
      '2026-02-28',
      '2026-01-31',
      '2025-12-31',
    ])
  })

  it('keeps the newest copy of a day when there are several', () => {
    const names = ['church-2026-11-23T03-00-00.db', 'church-2026-11-23T14-05-09.db', 'church-2026-11-23T09-00-00.db']
    expect(backupsToRemove(names)).toEqual(['church-2026-11-23T03-00-00.db', 'church-2026-11-23T09-00-00.db'])
  })

  it('never deletes a file that is not a nightly copy', () => {
    const others = [
      'church-2020-01-01T00-00-00-avant-mise-a-jour.db',
      'church-2020-01-02T00-00-00.db.partial',
      'media',
      'notes.txt',
    ]
    const old = Array.from({ length: 30 }, (_, i) => nameAt(new Date(Date.parse('2020-01-01T03:00:00Z') + i * DAY)))
    const removed = backupsToRemove([...others, ...old])
    expect(removed.length).toBeGreaterThan(0)
    for (const name of others) expect(removed).not.toContain(name)
  })

  it('keeps every copy of a machine that was switched off, as long as there are few', () => {
    const names = ['church-2026-09-01T03-00-00.db', 'church-2026-10-01T03-00-00.db', 'church-2026-11-23T03-00-00.db']
    expect(backupsToRemove(names)).toEqual([])
  })

  it('reads the UTC time of a name, and nothing from another file', () => {
    expect(backupTime('church-2026-11-22T14-05-09.db')).toEqual(new Date('2026-11-22T14:05:09Z'))
    expect(backupTime('church-2026-11-22T14-05-09-avant-mise-a-jour.db')).toBeUndefined()
    expect(backupTime('church-2026-13-45T14-05-09.db')).toBeUndefined()
  })
})
