// Names, cities, levels and letter subjects are one line: the forms now refuse a line break in
// them (a name is also a line of a staff alert, where it could forge « Bcc: » lines). The rows
// stored before get their line breaks folded into a space, so that they still match the schema
// the API checks its answers with.
import type { Database } from 'better-sqlite3'

const SINGLE_LINE_COLUMNS = {
  member_registrations: ['first_name', 'last_name', 'city', 'occupation', 'previous_church', 'emergency_contact'],
  contact_messages: ['name'],
  programme_requests: ['name', 'level'],
  newsletters: ['subject'],
} as const

/** CR, LF, vertical tab, form feed, NEL, line and paragraph separators (what the schemas refuse). */
const LINE_BREAKS = [10, 13, 11, 12, 0x85, 0x2028, 0x2029]
const BREAK_RUN = /[\n\r\v\f\u0085\u2028\u2029]+/g

export function up(db: Database): void {
  for (const [table, columns] of Object.entries(SINGLE_LINE_COLUMNS)) {
    for (const column of columns) {
      const hasBreak = LINE_BREAKS.map((code) => `instr(${column}, char(${code})) > 0`).join(' OR ')
      const rows = db.prepare<[], { id: number; text: string }>(
        `SELECT id, ${column} AS text FROM ${table} WHERE ${hasBreak}`,
      )
      const update = db.prepare<[string, number]>(`UPDATE ${table} SET ${column} = ? WHERE id = ?`)
      for (const row of rows.all()) update.run(row.text.replace(BREAK_RUN, ' ').trim(), row.id)
    }
  }
}

/** The line breaks folded are not put back: a name on one line is valid for every version. */
export function down(): void {}
