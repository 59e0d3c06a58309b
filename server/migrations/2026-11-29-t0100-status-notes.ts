// A note may come with a follow-up status change (« Rappelé, viendra dimanche »), given in the
// record's details window: kept beside who made the last change and when, replaced (or cleared)
// by the next change. The programme requests' new « Traité » status needs no change here: their
// status column has no CHECK (the API's schemas decide which statuses exist).
import type { Database } from 'better-sqlite3'

const TABLES = ['member_registrations', 'contact_messages', 'programme_requests'] as const

export function up(db: Database): void {
  for (const table of TABLES) db.exec(`ALTER TABLE ${table} ADD COLUMN status_note TEXT`)
}

export function down(db: Database): void {
  // A treated request goes back to « Lu »: the status the earlier code knows that still waits least.
  db.exec(`UPDATE programme_requests SET status = 'lu' WHERE status = 'traite'`)
  for (const table of TABLES) db.exec(`ALTER TABLE ${table} DROP COLUMN status_note`)
}
