import type { Migration } from '../../migrations/index.ts'
import type { Db } from './database.ts'

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
  if (unknown.length > 0) {
    // The database was migrated by a newer version of the code: running on it could corrupt data.
    throw new Error(`The database has migrations this code does not know: ${unknown.join(', ')}`)
  }
  const record = db.prepare('INSERT INTO migrations (name, applied_at) VALUES (?, ?)')
  const done: string[] = []
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue
    db.transaction(() => {
      migration.up(db)
      record.run(migration.name, now().toISOString())
    })()
    done.push(migration.name)
  }
  return done
}

/** Reverts the latest applied migration (manual rollback; the server never calls it). */
export function rollbackLast(db: Db, migrations: readonly Migration[]): string | undefined {
  const last = db.prepare<[], { name: string }>('SELECT name FROM migrations ORDER BY name DESC LIMIT 1').get()
  const migration = migrations.find((candidate) => candidate.name === last?.name)
  if (!migration) return undefined
  db.transaction(() => {
    migration.down(db)
    db.prepare('DELETE FROM migrations WHERE name = ?').run(migration.name)
  })()
  return migration.name
}
