// Two records of the same person made one: everything linked to the merged person (submissions,
// timeline, update links, presence ticks, ministries) moves to the kept one, which takes the merged one's fields and consents
// where it has none; the merged record stays, marked merged_into, so nothing is lost. What moved is
// written down (person_merges), so that the merge can be undone the same day, exactly.
import { churchDate } from '#common/church-time.ts'
import { normalizePhone } from '#common/phone.ts'
import { TIMELINE_TITLES } from '#common/people-rules.ts'
import type { Statement } from 'better-sqlite3'
import type { Db } from './database.ts'
import { TEXT_COLUMNS, type PersonRow } from './people-columns.ts'
import { LINKED_TABLES } from './people-linking.ts'

/** What moves with a merge: the linked submissions, and the person's event sign-ups. */
const MOVED_TABLES = [...LINKED_TABLES, 'event_registrations'] as const
type MovedTable = (typeof MOVED_TABLES)[number]
import type { Actor, PeopleRepository } from './people-repository.ts'

/** What one merge moved and changed: its undo puts back exactly this. */
export interface MergeRecord {
  rows: Record<MovedTable, number[]>
  /** The merged person's timeline entries, now the kept one's. */
  timeline: number[]
  /** The merged person's update links (their token hashes). */
  links: string[]
  /** The consents the kept person took (channels they had none for). */
  consents: string[]
  /**
   * The attendance records where the merged person was ticked and the kept one was not: their
   * ticks now count for the kept person (the absent list, the active members). Absent from the
   * merges made before attendance existed.
   */
  presence?: number[]
  /** The ministries the merged person belonged to and the kept one did not (leader flag kept). */
  ministries?: number[]
  /** The kept person's columns the merge filled: [before, after]. */
  fields: Record<string, [unknown, unknown]>
  /** The merge's own timeline entry. */
  entryId: number
}

export type UndoResult = 'undone' | 'nothing' | 'too-late'

// Columns copied only where the kept person has nothing (the texts, their normalized copies follow).
const FILLED_COLUMNS = Object.values(TEXT_COLUMNS).filter(
  (column) => column !== 'phone2' && column !== 'household_role',
) as (keyof PersonRow)[]

