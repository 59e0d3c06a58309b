// First schema. Plain SQL on purpose (see docs/decisions/0001): this file imports no app code,
// so it keeps meaning the same thing when the app changes. Never edit it once merged; add a new one.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE services (
      id          INTEGER PRIMARY KEY,
      name        TEXT NOT NULL,
      day         TEXT NOT NULL,
      time        TEXT NOT NULL,
      description TEXT NOT NULL,
      color       TEXT NOT NULL,
      icon        TEXT NOT NULL,
      sort_order  INTEGER NOT NULL DEFAULT 0
    );

    CREATE TABLE events (
      id          INTEGER PRIMARY KEY,
      title       TEXT NOT NULL,
      date        TEXT NOT NULL,
      time        TEXT NOT NULL,
      description TEXT NOT NULL,
      location    TEXT NOT NULL,
      category    TEXT NOT NULL,
      created_at  TEXT NOT NULL
    );
    CREATE INDEX events_date ON events (date);

    -- Optional answers are stored as '' when left empty, exactly like the form sends them.
    CREATE TABLE member_registrations (
      id                INTEGER PRIMARY KEY,
      first_name        TEXT NOT NULL,
      last_name         TEXT NOT NULL,
      email             TEXT NOT NULL,
      phone             TEXT NOT NULL,
      phone_normalized  TEXT NOT NULL,
      date_of_birth     TEXT NOT NULL,
      address           TEXT NOT NULL,
      city              TEXT NOT NULL,
      occupation        TEXT NOT NULL DEFAULT '',
      marital_status    TEXT NOT NULL DEFAULT '',
      baptized          TEXT NOT NULL DEFAULT '',
      previous_church   TEXT NOT NULL DEFAULT '',
      ministry          TEXT NOT NULL DEFAULT '',
      emergency_contact TEXT NOT NULL DEFAULT '',
      emergency_phone   TEXT NOT NULL DEFAULT '',
      testimony         TEXT NOT NULL DEFAULT '',
      created_at        TEXT NOT NULL,
      status            TEXT NOT NULL DEFAULT 'nouveau',
      status_changed_at TEXT,
      status_changed_by TEXT
    );
    CREATE INDEX member_registrations_created_at ON member_registrations (created_at);
    CREATE INDEX member_registrations_phone_normalized ON member_registrations (phone_normalized);

    CREATE TABLE newsletter_subscribers (
      id         INTEGER PRIMARY KEY,
      email      TEXT NOT NULL UNIQUE COLLATE NOCASE,
      created_at TEXT NOT NULL
    );

    CREATE TABLE contact_messages (
      id               INTEGER PRIMARY KEY,
      name             TEXT NOT NULL,
      email            TEXT NOT NULL,
      phone            TEXT NOT NULL DEFAULT '',
      phone_normalized TEXT NOT NULL DEFAULT '',
      subject          TEXT NOT NULL,
      message          TEXT NOT NULL,
      created_at       TEXT NOT NULL,
      status           TEXT NOT NULL DEFAULT 'nouveau'
    );
    CREATE INDEX contact_messages_created_at ON contact_messages (created_at);

    -- One table for both programme forms: the columns of the other kind stay NULL.
    CREATE TABLE programme_requests (
      id                INTEGER PRIMARY KEY,
      type              TEXT NOT NULL CHECK (type IN ('feproba_registration', 'isl_registration')),
      name              TEXT NOT NULL,
      email             TEXT NOT NULL,
      phone             TEXT NOT NULL,
      phone_normalized  TEXT NOT NULL,
      program           TEXT NOT NULL,
      level             TEXT NOT NULL DEFAULT '',
      message           TEXT NOT NULL DEFAULT '',
      age               INTEGER,
      current_education TEXT,
      ministry          TEXT,
      created_at        TEXT NOT NULL,
      status            TEXT NOT NULL DEFAULT 'nouveau'
    );
    CREATE INDEX programme_requests_created_at ON programme_requests (created_at);
    CREATE INDEX programme_requests_type_program ON programme_requests (type, program);

    -- A single row: the admin password's scrypt hash with the parameters it was made with.
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

    -- Only the SHA-256 of a session id is kept: a leaked database opens no session.
    CREATE TABLE admin_sessions (
      id_hash      TEXT PRIMARY KEY,
      created_at   TEXT NOT NULL,
      last_seen_at TEXT NOT NULL,
      expires_at   TEXT NOT NULL
    );
    CREATE INDEX admin_sessions_expires_at ON admin_sessions (expires_at);

    CREATE TABLE settings (
      key   TEXT PRIMARY KEY,
      value TEXT NOT NULL
    );
  `)
}

export function down(db: Database): void {
  db.exec(`
    DROP TABLE settings;
    DROP TABLE admin_sessions;
    DROP TABLE admin_credentials;
    DROP TABLE programme_requests;
    DROP TABLE contact_messages;
    DROP TABLE newsletter_subscribers;
    DROP TABLE member_registrations;
    DROP TABLE events;
    DROP TABLE services;
  `)
}
