import type { Db } from '../db/database.ts'

/**
 * A stamp that changes after every committed write to the database, for caches of what is drawn
 * from it (the rendered pages):
 *
 * - `total_changes()` counts the rows this connection has written. The server has one connection
 *   and every transaction is synchronous (better-sqlite3: BEGIN, the statements and COMMIT run
 *   without yielding to the event loop), so no request ever sees a transaction half done: by the
 *   time anything reads the stamp, every write it counts is committed. A rolled-back transaction
 *   changes the stamp too, which only costs one more read.
 * - `PRAGMA data_version` changes when another connection commits (a script, the backup's
 *   restore, `admin:password`).
 *
 * Reading it costs two tiny statements (a few microseconds).
 */
export function dataVersion(db: Db): () => string {
  const own = db.prepare<[], number>('SELECT total_changes()').pluck()
  const others = db.prepare<[], number>('PRAGMA data_version').pluck()
  return () => `${own.get()}.${others.get()}`
}