export function createPeopleMerge(db: Db, people: PeopleRepository) {
  const rowsOf = Object.fromEntries(
    MOVED_TABLES.map((table) => [
      table,
      db.prepare<[number], number>(`SELECT id FROM ${table} WHERE person_id = ? ORDER BY id`).pluck(),
    ]),
  ) as Record<MovedTable, Statement<[number], number>>
  const moveRow = Object.fromEntries(
    MOVED_TABLES.map((table) => [
      table,
      db.prepare<[number, number, number]>(`UPDATE ${table} SET person_id = ? WHERE id = ? AND person_id = ?`),
    ]),
  ) as Record<MovedTable, Statement<[number, number, number]>>
  const timelineOf = db
    .prepare<[number], number>('SELECT id FROM person_timeline WHERE person_id = ? ORDER BY id')
    .pluck()
  const moveTimeline = db.prepare<[number, number, number]>(
    'UPDATE person_timeline SET person_id = ? WHERE id = ? AND person_id = ?',
  )
  const deleteTimeline = db.prepare<[number]>('DELETE FROM person_timeline WHERE id = ?')
  const linksOf = db
    .prepare<[number], string>('SELECT token_hash FROM person_update_links WHERE person_id = ? ORDER BY token_hash')
    .pluck()
  const moveLink = db.prepare<[number, string, number]>(
    'UPDATE person_update_links SET person_id = ? WHERE token_hash = ? AND person_id = ?',
  )
  // The rows the kept person does not have already (both ticked at one service: one tick stays).
  const presenceOf = db
    .prepare<[number, number], number>(
      `SELECT record_id FROM attendance_presence WHERE person_id = ?
       AND record_id NOT IN (SELECT record_id FROM attendance_presence WHERE person_id = ?) ORDER BY record_id`,
    )
    .pluck()
  const movePresence = db.prepare<[number, number, number]>(
    'UPDATE attendance_presence SET person_id = ? WHERE record_id = ? AND person_id = ?',
  )
  const ministriesOf = db
    .prepare<[number, number], number>(
      `SELECT ministry_id FROM ministry_members WHERE person_id = ?
       AND ministry_id NOT IN (SELECT ministry_id FROM ministry_members WHERE person_id = ?) ORDER BY ministry_id`,
    )
    .pluck()
  const moveMinistry = db.prepare<[number, number, number]>(
    'UPDATE ministry_members SET person_id = ? WHERE ministry_id = ? AND person_id = ?',
  )
  const consentsOf = db.prepare<[number], { channel: string; granted: number; at: string; source: string }>(
    'SELECT channel, granted, at, source FROM person_consents WHERE person_id = ?',
  )
  const insertConsent = db.prepare<[number, string, number, string, string]>(
    'INSERT INTO person_consents (person_id, channel, granted, at, source) VALUES (?, ?, ?, ?, ?)',
  )
  const deleteConsent = db.prepare<[number, string]>('DELETE FROM person_consents WHERE person_id = ? AND channel = ?')
  const markMerged = db.prepare<[number | null, string | null, string, number]>(
    'UPDATE people SET merged_into = ?, merged_at = ?, updated_at = ? WHERE id = ?',
  )
  const insertMerge = db.prepare<[number, number, string, number | null, string]>(
    'INSERT INTO person_merges (person_id, other_id, merged_at, merged_by, moved) VALUES (?, ?, ?, ?, ?)',
  )
  const lastMerge = db.prepare<[number], { id: number; other_id: number; merged_at: string; moved: string }>(
    `SELECT id, other_id, merged_at, moved FROM person_merges
     WHERE person_id = ? AND undone_at IS NULL ORDER BY id DESC LIMIT 1`,
  )
  const markUndone = db.prepare<[string, number]>('UPDATE person_merges SET undone_at = ? WHERE id = ?')

  /** The kept person's columns to fill from the other, with their values before and after. */
  function filledFields(kept: PersonRow, other: PersonRow): Record<string, [unknown, unknown]> {
    const fields: Record<string, [unknown, unknown]> = {}
    const fill = (column: keyof PersonRow, value: unknown) => {
      if (kept[column] !== value) fields[column] = [kept[column], value]
    }
    for (const column of FILLED_COLUMNS) {
      if (kept[column] === '' && other[column] !== '') {
        fill(column, other[column])
        if (column === 'phone') fill('phone_normalized', other.phone_normalized)
      }
    }
    // The other's phone, when it is another number, becomes the kept person's second phone.
    const otherPhones = [other.phone, other.phone2].filter(
      (phone) =>
        phone !== '' &&
        normalizePhone(phone) !== kept.phone_normalized &&
        normalizePhone(phone) !== kept.phone2_normalized &&
        !(kept.phone === '' && phone === other.phone),
    )
    if (kept.phone2 === '' && otherPhones[0]) {
      fill('phone2', otherPhones[0])
      fill('phone2_normalized', normalizePhone(otherPhones[0]))
    }
    if (kept.household_id === null && other.household_id !== null) {
      fill('household_id', other.household_id)
      fill('household_role', other.household_role)
    }
    if (kept.follow_up_step === '' && other.follow_up_step !== '') fill('follow_up_step', other.follow_up_step)
    if (
      other.last_contact_at !== null &&
      (kept.last_contact_at === null || other.last_contact_at > kept.last_contact_at)
    )
      fill('last_contact_at', other.last_contact_at)
    return fields
  }

  const setColumn = (id: number, column: string, value: unknown, onlyIf?: unknown) => {
    if (!/^[a-z0-9_]+$/.test(column)) throw new Error(`not a column: ${column}`)
    if (onlyIf === undefined) db.prepare(`UPDATE people SET ${column} = ? WHERE id = ?`).run(value, id)
    else db.prepare(`UPDATE people SET ${column} = ? WHERE id = ? AND ${column} IS ?`).run(value, id, onlyIf)
  }

  return {
    /** Merges `otherId` into `keptId` (both exist and are not merged: the route checked). */
    merge: db.transaction((keptId: number, otherId: number, actor: Actor, now: Date): void => {
      const kept = people.findRow(keptId)
      const other = people.findRow(otherId)
      if (!kept || !other) throw new Error('merge: no such person')
      const at = now.toISOString()
      const record: MergeRecord = {
        rows: {} as MergeRecord['rows'],
        timeline: timelineOf.all(otherId),
        links: linksOf.all(otherId),
        consents: [],
        presence: presenceOf.all(otherId, keptId),
        ministries: ministriesOf.all(otherId, keptId),
        fields: filledFields(kept, other),
        entryId: 0,
      }
      for (const table of MOVED_TABLES) {
        const ids = rowsOf[table].all(otherId)
        record.rows[table] = ids
        for (const id of ids) moveRow[table].run(keptId, id, otherId)
      }
      for (const id of record.timeline) moveTimeline.run(keptId, id, otherId)
      for (const hash of record.links) moveLink.run(keptId, hash, otherId)
      for (const id of record.presence ?? []) movePresence.run(keptId, id, otherId)
      for (const id of record.ministries ?? []) moveMinistry.run(keptId, id, otherId)
      const keptChannels = new Set(consentsOf.all(keptId).map((consent) => consent.channel))
      for (const consent of consentsOf.all(otherId)) {
        if (keptChannels.has(consent.channel)) continue
        insertConsent.run(keptId, consent.channel, consent.granted, consent.at, consent.source)
        record.consents.push(consent.channel)
      }
      for (const [column, [, after]] of Object.entries(record.fields)) setColumn(keptId, column, after)
      setColumn(keptId, 'updated_at', at)
      markMerged.run(keptId, at, at, otherId)
      record.entryId = people.addTimeline({
        personId: keptId,
        kind: 'merge',
        at,
        actor,
        title: TIMELINE_TITLES.merge({ id: other.id, firstName: other.first_name, lastName: other.last_name }),
      })
      insertMerge.run(keptId, otherId, at, actor.accountId, JSON.stringify(record))
    }),

    /**
     * Undoes `keptId`'s last merge, the same church day only: what moved goes back, the filled
     * fields are emptied again (those changed since keep their new value), the merged person is
     * a person of their own again.
     */
    undo: db.transaction((keptId: number, now: Date): UndoResult => {
      const merge = lastMerge.get(keptId)
      if (!merge) return 'nothing'
      if (churchDate(new Date(merge.merged_at)) !== churchDate(now)) return 'too-late'
      const record = JSON.parse(merge.moved) as MergeRecord
      const otherId = merge.other_id
      for (const table of MOVED_TABLES)
        for (const id of record.rows[table] ?? []) moveRow[table].run(otherId, id, keptId)
      for (const id of record.timeline) moveTimeline.run(otherId, id, keptId)
      for (const hash of record.links) moveLink.run(otherId, hash, keptId)
      for (const id of record.presence ?? []) movePresence.run(otherId, id, keptId)
      for (const id of record.ministries ?? []) moveMinistry.run(otherId, id, keptId)
      for (const channel of record.consents) deleteConsent.run(keptId, channel)
      for (const [column, [before, after]] of Object.entries(record.fields)) setColumn(keptId, column, before, after)
      deleteTimeline.run(record.entryId)
      const at = now.toISOString()
      markMerged.run(null, null, at, otherId)
      setColumn(keptId, 'updated_at', at)
      markUndone.run(at, merge.id)
      return 'undone'
    }),
  }
}
export type PeopleMerge = ReturnType<typeof createPeopleMerge>
