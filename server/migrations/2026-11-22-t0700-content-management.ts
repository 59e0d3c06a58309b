// Administration II: the church manages its own content. Gallery photos (the generated samples
// become rows too, so the dashboard can remove them), gifts received by other routes than PayPal,
// and the audit log of every admin change. Services and events already have their tables.
//
// Names sort in the order migrations are applied (rollback takes the greatest name): from here
// on a migration is named `YYYY-MM-DD-tHHMM-what`, which sorts after the two named on the 22nd.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    -- One photo, served as <base>-<width>.avif|webp for each width in widths (a JSON array).
    -- Samples live in the built site (/gallery/<slug>); uploads under DATA_DIR/media/gallery.
    CREATE TABLE gallery_photos (
      id          INTEGER PRIMARY KEY,
      file_stem   TEXT NOT NULL UNIQUE,
      description TEXT NOT NULL,
      category    TEXT NOT NULL,
      width       INTEGER NOT NULL,
      height      INTEGER NOT NULL,
      widths      TEXT NOT NULL,
      sample      INTEGER NOT NULL DEFAULT 0 CHECK (sample IN (0, 1)),
      sort_order  INTEGER NOT NULL DEFAULT 0,
      created_at  TEXT NOT NULL,
      created_by  TEXT NOT NULL
    );
    CREATE INDEX gallery_photos_order ON gallery_photos (sort_order, id);

    -- Gifts received in cash, by bank transfer or through PayPal, recorded by hand. Amounts in
    -- cents (integers: no floating-point totals).
    CREATE TABLE gifts (
      id           INTEGER PRIMARY KEY,
      date         TEXT NOT NULL,
      amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
      currency     TEXT NOT NULL CHECK (currency IN ('DOP', 'USD')),
      method       TEXT NOT NULL CHECK (method IN ('especes', 'virement', 'paypal')),
      donor        TEXT NOT NULL DEFAULT '',
      note         TEXT NOT NULL DEFAULT '',
      created_at   TEXT NOT NULL,
      created_by   TEXT NOT NULL,
      updated_at   TEXT,
      updated_by   TEXT
    );
    CREATE INDEX gifts_date ON gifts (date);

    -- Who changed what, when. Written in the same transaction as the change; never updated.
    CREATE TABLE audit_log (
      id        INTEGER PRIMARY KEY,
      at        TEXT NOT NULL,
      actor     TEXT NOT NULL,
      action    TEXT NOT NULL,
      entity    TEXT NOT NULL,
      entity_id INTEGER,
      summary   TEXT NOT NULL
    );
    CREATE INDEX audit_log_at ON audit_log (at);
  `)
}

export function down(db: Database): void {
  db.exec(`
    DROP TABLE audit_log;
    DROP TABLE gifts;
    DROP TABLE gallery_photos;
  `)
}
