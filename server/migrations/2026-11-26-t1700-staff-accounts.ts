// Personal staff accounts replace the one shared admin password. Each account has a role, a
// status, its own scrypt hash and, once confirmed, an authenticator app's secret; sessions belong
// to an account. An installation that had the shared password keeps it: it becomes the first
// administrator's, signing in with the e-mail `admin` until a name and an address are given.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE staff_accounts (
      id                  INTEGER PRIMARY KEY,
      name                TEXT NOT NULL,
      email               TEXT NOT NULL COLLATE NOCASE UNIQUE,
      role                TEXT NOT NULL CHECK (role IN ('administrateur', 'secretariat', 'contenu')),
      status              TEXT NOT NULL DEFAULT 'invite' CHECK (status IN ('invite', 'actif', 'desactive')),
      -- JSON of the scrypt hash with its parameters; null until the invitee chooses a password.
      password_hash       TEXT,
      -- Base32 TOTP secret, set only once a code from it was confirmed.
      totp_secret         TEXT,
      totp_pending_secret TEXT,
      -- The last accepted TOTP time step: a code is accepted once.
      totp_last_step      INTEGER,
      created_at          TEXT NOT NULL,
      last_login_at       TEXT,
      password_changed_at TEXT
    );

    -- SHA-256 of each recovery code; a used one keeps its row with used_at.
    CREATE TABLE recovery_codes (
      id         INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
      code_hash  TEXT NOT NULL,
      used_at    TEXT
    );
    CREATE INDEX recovery_codes_account ON recovery_codes (account_id);

    -- Single-use links (invitation, password reset, first set-up): only the SHA-256 of the token.
    CREATE TABLE staff_tokens (
      token_hash TEXT PRIMARY KEY,
      account_id INTEGER REFERENCES staff_accounts (id) ON DELETE CASCADE,
      purpose    TEXT NOT NULL CHECK (purpose IN ('invitation', 'reset', 'setup')),
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      used_at    TEXT
    );

    ALTER TABLE audit_log ADD COLUMN actor_id INTEGER;

    -- The shared password becomes the first administrator's; its name and e-mail come later.
    INSERT INTO staff_accounts (name, email, role, status, password_hash, created_at, password_changed_at)
      SELECT '', 'admin', 'administrateur', 'actif',
        json_object('algorithm', algorithm, 'hash', hash, 'salt', salt, 'N', cost, 'r', block_size,
          'p', parallel, 'keyLength', key_length),
        updated_at, updated_at
      FROM admin_credentials WHERE id = 1;
    DROP TABLE admin_credentials;

    -- Open sessions of the shared password belong to nobody: they end.
    DROP TABLE admin_sessions;
    CREATE TABLE admin_sessions (
      id_hash      TEXT PRIMARY KEY,
      account_id   INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
      created_at   TEXT NOT NULL,
      last_seen_at TEXT NOT NULL,
      user_agent   TEXT,
      ip           TEXT,
      -- 'second-factor' while an account that must have one has not enrolled it yet.
      pending      TEXT CHECK (pending IN ('second-factor'))
    );
    CREATE INDEX admin_sessions_account ON admin_sessions (account_id);
  `)
}

export function down(db: Database): void {
  db.exec(`
    DROP TABLE admin_sessions;
    CREATE TABLE admin_sessions (
      id_hash       TEXT PRIMARY KEY,
      created_at    TEXT NOT NULL,
      last_seen_at  TEXT NOT NULL,
      expires_at    TEXT NOT NULL,
      operator_name TEXT
    );
    CREATE INDEX admin_sessions_expires_at ON admin_sessions (expires_at);
    CREATE TABLE admin_credentials (
      id         INTEGER PRIMARY KEY CHECK (id = 1),
      algorithm  TEXT NOT NULL,
      hash       TEXT NOT NULL,
      salt       TEXT NOT NULL,
      cost       INTEGER NOT NULL,
      block_size INTEGER NOT NULL,
      parallel   INTEGER NOT NULL,
      key_length INTEGER NOT NULL,
      updated_at TEXT NOT NULL
    );
    -- Back to one password: the oldest active administrator's.
    INSERT INTO admin_credentials (id, algorithm, hash, salt, cost, block_size, parallel, key_length, updated_at)
      SELECT 1, password_hash ->> 'algorithm', password_hash ->> 'hash', password_hash ->> 'salt',
        password_hash ->> 'N', password_hash ->> 'r', password_hash ->> 'p', password_hash ->> 'keyLength',
        coalesce(password_changed_at, created_at)
      FROM staff_accounts
      WHERE role = 'administrateur' AND status = 'actif' AND password_hash IS NOT NULL
      ORDER BY id LIMIT 1;
    ALTER TABLE audit_log DROP COLUMN actor_id;
    DROP TABLE staff_tokens;
    DROP TABLE recovery_codes;
    DROP TABLE staff_accounts;
  `)
}
