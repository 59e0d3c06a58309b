// Joining in: an event may last several days and repeat (its rule as JSON, read by
// common/event-recurrence.ts), and may take sign-ups (seats offered, a closing day). Each sign-up
// keeps its place in the waiting list by its id, its arrival at the door, and the person it belongs
// to. The cancel links of the sign-ups' mails are kept as SHA-256 only, like every link token.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    ALTER TABLE events ADD COLUMN end_date TEXT;
    -- {"frequency":"weekly"|"monthly"|"monthly-weekday","until":date|null,"exceptions":[dates]}
    ALTER TABLE events ADD COLUMN recurrence TEXT;
    ALTER TABLE events ADD COLUMN signup_enabled INTEGER NOT NULL DEFAULT 0 CHECK (signup_enabled IN (0, 1));
    -- NULL: no limit.
    ALTER TABLE events ADD COLUMN signup_capacity INTEGER CHECK (signup_capacity > 0);
    -- The last day one may sign up (Santiago); NULL: the event's first day.
    ALTER TABLE events ADD COLUMN signup_closes_at TEXT;

    CREATE TABLE event_registrations (
      id                INTEGER PRIMARY KEY,
      event_id          INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
      name              TEXT NOT NULL,
      phone             TEXT NOT NULL DEFAULT '',
      email             TEXT NOT NULL DEFAULT '',
      seats             INTEGER NOT NULL CHECK (seats > 0),
      status            TEXT NOT NULL CHECK (status IN ('confirmed', 'waitlist', 'cancelled')),
      source            TEXT NOT NULL CHECK (source IN ('site', 'staff')),
      created_at        TEXT NOT NULL,
      status_changed_at TEXT,
      arrived_at        TEXT,
      -- No REFERENCES clause, like the other submissions' person_id (see the people migration).
      person_id         INTEGER
    );
    CREATE INDEX event_registrations_event ON event_registrations (event_id, status, id);
    CREATE INDEX event_registrations_person ON event_registrations (person_id);

    CREATE TABLE event_registration_links (
      token_hash      TEXT PRIMARY KEY,
      registration_id INTEGER NOT NULL REFERENCES event_registrations (id) ON DELETE CASCADE,
      created_at      TEXT NOT NULL
    );
    CREATE INDEX event_registration_links_registration ON event_registration_links (registration_id);
  `)
}

export function down(db: Database): void {
  db.exec(`
    DROP TABLE event_registration_links;
    DROP TABLE event_registrations;
    ALTER TABLE events DROP COLUMN signup_closes_at;
    ALTER TABLE events DROP COLUMN signup_capacity;
    ALTER TABLE events DROP COLUMN signup_enabled;
    ALTER TABLE events DROP COLUMN recurrence;
    ALTER TABLE events DROP COLUMN end_date;
  `)
}
