// A ministry's leader may record the attendance of their own ministries (docs/decisions/0010): a
// fourth role, « Responsable de ministère », and the ministries each such account may record.
// The role column's CHECK cannot change in place: the accounts' table is rebuilt (same rows and
// ids), with foreign keys off so that its sessions, passkeys and links are kept.
import type { Database } from 'better-sqlite3'
import { rebuildTable } from '../src/db/migrate.ts'

export const rebuildsReferencedTable = true

const OLD_ROLES = `CHECK (role IN ('administrateur', 'secretariat', 'contenu'))`
const NEW_ROLES = `CHECK (role IN ('administrateur', 'secretariat', 'contenu', 'responsable'))`

export function up(db: Database): void {
  rebuildTable(db, 'staff_accounts', (sql) => sql.replace(OLD_ROLES, NEW_ROLES))
  db.exec(`
    CREATE TABLE staff_ministries (
      account_id  INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
      ministry_id INTEGER NOT NULL REFERENCES ministries (id) ON DELETE CASCADE,
      PRIMARY KEY (account_id, ministry_id)
    ) WITHOUT ROWID;
  `)
}

/** Refused while a ministry leader's account exists: going back would have to delete it. */
export function down(db: Database): void {
  const leaders = db.prepare(`SELECT COUNT(*) AS n FROM staff_accounts WHERE role = 'responsable'`).get() as {
    n: number
  }
  if (leaders.n > 0)
    throw new Error(
      `${leaders.n} compte(s) « Responsable de ministère » : changez leur rôle ou supprimez-les avant de revenir en arrière.`,
    )
  db.exec('DROP TABLE staff_ministries')
  rebuildTable(db, 'staff_accounts', (sql) => sql.replace(NEW_ROLES, OLD_ROLES))
}
