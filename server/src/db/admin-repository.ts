// Staff accounts, their open sessions, single-use links and recovery codes. Secrets are stored as
// hashes only: a session id, a link's token and a recovery code as SHA-256, a password as scrypt.
import type { AccountStatus, StaffRole, TokenPurpose } from '#common/schemas/staff-account.ts'
import type { StoredPassword } from '../auth/password.ts'
import type { Db } from './database.ts'

export interface AccountRow {
  id: number
  name: string
  email: string
  role: StaffRole
  status: AccountStatus
  password: StoredPassword | null
  totpSecret: string | null
  totpPendingSecret: string | null
  totpLastStep: number | null
  createdAt: string
  lastLoginAt: string | null
  passwordChangedAt: string | null
  /** How many passkeys the account has. */
  passkeys: number
  /** The ministries a « Responsable de ministère » records the attendance of (empty for the others). */
  ministryIds: number[]
}

export type SessionPending = 'second-factor' | null

export interface SessionRow {
  idHash: string
  accountId: number
  createdAt: string
  lastSeenAt: string
  userAgent: string | null
  ip: string | null
  pending: SessionPending
  /** When this session last proved who is at the keyboard: its sign-in, or the password typed again. */
  authenticatedAt: string
}

export interface TokenRow {
  tokenHash: string
  accountId: number | null
  purpose: TokenPurpose
  createdAt: string
  expiresAt: string
  usedAt: string | null
  /** The administrator who issued the link (null: asked by its owner, or the first set-up). */
  issuedBy: number | null
}

/** A browser an account signed in from: it passes the account’s sign-in lock (plugins/auth.ts). */
export interface DeviceRow {
  tokenHash: string
  accountId: number
  createdAt: string
  lastUsedAt: string
}

interface RawAccount extends Omit<AccountRow, 'password' | 'ministryIds'> {
  password: string | null
  ministryIds: string
}

const ACCOUNT_COLUMNS = `id, name, email, role, status, password_hash AS password, totp_secret AS totpSecret,
  totp_pending_secret AS totpPendingSecret, totp_last_step AS totpLastStep, created_at AS createdAt,
  last_login_at AS lastLoginAt, password_changed_at AS passwordChangedAt,
  (SELECT COUNT(*) FROM staff_passkeys WHERE account_id = staff_accounts.id) AS passkeys,
  (SELECT json_group_array(ministry_id) FROM (SELECT ministry_id FROM staff_ministries
     WHERE account_id = staff_accounts.id ORDER BY ministry_id)) AS ministryIds`
const SESSION_COLUMNS = `id_hash AS idHash, account_id AS accountId, created_at AS createdAt,
  last_seen_at AS lastSeenAt, user_agent AS userAgent, ip, pending, authenticated_at AS authenticatedAt`

const toAccount = (raw: RawAccount | undefined): AccountRow | undefined =>
  raw && {
    ...raw,
    password: raw.password ? (JSON.parse(raw.password) as StoredPassword) : null,
    ministryIds: JSON.parse(raw.ministryIds) as number[],
  }

