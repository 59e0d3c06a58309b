// The people the church meets: one row per person, households, consents per channel, a timeline
// of what staff recorded (calls, notes, e-mails, status changes), WhatsApp templates and the
// single-use links a person corrects their own details with. Every submission table gets the
// person it belongs to; the rows stored before are linked by the application at start-up
// (server/src/db/people-linking.ts), with the same matching rules as new submissions.
// Optional texts are '' when empty, like the forms' answers elsewhere in this database.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE households (
      id         INTEGER PRIMARY KEY,
      name       TEXT NOT NULL,
      address    TEXT NOT NULL DEFAULT '',
      city       TEXT NOT NULL DEFAULT '',
      created_at TEXT NOT NULL
    );

    CREATE TABLE people (
      id                 INTEGER PRIMARY KEY,
      first_name         TEXT NOT NULL,
      last_name          TEXT NOT NULL DEFAULT '',
      email              TEXT NOT NULL DEFAULT '',
      phone              TEXT NOT NULL DEFAULT '',
      phone_normalized   TEXT NOT NULL DEFAULT '',
      phone2             TEXT NOT NULL DEFAULT '',
      phone2_normalized  TEXT NOT NULL DEFAULT '',
      birth_date         TEXT NOT NULL DEFAULT '',
      address            TEXT NOT NULL DEFAULT '',
      city               TEXT NOT NULL DEFAULT '',
      gender             TEXT NOT NULL DEFAULT '',
      marital_status     TEXT NOT NULL DEFAULT '',
      occupation         TEXT NOT NULL DEFAULT '',
      first_visit_date   TEXT NOT NULL DEFAULT '',
      membership_date    TEXT NOT NULL DEFAULT '',
      baptized           TEXT NOT NULL DEFAULT '',
      baptism_date       TEXT NOT NULL DEFAULT '',
      baptism_church     TEXT NOT NULL DEFAULT '',
      previous_church    TEXT NOT NULL DEFAULT '',
      emergency_contact  TEXT NOT NULL DEFAULT '',
      emergency_phone    TEXT NOT NULL DEFAULT '',
      -- JSON array of language codes, the preferred first.
      languages          TEXT NOT NULL DEFAULT '["fr"]',
      status             TEXT NOT NULL DEFAULT 'visiteur'
                         CHECK (status IN ('visiteur', 'habitue', 'membre', 'inactif', 'parti', 'decede')),
      status_changed_at  TEXT,
      follow_up_step     TEXT NOT NULL DEFAULT ''
                         CHECK (follow_up_step IN ('', 'a_contacter', 'contacte', 'accueilli')),
      household_id       INTEGER REFERENCES households (id) ON DELETE SET NULL,
      household_role     TEXT NOT NULL DEFAULT '',
      -- The last call, message or e-mail recorded: « sans suivi depuis 30 jours ».
      last_contact_at    TEXT,
      -- Set when this person was merged into another (kept until the merge can no longer be undone).
      merged_into        INTEGER,
      merged_at          TEXT,
      created_at         TEXT NOT NULL,
      updated_at         TEXT NOT NULL
    );
    CREATE INDEX people_email_lower ON people (lower(email)) WHERE email <> '';
    CREATE INDEX people_phone ON people (phone_normalized) WHERE phone_normalized <> '';
    CREATE INDEX people_phone2 ON people (phone2_normalized) WHERE phone2_normalized <> '';
    CREATE INDEX people_status ON people (status);
    CREATE INDEX people_household ON people (household_id);
    CREATE INDEX people_names ON people (last_name COLLATE NOCASE, first_name COLLATE NOCASE);

    CREATE TABLE person_consents (
      person_id INTEGER NOT NULL REFERENCES people (id) ON DELETE CASCADE,
      channel   TEXT NOT NULL CHECK (channel IN ('email', 'whatsapp', 'sms', 'phone')),
      granted   INTEGER NOT NULL CHECK (granted IN (0, 1)),
      at        TEXT NOT NULL,
      source    TEXT NOT NULL,
      PRIMARY KEY (person_id, channel)
    ) WITHOUT ROWID;

    -- What staff recorded about a person. The submissions themselves are not copied here: the
    -- timeline reads them from their own tables through their person_id.
    CREATE TABLE person_timeline (
      id           INTEGER PRIMARY KEY,
      person_id    INTEGER NOT NULL REFERENCES people (id) ON DELETE CASCADE,
      kind         TEXT NOT NULL CHECK (kind IN ('status', 'contact', 'email', 'note', 'merge', 'update')),
      at           TEXT NOT NULL,
      by_account   INTEGER REFERENCES staff_accounts (id) ON DELETE SET NULL,
      by_name      TEXT,
      confidential INTEGER NOT NULL DEFAULT 0 CHECK (confidential IN (0, 1)),
      title        TEXT NOT NULL,
      text         TEXT NOT NULL DEFAULT '',
      -- JSON: what the entry needs beyond its text (channel, outcome, call-back date, outbox id…).
      data         TEXT NOT NULL DEFAULT '{}'
    );
    CREATE INDEX person_timeline_person ON person_timeline (person_id, at);

    CREATE TABLE message_templates (
      key        TEXT PRIMARY KEY,
      label      TEXT NOT NULL,
      text_fr    TEXT NOT NULL,
      text_ht    TEXT NOT NULL DEFAULT '',
      text_es    TEXT NOT NULL DEFAULT '',
      text_en    TEXT NOT NULL DEFAULT '',
      sort_order INTEGER NOT NULL DEFAULT 0,
      updated_at TEXT NOT NULL
    );

    -- Only the SHA-256 of the token is kept, like every other link token.
    CREATE TABLE person_update_links (
      token_hash TEXT PRIMARY KEY,
      person_id  INTEGER NOT NULL REFERENCES people (id) ON DELETE CASCADE,
      created_at TEXT NOT NULL,
      created_by INTEGER REFERENCES staff_accounts (id) ON DELETE SET NULL,
      expires_at TEXT NOT NULL,
      used_at    TEXT
    );

    -- No REFERENCES clause: SQLite cannot drop a column that is part of a foreign key (down).
    -- Erasing a person deletes or unlinks these rows itself (server/src/db/people-erasure.ts).
    ALTER TABLE member_registrations ADD COLUMN person_id INTEGER;
    ALTER TABLE contact_messages ADD COLUMN person_id INTEGER;
    ALTER TABLE programme_requests ADD COLUMN person_id INTEGER;
    ALTER TABLE newsletter_subscribers ADD COLUMN person_id INTEGER;
    ALTER TABLE gifts ADD COLUMN person_id INTEGER;
    CREATE INDEX member_registrations_person ON member_registrations (person_id);
    CREATE INDEX contact_messages_person ON contact_messages (person_id);
    CREATE INDEX programme_requests_person ON programme_requests (person_id);
    CREATE INDEX newsletter_subscribers_person ON newsletter_subscribers (person_id);
    CREATE INDEX gifts_person ON gifts (person_id);
  `)
}

export function down(db: Database): void {
  db.exec(`
    DROP INDEX gifts_person;
    DROP INDEX newsletter_subscribers_person;
    DROP INDEX programme_requests_person;
    DROP INDEX contact_messages_person;
    DROP INDEX member_registrations_person;
    ALTER TABLE gifts DROP COLUMN person_id;
    ALTER TABLE newsletter_subscribers DROP COLUMN person_id;
    ALTER TABLE programme_requests DROP COLUMN person_id;
    ALTER TABLE contact_messages DROP COLUMN person_id;
    ALTER TABLE member_registrations DROP COLUMN person_id;
    DROP TABLE person_update_links;
    DROP TABLE message_templates;
    DROP TABLE person_timeline;
    DROP TABLE person_consents;
    DROP TABLE people;
    DROP TABLE households;
  `)
}
