import type { StoredPassword } from '../auth/password.ts'
import type { Db } from './database.ts'

export interface SessionRow {
  idHash: string
  createdAt: string
  lastSeenAt: string
  expiresAt: string
  /** Who said they are at the keyboard (PUT /api/admin/session/identity); null until then. */
  operatorName: string | null
}

/** The admin password hash (one row) and the admin sessions, stored as hashes only. */
export function createAdminRepository(db: Db) {
  const selectCredential = db.prepare<[], StoredPassword>(
    `SELECT algorithm, hash, salt, cost AS N, block_size AS r, parallel AS p, key_length AS keyLength
     FROM admin_credentials WHERE id = 1`,
  )
  const upsertCredential = db.prepare(
    `INSERT INTO admin_credentials (id, algorithm, hash, salt, cost, block_size, parallel, key_length, updated_at)
     VALUES (1, @algorithm, @hash, @salt, @N, @r, @p, @keyLength, @updatedAt)
     ON CONFLICT (id) DO UPDATE SET algorithm = excluded.algorithm, hash = excluded.hash, salt = excluded.salt,
       cost = excluded.cost, block_size = excluded.block_size, parallel = excluded.parallel,
       key_length = excluded.key_length, updated_at = excluded.updated_at`,
  )
  const insertSession = db.prepare<[Omit<SessionRow, 'operatorName'>]>(
    `INSERT INTO admin_sessions (id_hash, created_at, last_seen_at, expires_at)
     VALUES (@idHash, @createdAt, @lastSeenAt, @expiresAt)`,
  )
  const selectSession = db.prepare<[string, string], SessionRow>(
    `SELECT id_hash AS idHash, created_at AS createdAt, last_seen_at AS lastSeenAt, expires_at AS expiresAt,
       operator_name AS operatorName
     FROM admin_sessions WHERE id_hash = ? AND expires_at > ?`,
  )
  const touchSession = db.prepare<[string, string, string]>(
    'UPDATE admin_sessions SET last_seen_at = ?, expires_at = ? WHERE id_hash = ?',
  )
  const setOperatorName = db.prepare<[string, string]>('UPDATE admin_sessions SET operator_name = ? WHERE id_hash = ?')
  const deleteSession = db.prepare<[string]>('DELETE FROM admin_sessions WHERE id_hash = ?')
  const deleteExpired = db.prepare<[string]>('DELETE FROM admin_sessions WHERE expires_at <= ?')
  const deleteAll = db.prepare('DELETE FROM admin_sessions')

  return {
    getCredential: (): StoredPassword | undefined => selectCredential.get(),
    /** A new password also ends every open session, in the same transaction (not a mere rehash). */
    /** Returns how many sessions were ended. */
    replaceCredential: db.transaction(
      (credential: StoredPassword, updatedAt: string, endSessions: boolean = true): number => {
        upsertCredential.run({ ...credential, updatedAt })
        return endSessions ? deleteAll.run().changes : 0
      },
    ),
    insertSession: (session: Omit<SessionRow, 'operatorName'>): void => void insertSession.run(session),
    findSession: (idHash: string, now: string): SessionRow | undefined => selectSession.get(idHash, now),
    touchSession: (idHash: string, lastSeenAt: string, expiresAt: string): void =>
      void touchSession.run(lastSeenAt, expiresAt, idHash),
    setOperatorName: (idHash: string, name: string): void => void setOperatorName.run(name, idHash),
    deleteSession: (idHash: string): void => void deleteSession.run(idHash),
    deleteExpiredSessions: (now: string): number => deleteExpired.run(now).changes,
    deleteAllSessions: (): number => deleteAll.run().changes,
  }
}
export type AdminRepository = ReturnType<typeof createAdminRepository>
