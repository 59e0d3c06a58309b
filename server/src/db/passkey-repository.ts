// Staff accounts' passkeys (WebAuthn credentials): the public key and signature counter only.
import type { Db } from './database.ts'

export interface PasskeyRow {
  id: number
  accountId: number
  credentialId: string
  publicKey: Uint8Array
  counter: number
  transports: string[]
  name: string
  createdAt: string
  lastUsedAt: string | null
}

interface RawPasskey extends Omit<PasskeyRow, 'transports' | 'publicKey'> {
  transports: string
  publicKey: Buffer
}

const COLUMNS = `id, account_id AS accountId, credential_id AS credentialId, public_key AS publicKey, counter,
  transports, name, created_at AS createdAt, last_used_at AS lastUsedAt`

const toRow = (raw: RawPasskey | undefined): PasskeyRow | undefined =>
  raw && { ...raw, publicKey: new Uint8Array(raw.publicKey), transports: JSON.parse(raw.transports) as string[] }

export function createPasskeyRepository(db: Db) {
  const byAccount = db.prepare<[number], RawPasskey>(
    `SELECT ${COLUMNS} FROM staff_passkeys WHERE account_id = ? ORDER BY id`,
  )
  const byCredential = db.prepare<[string], RawPasskey>(`SELECT ${COLUMNS} FROM staff_passkeys WHERE credential_id = ?`)
  const byId = db.prepare<[number], RawPasskey>(`SELECT ${COLUMNS} FROM staff_passkeys WHERE id = ?`)
  const insert = db.prepare(
    `INSERT INTO staff_passkeys (account_id, credential_id, public_key, counter, transports, name, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const markUsed = db.prepare('UPDATE staff_passkeys SET counter = ?, last_used_at = ? WHERE id = ?')
  const remove = db.prepare('DELETE FROM staff_passkeys WHERE id = ? AND account_id = ?')
  const removeAll = db.prepare('DELETE FROM staff_passkeys WHERE account_id = ?')

  return {
    listFor: (accountId: number): PasskeyRow[] => byAccount.all(accountId).map((raw) => toRow(raw) as PasskeyRow),
    findByCredentialId: (credentialId: string): PasskeyRow | undefined => toRow(byCredential.get(credentialId)),
    add(passkey: Omit<PasskeyRow, 'id' | 'lastUsedAt'>): PasskeyRow {
      const { lastInsertRowid } = insert.run(
        passkey.accountId,
        passkey.credentialId,
        Buffer.from(passkey.publicKey),
        passkey.counter,
        JSON.stringify(passkey.transports),
        passkey.name,
        passkey.createdAt,
      )
      return toRow(byId.get(Number(lastInsertRowid))) as PasskeyRow
    },
    markUsed: (id: number, counter: number, at: string): void => void markUsed.run(counter, at, id),
    /** True when the passkey existed and belonged to the account. */
    remove: (id: number, accountId: number): boolean => remove.run(id, accountId).changes > 0,
    /** Every passkey of the account (a password reset that says so); how many there were. */
    removeAllOf: (accountId: number): number => removeAll.run(accountId).changes,
  }
}
export type PasskeyRepository = ReturnType<typeof createPasskeyRepository>
