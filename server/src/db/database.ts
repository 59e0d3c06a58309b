import path from 'node:path'
import Database from 'better-sqlite3'
import { foldForSearch } from '#common/search.ts'

export type Db = Database.Database

export const DATABASE_FILE = 'church.db'

/** Opens `${dataDir}/church.db` with the pragmas every connection needs. */
export function openDatabase(dataDir: string): Db {
  const db = new Database(path.join(dataDir, DATABASE_FILE))
  try {
    db.pragma('journal_mode = WAL')
    // FULL: in WAL mode, NORMAL may lose the last commits on power loss; a registration we
    // answered 201 to must survive that.
    db.pragma('synchronous = FULL')
    db.pragma('foreign_keys = ON')
    db.pragma('busy_timeout = 5000')
    if (db.pragma('journal_mode', { simple: true }) !== 'wal') {
      throw new Error('SQLite refused WAL mode (is DATA_DIR on a network file system?)')
    }
    // SQLite's LIKE ignores case for ASCII only; French names need é = É = e.
    db.function('fold', { deterministic: true }, (value: unknown) =>
      typeof value === 'string' ? foldForSearch(value) : value,
    )
  } catch (error) {
    db.close()
    throw error
  }
  return db
}
