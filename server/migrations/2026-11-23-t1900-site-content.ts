// The church's content (name, contacts, history, leaders, ministries, programmes, confession of
// faith) moves from the code into the database, as one JSON document the dashboard edits
// (common/schemas/site-content.ts). A single row. The server fills it on its next start with the
// values the site showed until then (server/src/db/site-content-seed.ts), on a new installation
// and on an existing one alike. Plain SQL, no app code (see docs/decisions/0001).
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE site_content (
      id         INTEGER PRIMARY KEY CHECK (id = 1),
      document   TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      updated_by TEXT NOT NULL
    );
  `)
}

export function down(db: Database): void {
  db.exec('DROP TABLE site_content;')
}
