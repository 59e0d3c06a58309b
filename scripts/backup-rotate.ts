// Which nightly database copies `npm run backup` deletes after writing a new one: the newest copy
// of each of the last 7 days, 4 weeks and 12 months that have one is kept (restic's
// `forget --keep-daily 7 --keep-weekly 4 --keep-monthly 12`), every other one goes. Counting the
// days that have a copy, not calendar days, means a machine switched off for a month comes back
// with its last copies intact. Pure: the names in, the names to delete out.

export interface Retention {
  daily: number
  weekly: number
  monthly: number
}

export const RETENTION: Retention = { daily: 7, weekly: 4, monthly: 12 }

/** `church-2026-11-22T14-05-09.db`, UTC. A labelled copy (`church-…-avant-mise-a-jour.db`) does not match. */
const NIGHTLY = /^church-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})\.db$/

/** The instant a copy's name gives, or undefined for any other file (never deleted). */
export function backupTime(name: string): Date | undefined {
  const match = NIGHTLY.exec(name)
  if (!match) return undefined
  const [, year, month, day, hours, minutes, seconds] = match
  const time = new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}Z`)
  return Number.isNaN(time.getTime()) ? undefined : time
}

const dayOf = (time: Date) => time.toISOString().slice(0, 10)
const monthOf = (time: Date) => time.toISOString().slice(0, 7)
/** The Monday (UTC) starting the week: one key per ISO week. */
const weekOf = (time: Date) => {
  const daysSinceMonday = (time.getUTCDay() + 6) % 7
  return dayOf(new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate() - daysSinceMonday)))
}

/** The names to delete, oldest first. Files that are not nightly copies are never among them. */
export function backupsToRemove(names: readonly string[], retention: Retention = RETENTION): string[] {
  const copies = names
    .map((name) => ({ name, time: backupTime(name) }))
    .filter((copy): copy is { name: string; time: Date } => copy.time !== undefined)
    .sort((a, b) => b.time.getTime() - a.time.getTime())
  const kept = new Set<string>()
  const rules: [number, (time: Date) => string][] = [
    [retention.daily, dayOf],
    [retention.weekly, weekOf],
    [retention.monthly, monthOf],
  ]
  for (const [count, bucketOf] of rules) {
    const buckets = new Set<string>()
    for (const copy of copies) {
      const bucket = bucketOf(copy.time)
      if (buckets.has(bucket)) continue
      if (buckets.size === count) break
      buckets.add(bucket)
      kept.add(copy.name)
    }
  }
  return copies
    .filter((copy) => !kept.has(copy.name))
    .map((copy) => copy.name)
    .reverse()
}
