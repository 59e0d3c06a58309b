// What the sign-in needs to know beyond a session: when a session last proved who is at the
// keyboard (adding a way in asks for it again after a few minutes), who issued a link (the audit
// log says whose link set a password), and the browsers an account signed in from (a recognised
// browser passes the account's lock, so strangers cannot keep its owner out).
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    ALTER TABLE admin_sessions ADD COLUMN authenticated_at TEXT;
    UPDATE admin_sessions SET authenticated_at = created_at;
    -- The account whose administrator issued the link (NULL: asked by its owner, or the set-up).
    ALTER TABLE staff_tokens ADD COLUMN issued_by INTEGER REFERENCES staff_accounts (id) ON DELETE SET NULL;
    CREATE TABLE staff_devices (
      -- SHA-256 of the long-lived cookie's value.
      token_hash   TEXT PRIMARY KEY,
      account_id   INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
      created_at   TEXT NOT NULL,
      last_used_at TEXT NOT NULL
    );
    CREATE INDEX staff_devices_account ON staff_devices (account_id, last_used_at);
  `)
}

export function down(db: Database): void {
  db.exec(`
    DROP TABLE staff_devices;
    ALTER TABLE staff_tokens DROP COLUMN issued_by;
    ALTER TABLE admin_sessions DROP COLUMN authenticated_at;
  `)
}
