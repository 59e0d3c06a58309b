// The newsletter the church sends: subscriptions confirmed by e-mail (double opt-in) and left in
// one click, the letters composed in the dashboard, and one delivery row per letter and address,
// sent later at a bounded rate. Plain SQL, no app code (see docs/decisions/0001).
// Addresses stored before this migration never confirmed theirs: they start « à confirmer » and
// receive no letter until they subscribe again and follow the link.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    ALTER TABLE newsletter_subscribers ADD COLUMN status TEXT NOT NULL DEFAULT 'pending'
      CHECK (status IN ('pending', 'confirmed', 'unsubscribed'));
    -- SHA-256 of the confirmation link's token: the database alone cannot confirm an address.
    ALTER TABLE newsletter_subscribers ADD COLUMN confirm_token_hash TEXT;
    ALTER TABLE newsletter_subscribers ADD COLUMN confirm_expires_at TEXT;
    ALTER TABLE newsletter_subscribers ADD COLUMN confirm_sent_at TEXT;
    ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at TEXT;
    ALTER TABLE newsletter_subscribers ADD COLUMN unsubscribed_at TEXT;
    -- Kept in clear: each letter's unsubscribe link is built from it when the letter is sent.
    ALTER TABLE newsletter_subscribers ADD COLUMN unsubscribe_token TEXT;
    CREATE UNIQUE INDEX newsletter_subscribers_confirm_token ON newsletter_subscribers (confirm_token_hash);
    CREATE UNIQUE INDEX newsletter_subscribers_unsubscribe_token ON newsletter_subscribers (unsubscribe_token);
    CREATE INDEX newsletter_subscribers_status ON newsletter_subscribers (status);

    CREATE TABLE newsletters (
      id         INTEGER PRIMARY KEY,
      subject    TEXT NOT NULL,
      body       TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      -- Set once, when the letter is queued for its subscribers: a sent letter is never edited.
      sent_at    TEXT,
      recipients INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX newsletters_sent_at ON newsletters (sent_at);

    -- One row per letter and address: the unique key is what makes a letter reach an address once,
    -- whatever restarts or retries happen. No foreign key to the subscriber: removing a subscriber
    -- keeps the trace of what was sent.
    CREATE TABLE newsletter_deliveries (
      id              INTEGER PRIMARY KEY,
      newsletter_id   INTEGER NOT NULL REFERENCES newsletters (id),
      subscriber_id   INTEGER NOT NULL,
      email           TEXT NOT NULL COLLATE NOCASE,
      created_at      TEXT NOT NULL,
      sent_at         TEXT,
      attempts        INTEGER NOT NULL DEFAULT 0,
      last_error      TEXT,
      -- NULL once sent, or when the address left before its turn (cancelled).
      next_attempt_at TEXT,
      UNIQUE (newsletter_id, email)
    );
    CREATE INDEX newsletter_deliveries_due ON newsletter_deliveries (next_attempt_at) WHERE sent_at IS NULL;
  `)
}

export function down(db: Database): void {
  db.exec(`
    DROP TABLE newsletter_deliveries;
    DROP TABLE newsletters;
    DROP INDEX newsletter_subscribers_status;
    DROP INDEX newsletter_subscribers_unsubscribe_token;
    DROP INDEX newsletter_subscribers_confirm_token;
    ALTER TABLE newsletter_subscribers DROP COLUMN unsubscribe_token;
    ALTER TABLE newsletter_subscribers DROP COLUMN unsubscribed_at;
    ALTER TABLE newsletter_subscribers DROP COLUMN confirmed_at;
    ALTER TABLE newsletter_subscribers DROP COLUMN confirm_sent_at;
    ALTER TABLE newsletter_subscribers DROP COLUMN confirm_expires_at;
    ALTER TABLE newsletter_subscribers DROP COLUMN confirm_token_hash;
    ALTER TABLE newsletter_subscribers DROP COLUMN status;
  `)
}
