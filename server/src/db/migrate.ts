import type { Migration } from '../../migrations/index.ts'
import type { Db } from './database.ts'

/**
 * The database has migrations this code does not know: it was migrated by a newer version (an
 * upgrade, then the code alone was put back). The message says what to do, in both languages,
 * because it is the only line the server prints before it stops.
 */
export class NewerDatabaseError extends Error {
  constructor(public readonly unknown: readonly string[]) {
    super(
      `La base de données a été migrée par une version plus récente du code (${unknown.join(', ')}) : ` +
        'installez cette version, ou restaurez la sauvegarde prise avant la mise à jour (npm run rollback). / ' +
        `The database was migrated by a newer version of the code (${unknown.join(', ')}): ` +
        'install that version, or restore the backup taken before the upgrade (npm run rollback).',
    )
    this.name = 'NewerDatabaseError'
  }
}

/** Applies the migrations not yet recorded, each in its own transaction. Returns their names. */
export function migrate(db: Db, migrations: readonly Migration[], now: () => Date = () => new Date()): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)')
  const applied = new Set(
    db
      .prepare<[], { name: string }>('SELECT name FROM migrations')
      .all()
      .map((row) => row.name),
  )
  const known = new Set(migrations.map((migration) => migration.name))
  const unknown = [...applied].filter((name) => !known.has(name))
  // The database was migrated by a newer version of the code: running on it could corrupt data.
  if (unknown.length > 0) throw new NewerDatabaseError(unknown)
  const record = db.prepare('INSERT INTO migrations (name, applied_at) VALUES (?, ?)')
  const done: string[] = []
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue
    withoutForeignKeys(db, migration, () =>
      db.transaction(() => {
        migration.up(db)
        record.run(migration.name, now().toISOString())
      })(),
    )
    done.push(migration.name)
  }
  return done
}

/**
 * Runs `change` with foreign key enforcement off when the migration rebuilds a table others point
 * to (SQLite's procedure for schema changes ALTER TABLE cannot make): dropping the old table must
 * not cascade into its children. The pragma is a no-op inside a transaction, so it is set around
 * it, and the result is checked before it is committed (see rebuildTable).
 */
function withoutForeignKeys(db: Db, migration: Migration, change: () => void): void {
  if (!migration.rebuildsReferencedTable) {
    change()
    return
  }
  db.pragma('foreign_keys = OFF')
  try {
    change()
  } finally {
    db.pragma('foreign_keys = ON')
  }
}

/**
 * Rebuilds `table` with its CREATE statement changed by `edit` (SQLite cannot alter a CHECK in
 * place): same columns, same rows and ids, its indexes and triggers again. For a migration with
 * `rebuildsReferencedTable`, inside its transaction; throws (and so rolls back) if a foreign key
 * no longer holds.
 */
export function rebuildTable(db: Db, table: string, edit: (createSql: string) => string): void {
  const schema = db
    .prepare<[string], { type: string; name: string; sql: string | null }>(
      "SELECT type, name, sql FROM sqlite_schema WHERE tbl_name = ? ORDER BY type = 'table' DESC",
    )
    .all(table)
  const create = schema.find((entry) => entry.type === 'table')?.sql
  if (!create) throw new Error(`no table ${table}`)
  const next = `${table}_next`
  const edited = edit(create)
  if (edited === create) throw new Error(`the edit changed nothing in ${table}`)
  db.exec(edited.replace(/^CREATE TABLE\s+("?)\w+\1/i, `CREATE TABLE ${next}`))
  db.exec(`INSERT INTO ${next} SELECT * FROM ${table}; DROP TABLE ${table}; ALTER TABLE ${next} RENAME TO ${table};`)
  for (const entry of schema) if (entry.type !== 'table' && entry.sql) db.exec(entry.sql)
  const broken = db.pragma('foreign_key_check') as unknown[]
  if (broken.length > 0) throw new Error(`${broken.length} foreign key(s) broken by rebuilding ${table}`)
}

/** Reverts the latest applied migration (manual rollback; the server never calls it). */
export function rollbackLast(db: Db, migrations: readonly Migration[]): string | undefined {
  const last = db.prepare<[], { name: string }>('SELECT name FROM migrations ORDER BY name DESC LIMIT 1').get()
  const migration = migrations.find((candidate) => candidate.name === last?.name)
  if (!migration) return undefined
  withoutForeignKeys(db, migration, () =>
    db.transaction(() => {
      migration.down(db)
      db.prepare('DELETE FROM migrations WHERE name = ?').run(migration.name)
    })(),
  )
  return migration.name
}
