// The staff's follow-up of submissions: who changed a status and when, the name of whoever is at
// the keyboard, merged and dismissed duplicates, the outbox of staff alerts, and the indexes the
// admin lists and the duplicate search need. Plain SQL, no app code (see docs/decisions/0001).
// The name sorts after `2026-11-22-initial`: migrations are applied in list order and rolled back
// by name, so the two orders must agree.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    ALTER TABLE contact_messages ADD COLUMN status_changed_at TEXT;
    ALTER TABLE contact_messages ADD COLUMN status_changed_by TEXT;
    ALTER TABLE programme_requests ADD COLUMN status_changed_at TEXT;
    ALTER TABLE programme_requests ADD COLUMN status_changed_by TEXT;

    -- Set by PUT /api/admin/session/identity; recorded as status_changed_by.
    ALTER TABLE admin_sessions ADD COLUMN operator_name TEXT;

    -- The earlier registration this duplicate was merged into. No REFERENCES clause: SQLite cannot
    -- drop a column that is part of a foreign key, and registrations are never deleted.
    ALTER TABLE member_registrations ADD COLUMN merged_into INTEGER;

    -- Duplicates are found by e-mail (any letter case) or by phone_normalized (indexed already).
    CREATE INDEX member_registrations_email_lower ON member_registrations (lower(email));
    CREATE INDEX member_registrations_status ON member_registrations (status);
    CREATE INDEX contact_messages_status ON contact_messages (status);
    CREATE INDEX programme_requests_status ON programme_requests (status);

    -- "These two registrations are different people": the later one is no longer flagged.
    CREATE TABLE duplicate_dismissals (
      member_id    INTEGER NOT NULL REFERENCES member_registrations (id) ON DELETE CASCADE,
      duplicate_of INTEGER NOT NULL REFERENCES member_registrations (id) ON DELETE CASCADE,
      dismissed_at TEXT NOT NULL,
      dismissed_by TEXT NOT NULL,
      PRIMARY KEY (member_id, duplicate_of),
      CHECK (duplicate_of < member_id)
    ) WITHOUT ROWID;

    -- Staff alerts, written in the same transaction as the submission they announce, sent later.
    -- Rows are never deleted: the dashboard shows what was sent and what keeps failing.
    CREATE TABLE outbox (
      id              INTEGER PRIMARY KEY,
      to_address      TEXT NOT NULL,
      reply_to        TEXT,
      subject         TEXT NOT NULL,
      body            TEXT NOT NULL,
      created_at      TEXT NOT NULL,
      sent_at         TEXT,
      attempts        INTEGER NOT NULL DEFAULT 0,
      last_error      TEXT,
      next_attempt_at TEXT
    );
    CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
    CREATE INDEX outbox_created_at ON outbox (created_at);
  `)
}

export function down(db: Database): void {
  db.exec(`
    DROP TABLE outbox;
    DROP TABLE duplicate_dismissals;
    DROP INDEX programme_requests_status;
    DROP INDEX contact_messages_status;
    DROP INDEX member_registrations_status;
    DROP INDEX member_registrations_email_lower;
    ALTER TABLE member_registrations DROP COLUMN merged_into;
    ALTER TABLE admin_sessions DROP COLUMN operator_name;
    ALTER TABLE programme_requests DROP COLUMN status_changed_by;
    ALTER TABLE programme_requests DROP COLUMN status_changed_at;
    ALTER TABLE contact_messages DROP COLUMN status_changed_by;
    ALTER TABLE contact_messages DROP COLUMN status_changed_at;
  `)
}
