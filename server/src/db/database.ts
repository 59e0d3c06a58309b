import { closeSync, existsSync, openSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { foldForSearch } from '#common/search.ts'
import { narrowMode } from '../config.ts'

export type Db = Database.Database

export const DATABASE_FILE = 'church.db'

/** Read and write for the server's user only: the file holds every registration and message. */
export const PRIVATE_FILE_MODE = 0o600

/**
 * Creates the file readable by its owner only, and narrows an older installation's (0644). SQLite
 * gives its -wal and -shm files the database file's mode, so they follow.
 */
function makePrivate(file: string) {
  if (!existsSync(file)) closeSync(openSync(file, 'a', PRIVATE_FILE_MODE))
  for (const each of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(each)) narrowMode(each, PRIVATE_FILE_MODE)
}

/** Opens `${dataDir}/church.db` with the pragmas every connection needs. */
export function openDatabase(dataDir: string): Db {
  const file = path.join(dataDir, DATABASE_FILE)
  makePrivate(file)
  const db = new Database(file)
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
