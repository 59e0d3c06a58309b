import type { Db } from './database.ts'

/** The first answer given to a submission, kept to be given again to a repeat of it. */
export interface KeptAnswer {
  key: string
  route: string
  bodyHash: string
  status: number
  /** The answer's JSON body, as text. */
  response: string
  createdAt: string
}

const COLUMNS = 'key, route, body_hash AS bodyHash, status, response, created_at AS createdAt'

/** The `idempotency_keys` table (server/migrations/2026-11-23-t0900-idempotency-keys.ts). */
export function createIdempotencyRepository(db: Db) {
  const byKey = db.prepare<[string], KeptAnswer>(`SELECT ${COLUMNS} FROM idempotency_keys WHERE key = ?`)
  // The latest answer to the same content on the same form since a moment.
  const sameContent = db.prepare<[string, string, string], KeptAnswer>(
    `SELECT ${COLUMNS} FROM idempotency_keys WHERE route = ? AND body_hash = ? AND created_at >= ?
     ORDER BY created_at DESC LIMIT 1`,
  )
  const insert = db.prepare<[KeptAnswer]>(
    `INSERT INTO idempotency_keys (key, route, body_hash, status, response, created_at)
     VALUES (@key, @route, @bodyHash, @status, @response, @createdAt)`,
  )
  const purge = db.prepare<[string]>('DELETE FROM idempotency_keys WHERE created_at < ?')

  return {
    find: (key: string): KeptAnswer | undefined => byKey.get(key),
    /** The latest answer to `bodyHash` on `route` given at or after `since` (ISO time). */
    latestSameContent: (route: string, bodyHash: string, since: string): KeptAnswer | undefined =>
      sameContent.get(route, bodyHash, since),
    /** Meant to run inside the transaction that stores the submission it answers. */
    record: (answer: KeptAnswer): void => void insert.run(answer),
    /** Deletes the answers given before `before` (ISO time); returns how many. */
    purgeBefore: (before: string): number => purge.run(before).changes,
  }
}
export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>