export function createAdminRepository(db: Db) {
  const selectById = db.prepare<[number], RawAccount>(`SELECT ${ACCOUNT_COLUMNS} FROM staff_accounts WHERE id = ?`)
  const selectByEmail = db.prepare<[string], RawAccount>(
    `SELECT ${ACCOUNT_COLUMNS} FROM staff_accounts WHERE email = ? COLLATE NOCASE`,
  )
  const selectAll = db.prepare<[], RawAccount>(`SELECT ${ACCOUNT_COLUMNS} FROM staff_accounts
     ORDER BY role = 'administrateur' DESC, name COLLATE NOCASE, id`)
  const countAccounts = db.prepare<[], number>('SELECT COUNT(*) FROM staff_accounts').pluck()
  const countActiveAdmins = db
    .prepare<[], number>(`SELECT COUNT(*) FROM staff_accounts WHERE role = 'administrateur' AND status = 'actif'`)
    .pluck()
  const insertAccount = db.prepare<
    [{ name: string; email: string; role: StaffRole; status: AccountStatus; password: string | null; now: string }]
  >(
    `INSERT INTO staff_accounts (name, email, role, status, password_hash, created_at, password_changed_at)
     VALUES (@name, @email, @role, @status, @password, @now, CASE WHEN @password IS NULL THEN NULL ELSE @now END)`,
  )
  const updatePassword = db.prepare<[string, string, number]>(
    `UPDATE staff_accounts SET password_hash = ?, password_changed_at = ?,
       status = CASE status WHEN 'invite' THEN 'actif' ELSE status END WHERE id = ?`,
  )
  const rehashPassword = db.prepare<[string, number]>('UPDATE staff_accounts SET password_hash = ? WHERE id = ?')
  const updateProfile = db.prepare<[string, string, number]>(
    'UPDATE staff_accounts SET name = ?, email = ? WHERE id = ?',
  )
  const updateRole = db.prepare<[StaffRole, number]>('UPDATE staff_accounts SET role = ? WHERE id = ?')
  const deleteMinistriesOf = db.prepare<[number]>('DELETE FROM staff_ministries WHERE account_id = ?')
  const insertMinistry = db.prepare<[number, number]>(
    'INSERT OR IGNORE INTO staff_ministries (account_id, ministry_id) VALUES (?, ?)',
  )
  const updateStatus = db.prepare<[AccountStatus, number]>('UPDATE staff_accounts SET status = ? WHERE id = ?')
  const updateLastLogin = db.prepare<[string, number]>('UPDATE staff_accounts SET last_login_at = ? WHERE id = ?')
  const updatePendingTotp = db.prepare<[string | null, number]>(
    'UPDATE staff_accounts SET totp_pending_secret = ? WHERE id = ?',
  )
  const updateTotp = db.prepare<[string | null, number | null, number]>(
    'UPDATE staff_accounts SET totp_secret = ?, totp_pending_secret = NULL, totp_last_step = ? WHERE id = ?',
  )
  // Moves forward only, so two requests racing with the same code cannot both pass.
  const advanceTotpStep = db.prepare<[number, number, number]>(
    'UPDATE staff_accounts SET totp_last_step = ? WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)',
  )

  const deleteCodes = db.prepare<[number]>('DELETE FROM recovery_codes WHERE account_id = ?')
  const insertCode = db.prepare<[number, string]>('INSERT INTO recovery_codes (account_id, code_hash) VALUES (?, ?)')
  const consumeCode = db.prepare<[string, number, string]>(
    'UPDATE recovery_codes SET used_at = ? WHERE account_id = ? AND code_hash = ? AND used_at IS NULL',
  )

  const insertSession = db.prepare<[SessionRow]>(
    `INSERT INTO admin_sessions (id_hash, account_id, created_at, last_seen_at, user_agent, ip, pending, authenticated_at)
     VALUES (@idHash, @accountId, @createdAt, @lastSeenAt, @userAgent, @ip, @pending, @authenticatedAt)`,
  )
  const markAuthenticated = db.prepare<[string, string]>(
    'UPDATE admin_sessions SET authenticated_at = ? WHERE id_hash = ?',
  )
  const renameSession = db.prepare<[string, string]>('UPDATE admin_sessions SET id_hash = ? WHERE id_hash = ?')
  const selectSession = db.prepare<[string], SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM admin_sessions WHERE id_hash = ?`,
  )
  const selectSessionsOf = db.prepare<[number], SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM admin_sessions WHERE account_id = ? ORDER BY last_seen_at DESC`,
  )
  const touchSession = db.prepare<[string, string]>('UPDATE admin_sessions SET last_seen_at = ? WHERE id_hash = ?')
  const completeSession = db.prepare<[string]>('UPDATE admin_sessions SET pending = NULL WHERE id_hash = ?')
  const deleteSession = db.prepare<[string]>('DELETE FROM admin_sessions WHERE id_hash = ?')
  const deleteSessionOf = db.prepare<[string, number]>(
    'DELETE FROM admin_sessions WHERE id_hash = ? AND account_id = ?',
  )
  const deleteSessionsOf = db.prepare<[number]>('DELETE FROM admin_sessions WHERE account_id = ?')
  const deleteOtherSessions = db.prepare<[number, string]>(
    'DELETE FROM admin_sessions WHERE account_id = ? AND id_hash <> ?',
  )
  const deleteStale = db.prepare<[string, string]>(
    'DELETE FROM admin_sessions WHERE created_at <= ? OR last_seen_at <= ?',
  )

  const insertToken = db.prepare<[TokenRow]>(
    `INSERT INTO staff_tokens (token_hash, account_id, purpose, created_at, expires_at, used_at, issued_by)
     VALUES (@tokenHash, @accountId, @purpose, @createdAt, @expiresAt, @usedAt, @issuedBy)`,
  )
  const selectToken = db.prepare<[string], TokenRow>(
    `SELECT token_hash AS tokenHash, account_id AS accountId, purpose, created_at AS createdAt,
       expires_at AS expiresAt, used_at AS usedAt, issued_by AS issuedBy FROM staff_tokens WHERE token_hash = ?`,
  )
  const markTokenUsed = db.prepare<[string, string]>(
    'UPDATE staff_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL',
  )
  // A new link for an account (or a new set-up link) voids the earlier unused ones.
  const voidTokensOf = db.prepare<[string, number]>(
    'UPDATE staff_tokens SET used_at = ? WHERE account_id = ? AND used_at IS NULL',
  )
  const voidSetupTokens = db.prepare<[string]>(
    `UPDATE staff_tokens SET used_at = ? WHERE purpose = 'setup' AND used_at IS NULL`,
  )

  const insertDevice = db.prepare<[DeviceRow]>(
    `INSERT INTO staff_devices (token_hash, account_id, created_at, last_used_at)
     VALUES (@tokenHash, @accountId, @createdAt, @lastUsedAt)`,
  )
  const selectDevice = db.prepare<[string], DeviceRow>(
    `SELECT token_hash AS tokenHash, account_id AS accountId, created_at AS createdAt, last_used_at AS lastUsedAt
     FROM staff_devices WHERE token_hash = ?`,
  )
  const deleteDevice = db.prepare<[string]>('DELETE FROM staff_devices WHERE token_hash = ?')
  // An account keeps its most recently used browsers only; older ones and forgotten ones go.
  const trimDevices = db.prepare<[{ accountId: number; keep: number; forgetBefore: string }]>(
    `DELETE FROM staff_devices WHERE account_id = @accountId AND (last_used_at < @forgetBefore OR token_hash NOT IN (
       SELECT token_hash FROM staff_devices WHERE account_id = @accountId ORDER BY last_used_at DESC LIMIT @keep
     ))`,
  )

  const repository = {
    countAccounts: (): number => countAccounts.get() ?? 0,
    countActiveAdministrators: (): number => countActiveAdmins.get() ?? 0,
    findAccount: (id: number): AccountRow | undefined => toAccount(selectById.get(id)),
    findAccountByEmail: (email: string): AccountRow | undefined => toAccount(selectByEmail.get(email.trim())),
    listAccounts: (): AccountRow[] => selectAll.all().map((raw) => toAccount(raw) as AccountRow),
    createAccount(account: {
      name: string
      email: string
      role: StaffRole
      status: AccountStatus
      password: StoredPassword | null
      now: string
    }): number {
      const password = account.password ? JSON.stringify(account.password) : null
      return Number(insertAccount.run({ ...account, password }).lastInsertRowid)
    },
    /** A new password (chosen, reset or changed) ends every session of the account. */
    setPassword: db.transaction((id: number, password: StoredPassword, now: string): void => {
      updatePassword.run(JSON.stringify(password), now, id)
      deleteSessionsOf.run(id)
      voidTokensOf.run(now, id)
    }),
    /** The same password with stronger parameters: sessions stay. */
    rehashPassword: (id: number, password: StoredPassword): void =>
      void rehashPassword.run(JSON.stringify(password), id),
    setProfile: (id: number, name: string, email: string): void => void updateProfile.run(name, email, id),
    setRole: (id: number, role: StaffRole): void => void updateRole.run(role, id),
    /** The ministries a leader's account records; an account of another role keeps none. */
    setMinistries: db.transaction((id: number, ministryIds: readonly number[]): void => {
      deleteMinistriesOf.run(id)
      for (const ministryId of ministryIds) insertMinistry.run(id, ministryId)
    }),
    /** Disabling ends the account's sessions and voids its links at once. */
    setStatus: db.transaction((id: number, status: AccountStatus, now: string): void => {
      updateStatus.run(status, id)
      if (status === 'desactive') {
        deleteSessionsOf.run(id)
        voidTokensOf.run(now, id)
      }
    }),
    recordLogin: (id: number, now: string): void => void updateLastLogin.run(now, id),
    setPendingTotp: (id: number, secret: string | null): void => void updatePendingTotp.run(secret, id),
    /** Confirms a TOTP secret (or removes it with null), with its recovery codes' hashes. */
    setTotp: db.transaction((id: number, secret: string | null, step: number | null, codeHashes: string[]): void => {
      updateTotp.run(secret, step, id)
      deleteCodes.run(id)
      for (const hash of codeHashes) insertCode.run(id, hash)
    }),
    replaceRecoveryCodes: db.transaction((id: number, codeHashes: string[]): void => {
      deleteCodes.run(id)
      for (const hash of codeHashes) insertCode.run(id, hash)
    }),
    /** True when the step is newer than the last accepted one (and records it). */
    acceptTotpStep: (id: number, step: number): boolean => advanceTotpStep.run(step, id, step).changes === 1,
    consumeRecoveryCode: (id: number, codeHash: string, now: string): boolean =>
      consumeCode.run(now, id, codeHash).changes === 1,

    insertSession: (session: SessionRow): void => void insertSession.run(session),
    /** The session proved who is at the keyboard at `at` (the password typed again). */
    markAuthenticated: (idHash: string, at: string): void => void markAuthenticated.run(at, idHash),
    /** The same session under a new id: the old id is worth nothing from now on. */
    renameSession: (idHash: string, newIdHash: string): boolean => renameSession.run(newIdHash, idHash).changes === 1,
    findSession: (idHash: string): SessionRow | undefined => selectSession.get(idHash),
    sessionsOf: (accountId: number): SessionRow[] => selectSessionsOf.all(accountId),
    touchSession: (idHash: string, lastSeenAt: string): void => void touchSession.run(lastSeenAt, idHash),
    completeSession: (idHash: string): void => void completeSession.run(idHash),
    deleteSession: (idHash: string): void => void deleteSession.run(idHash),
    deleteSessionOf: (idHash: string, accountId: number): boolean =>
      deleteSessionOf.run(idHash, accountId).changes === 1,
    deleteSessionsOf: (accountId: number): number => deleteSessionsOf.run(accountId).changes,
    deleteOtherSessions: (accountId: number, keepIdHash: string): number =>
      deleteOtherSessions.run(accountId, keepIdHash).changes,
    /** Sessions created before `createdBefore` or idle since `seenBefore` are gone. */
    deleteStaleSessions: (createdBefore: string, seenBefore: string): number =>
      deleteStale.run(createdBefore, seenBefore).changes,

    insertToken(token: Omit<TokenRow, 'usedAt' | 'issuedBy'> & { issuedBy?: number | null }): void {
      if (token.accountId !== null) voidTokensOf.run(token.createdAt, token.accountId)
      else if (token.purpose === 'setup') voidSetupTokens.run(token.createdAt)
      insertToken.run({ ...token, usedAt: null, issuedBy: token.issuedBy ?? null })
    },
    findToken: (tokenHash: string): TokenRow | undefined => selectToken.get(tokenHash),
    consumeToken: (tokenHash: string, now: string): boolean => markTokenUsed.run(now, tokenHash).changes === 1,

    findDevice: (tokenHash: string): DeviceRow | undefined => selectDevice.get(tokenHash),
    /** Remembers a browser; the account keeps its `keep` most recent ones, none unused since `forgetBefore`. */
    addDevice: db.transaction((device: DeviceRow, keep: number, forgetBefore: string): void => {
      insertDevice.run(device)
      trimDevices.run({ accountId: device.accountId, keep, forgetBefore })
    }),
    deleteDevice: (tokenHash: string): void => void deleteDevice.run(tokenHash),
  }
  return repository
}

export type AdminRepository = ReturnType<typeof createAdminRepository>
