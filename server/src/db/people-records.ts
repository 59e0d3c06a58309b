// Everything stored about one person, found the same way for the export of their data
// (people-export.ts) and for their erasure (people-erasure.ts): what the export shows is exactly
// what the erasure removes. A person's rows are those linked to them (person_id), to the records
// merged into them, and those not linked to anyone yet that carry their e-mail or phone (a
// submission stored before the linking ran).
import { emailKey } from '#common/member-duplicates.ts'
import type { Identity } from '#common/people-rights.ts'
import type { Db } from './database.ts'

export interface PersonRecords {
  /** The person, then the records merged into them (kept while the merge can be undone). */
  personIds: number[]
  identity: Identity
  registrationIds: number[]
  messageIds: number[]
  requestIds: number[]
  subscriberIds: number[]
  giftIds: number[]
}

interface IdentityRow {
  id: number
  first_name: string
  last_name: string
  email: string
  phone_normalized: string
  phone2_normalized: string
  household_id: number | null
}

const unique = (values: string[]) => [...new Set(values.filter((value) => value !== ''))]
const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ') || 'NULL'

/** Runs `sql` with `IN (:ids)`, `IN (:emails)`, `IN (:phones)` expanded to their values; returns the ids. */
function ids(db: Db, sql: string, values: { ids: number[]; emails: string[]; phones: string[] }): number[] {
  const args: unknown[] = []
  const text = sql.replace(/:(ids|emails|phones)\b/g, (_match, name: keyof typeof values) => {
    args.push(...values[name])
    return placeholders(values[name])
  })
  return db
    .prepare(text)
    .pluck()
    .all(...args) as number[]
}

/** The people rows of `personId` and of every record merged into it (at any depth). */
export function personRows(db: Db, personId: number): IdentityRow[] {
  const select = db.prepare<[number], IdentityRow>(
    `SELECT id, first_name, last_name, email, phone_normalized, phone2_normalized, household_id FROM people WHERE id = ?`,
  )
  const mergedInto = db.prepare<[number], number>('SELECT id FROM people WHERE merged_into = ?').pluck()
  const first = select.get(personId)
  if (!first) return []
  const rows = [first]
  const seen = new Set([personId])
  for (let index = 0; index < rows.length; index += 1) {
    for (const id of mergedInto.all((rows[index] as IdentityRow).id)) {
      if (seen.has(id)) continue
      seen.add(id)
      const row = select.get(id)
      if (row) rows.push(row)
    }
  }
  return rows
}

/** Where one person's data is stored, or undefined when there is no such person. */
export function findPersonRecords(db: Db, personId: number): PersonRecords | undefined {
  const rows = personRows(db, personId)
  if (rows.length === 0) return undefined
  const identity: Identity = {
    emails: unique(rows.map((row) => emailKey(row.email.trim()))),
    phones: unique(rows.flatMap((row) => [row.phone_normalized, row.phone2_normalized])),
    names: unique(
      rows
        .filter((row) => row.first_name.trim() !== '' && row.last_name.trim() !== '')
        .map((row) => `${row.first_name.trim()} ${row.last_name.trim()}`),
    ),
  }
  const values = { ids: rows.map((row) => row.id), emails: identity.emails, phones: identity.phones }
  // Linked to them, or to no one yet and carrying their e-mail or phone. A row linked to someone
  // else is that person's, even with the same address (a family sharing one).
  const submissions = (table: string) =>
    ids(
      db,
      `SELECT id FROM ${table} WHERE person_id IN (:ids)
         OR (person_id IS NULL AND (lower(email) IN (:emails) OR (phone_normalized <> '' AND phone_normalized IN (:phones))))
       ORDER BY id`,
      values,
    )
  return {
    personIds: values.ids,
    identity,
    registrationIds: submissions('member_registrations'),
    messageIds: submissions('contact_messages'),
    requestIds: submissions('programme_requests'),
    subscriberIds: ids(
      db,
      'SELECT id FROM newsletter_subscribers WHERE person_id IN (:ids) OR (person_id IS NULL AND lower(email) IN (:emails)) ORDER BY id',
      values,
    ),
    giftIds: ids(db, 'SELECT id FROM gifts WHERE person_id IN (:ids) ORDER BY id', values),
  }
}

/** `IN (?, ?…)` and its values, for the callers' own statements. */
export const inList = (values: readonly unknown[]) => `(${placeholders(values)})`
