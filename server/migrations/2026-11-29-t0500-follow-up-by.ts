// Who follows a person up: « Remettre en suivi » from the absent entrusts the person to a member of
// the office (the one who tapped, or another chosen), and the people list filters on it. An
// account id without a foreign key: accounts are disabled, never deleted, and a name kept after
// an account is disabled still says who had the person.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    ALTER TABLE people ADD COLUMN follow_up_by INTEGER;
    CREATE INDEX people_follow_up_by ON people (follow_up_by) WHERE follow_up_by IS NOT NULL;
  `)
}

export function down(db: Database): void {
  db.exec('DROP INDEX people_follow_up_by; ALTER TABLE people DROP COLUMN follow_up_by;')
}
