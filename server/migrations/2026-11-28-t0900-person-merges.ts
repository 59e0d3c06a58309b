// What each merge of two people moved, so that it can be undone the same day exactly: the rows
// linked to the merged person (by table), its timeline entries, its update links, the consents
// and fields the kept person took from it (with the values before), and the merge's own timeline
// entry. Deleting either person (an erasure) deletes the record of the merge with it.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE person_merges (
      id         INTEGER PRIMARY KEY,
      person_id  INTEGER NOT NULL REFERENCES people (id) ON DELETE CASCADE,
      other_id   INTEGER NOT NULL REFERENCES people (id) ON DELETE CASCADE,
      merged_at  TEXT NOT NULL,
      merged_by  INTEGER REFERENCES staff_accounts (id) ON DELETE SET NULL,
      -- JSON (server/src/db/people-merge.ts MergeRecord).
      moved      TEXT NOT NULL,
      undone_at  TEXT
    );
    CREATE INDEX person_merges_person ON person_merges (person_id, id);
    CREATE INDEX person_merges_other ON person_merges (other_id);
  `)
}

export function down(db: Database): void {
  db.exec('DROP TABLE person_merges;')
}
