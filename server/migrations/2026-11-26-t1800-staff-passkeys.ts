// Passkeys (WebAuthn credentials) of staff accounts: signing in with a phone's fingerprint or a
// security key counts as both factors. Only the public key is stored; the signature counter
// catches a cloned authenticator.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE staff_passkeys (
      id            INTEGER PRIMARY KEY,
      account_id    INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
      -- base64url credential id, as the browser sends it back at sign-in.
      credential_id TEXT NOT NULL UNIQUE,
      -- COSE public key.
      public_key    BLOB NOT NULL,
      counter       INTEGER NOT NULL DEFAULT 0,
      -- JSON array of the transports the authenticator announced (internal, hybrid, usb...).
      transports    TEXT NOT NULL DEFAULT '[]',
      name          TEXT NOT NULL,
      created_at    TEXT NOT NULL,
      last_used_at  TEXT
    );
    CREATE INDEX staff_passkeys_account ON staff_passkeys (account_id);
  `)
}

export function down(db: Database): void {
  db.exec('DROP TABLE staff_passkeys')
}
