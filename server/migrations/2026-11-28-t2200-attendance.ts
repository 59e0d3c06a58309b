// Attendance: the ministries as the church organises its people (who belongs, who leads), the
// headcounts and roll calls of each service or ministry meeting, and who was ticked present.
// A headcount and a roll call are the same record: a steward may type numbers, tick names, or
// both. The ministries start as the site document lists them; the church adds its own after.
// Plain SQL (docs/decisions/0001).
import type { Database } from 'better-sqlite3'
import { ministries as seedMinistries } from '#common/seed/ministries.ts'

/** The ministries' titles in the site document when it exists, else the seed's. */
function startingMinistries(db: Database): string[] {
  const row = db.prepare<[], { document: string }>('SELECT document FROM site_content WHERE id = 1').get()
  if (row) {
    try {
      const document = JSON.parse(row.document) as { ministries?: { title?: unknown }[] }
      const titles = (document.ministries ?? []).flatMap((ministry) =>
        typeof ministry.title === 'string' && ministry.title.trim() !== '' ? [ministry.title.trim()] : [],
      )
      if (titles.length > 0) return titles
    } catch {
      // A document that does not parse leaves the seed's list.
    }
  }
  return seedMinistries.map((ministry) => ministry.title)
}

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE ministries (
      id         INTEGER PRIMARY KEY,
      name       TEXT NOT NULL UNIQUE COLLATE NOCASE,
      sort_order INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE ministry_members (
      ministry_id INTEGER NOT NULL REFERENCES ministries (id) ON DELETE CASCADE,
      person_id   INTEGER NOT NULL REFERENCES people (id) ON DELETE CASCADE,
      leader      INTEGER NOT NULL DEFAULT 0 CHECK (leader IN (0, 1)),
      PRIMARY KEY (ministry_id, person_id)
    ) WITHOUT ROWID;
    CREATE INDEX ministry_members_person ON ministry_members (person_id);

    -- One meeting counted: a service (services.id) or a ministry's meeting, or neither (a special
    -- day). The headcount's three numbers are NULL when only names were ticked.
    CREATE TABLE attendance_records (
      id          INTEGER PRIMARY KEY,
      date        TEXT NOT NULL,
      service_id  INTEGER REFERENCES services (id) ON DELETE SET NULL,
      ministry_id INTEGER REFERENCES ministries (id) ON DELETE SET NULL,
      adults      INTEGER CHECK (adults >= 0),
      children    INTEGER CHECK (children >= 0),
      first_time  INTEGER CHECK (first_time >= 0),
      created_by  TEXT NOT NULL,
      created_at  TEXT NOT NULL
    );
    CREATE INDEX attendance_records_date ON attendance_records (date);

    CREATE TABLE attendance_presence (
      record_id INTEGER NOT NULL REFERENCES attendance_records (id) ON DELETE CASCADE,
      person_id INTEGER NOT NULL REFERENCES people (id) ON DELETE CASCADE,
      PRIMARY KEY (record_id, person_id)
    ) WITHOUT ROWID;
    CREATE INDEX attendance_presence_person ON attendance_presence (person_id);
  `)
  const insert = db.prepare<[string, number]>('INSERT OR IGNORE INTO ministries (name, sort_order) VALUES (?, ?)')
  for (const [index, name] of startingMinistries(db).entries()) insert.run(name, index)
}

export function down(db: Database): void {
  db.exec(
    'DROP TABLE attendance_presence; DROP TABLE attendance_records; DROP TABLE ministry_members; DROP TABLE ministries;',
  )
}
