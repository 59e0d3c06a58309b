// One identity per public form submission. A phone that lost the answer to its POST sends the
// same submission again with the same `Idempotency-Key`: the server answers what it answered the
// first time instead of storing (and announcing to the staff) a second copy. A row is written in
// the same transaction as the submission it stands for, and purged after the retention of
// server/src/routes/answer-once.ts. Only a hash of the body is kept, never the body itself.
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    -- key: the client's Idempotency-Key, or one the server made for a request without (used only
    -- to recognise the same content sent again). route: the form's path. status and response:
    -- the first answer, replayed as it was.
    CREATE TABLE idempotency_keys (
      key        TEXT PRIMARY KEY,
      route      TEXT NOT NULL,
      body_hash  TEXT NOT NULL,
      status     INTEGER NOT NULL,
      response   TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX idempotency_keys_content ON idempotency_keys (route, body_hash, created_at);
    CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
  `)
}

export function down(db: Database): void {
  db.exec('DROP TABLE idempotency_keys')
}
