/**
 * A row this request has just written, read back to answer with it. Its absence would be a bug
 * (better-sqlite3 is synchronous: nothing runs between the write and the read), so it is thrown as
 * an error, which the error handler answers with a 500 and logs with the request id.
 */
export function justWritten<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw new Error(`${what} missing right after it was written`)
  return row
}
