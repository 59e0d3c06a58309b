// Storing the lines of an imported roll (common/people-import.ts reads the file): each line is the
// person with the same e-mail (any letter case) or phone digits, whose empty fields it completes,
// or a new person. The caller runs it in one transaction, rolled back for a dry run or when a line
// was refused, so the preview counts exactly what the import will do.
import { emailKey } from '#common/member-duplicates.ts'
import type { ImportedPerson, ImportLine } from '#common/people-import.ts'
import { normalizePhone } from '#common/phone.ts'
import { PERSON_TEXT_FIELDS, type PersonTextField } from '#common/schemas/people.ts'
import type { Db } from './database.ts'
import { TEXT_COLUMNS } from './people-columns.ts'

/** The imported fields and their columns. */
const COLUMNS: Record<PersonTextField, string> = Object.fromEntries(
  PERSON_TEXT_FIELDS.map((field) => [field, TEXT_COLUMNS[field]]),
) as Record<PersonTextField, string>
type Field = PersonTextField
const FIELDS: readonly Field[] = PERSON_TEXT_FIELDS
const NORMALIZED: Partial<Record<Field, string>> = { phone: 'phone_normalized', phone2: 'phone2_normalized' }

type Row = Record<string, string | number | null>

export interface ImportCounts {
  created: number
  linked: number
}

export function createPeopleImporter(db: Db) {
  // The same person as the registrations' duplicates: e-mail first, then either phone; the one
  // not merged, the oldest. One indexed look-up each (an OR of both would scan the whole roll for
  // every line: minutes for a few thousand lines over a roll of ten thousand).
  type Match = { id: number; merged_into: number | null }
  const byEmail = db.prepare<[string], Match>(
    `SELECT id, merged_into FROM people WHERE email <> '' AND lower(email) = ?
     ORDER BY merged_into IS NOT NULL, id LIMIT 1`,
  )
  const byPhone = db.prepare<[string, string], Match>(
    `SELECT id, merged_into FROM (
       SELECT id, merged_into FROM people WHERE phone_normalized <> '' AND phone_normalized = ?
       UNION ALL
       SELECT id, merged_into FROM people WHERE phone2_normalized <> '' AND phone2_normalized = ?)
     ORDER BY merged_into IS NOT NULL, id LIMIT 1`,
  )
  const byId = db.prepare<[number], Row>('SELECT * FROM people WHERE id = ?')
  const columns = [...FIELDS.map((field) => COLUMNS[field]), 'phone_normalized', 'phone2_normalized']
  const insert = db.prepare<[Row]>(
    `INSERT INTO people (${columns.join(', ')}, status, created_at, updated_at)
     VALUES (${columns.map((column) => `@${column}`).join(', ')}, @status, @now, @now)`,
  )

  const find = (person: ImportedPerson): Row | undefined => {
    const phones = [person.phone, person.phone2].map((phone) => normalizePhone(phone)).filter(Boolean)
    const found =
      (person.email ? byEmail.get(emailKey(person.email)) : undefined) ??
      phones.map((phone) => byPhone.get(phone, phone)).find((match) => match !== undefined)
    let row = found && byId.get(found.id)
    for (let hops = 0; row && row.merged_into !== null && hops < 100; hops += 1) row = byId.get(Number(row.merged_into))
    return row
  }

  /** What `person` gives that the stored row leaves empty; a new phone goes to the second phone if free. */
  const completion = (row: Row, person: ImportedPerson): [string, string][] => {
    const assignments: [string, string][] = []
    const set = (field: Field, value: string) => {
      assignments.push([COLUMNS[field], value])
      const copy = NORMALIZED[field]
      if (copy) assignments.push([copy, normalizePhone(value)])
    }
    for (const field of FIELDS) {
      const value = person[field]
      if (!value) continue
      if (row[COLUMNS[field]] === '') set(field, value)
      else if (field === 'phone') {
        const digits = normalizePhone(value)
        const known = [row.phone_normalized, row.phone2_normalized]
        if (digits && !known.includes(digits) && row.phone2 === '' && !person.phone2) set('phone2', value)
      }
    }
    return assignments
  }

  return {
    /** Stores the lines; returns how many people were created and how many were found and completed. */
    store(lines: readonly ImportLine[], now: Date): ImportCounts {
      const at = now.toISOString()
      const counts: ImportCounts = { created: 0, linked: 0 }
      for (const { person } of lines) {
        const found = find(person)
        if (found) {
          counts.linked += 1
          const assignments = completion(found, person)
          if (assignments.length === 0) continue
          assignments.push(['updated_at', at])
          db.prepare(`UPDATE people SET ${assignments.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ?`).run(
            ...assignments.map(([, value]) => value),
            found.id,
          )
          continue
        }
        const values: Row = { now: at, status: person.status ?? 'visiteur' }
        for (const field of FIELDS) values[COLUMNS[field]] = person[field] ?? ''
        values.phone_normalized = normalizePhone(person.phone)
        values.phone2_normalized = normalizePhone(person.phone2)
        insert.run(values)
        counts.created += 1
      }
      return counts
    },
  }
}
