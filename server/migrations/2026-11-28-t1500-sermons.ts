// The sermons (« Prédications ») and the conversions of their recordings. A conversion is a row,
// not a promise in memory: an upload is answered at once, the row waits, and a server restarted
// in the middle finds it again at start-up and converts it then. Plain SQL (docs/decisions/0001).
import type { Database } from 'better-sqlite3'

export function up(db: Database): void {
  db.exec(`
    CREATE TABLE sermons (
      id            INTEGER PRIMARY KEY,
      -- The page's address (/predications/<slug>): set once, so shared links and podcast apps keep it.
      slug          TEXT NOT NULL UNIQUE,
      title         TEXT NOT NULL,
      preacher      TEXT NOT NULL,
      preached_on   TEXT NOT NULL,
      passage       TEXT NOT NULL DEFAULT '',
      series        TEXT NOT NULL DEFAULT '',
      notes         TEXT NOT NULL DEFAULT '',
      video_url     TEXT NOT NULL DEFAULT '',
      -- An ISO instant: not public before it (nor before its recording is ready).
      publish_at    TEXT NOT NULL,
      -- The converted recording under DATA_DIR/media/predications: a new name for each file.
      audio_file    TEXT,
      audio_bytes   INTEGER,
      audio_seconds INTEGER,
      created_at    TEXT NOT NULL,
      updated_at    TEXT NOT NULL,
      created_by    TEXT NOT NULL
    );
    CREATE INDEX sermons_public ON sermons (publish_at) WHERE audio_file IS NOT NULL;

    CREATE TABLE sermon_audio_jobs (
      id            INTEGER PRIMARY KEY,
      sermon_id     INTEGER NOT NULL REFERENCES sermons (id) ON DELETE CASCADE,
      -- The file as uploaded, under DATA_DIR/audio-uploads (never served), removed once converted.
      source_file   TEXT NOT NULL,
      original_name TEXT NOT NULL,
      source_bytes  INTEGER NOT NULL,
      status        TEXT NOT NULL DEFAULT 'waiting'
        CHECK (status IN ('waiting', 'converting', 'done', 'failed')),
      -- Conversions started: one cut short by a restart is started again, a few times at most.
      attempts      INTEGER NOT NULL DEFAULT 0,
      progress      INTEGER,
      error         TEXT,
      queued_at     TEXT NOT NULL,
      started_at    TEXT,
      finished_at   TEXT
    );
    CREATE INDEX sermon_audio_jobs_status ON sermon_audio_jobs (status, id);
    CREATE INDEX sermon_audio_jobs_sermon ON sermon_audio_jobs (sermon_id, id);
  `)
}

export function down(db: Database): void {
  db.exec('DROP TABLE sermon_audio_jobs; DROP TABLE sermons;')
}
