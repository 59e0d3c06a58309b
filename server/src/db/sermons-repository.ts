import type { Db } from './database.ts'

/** A row of sermons, as the routes use it. */
export interface StoredSermon {
  id: number
  slug: string
  title: string
  preacher: string
  preachedOn: string
  passage: string
  series: string
  notes: string
  videoUrl: string
  /** ISO instant. */
  publishAt: string
  /** The converted recording's file name under DATA_DIR/media/predications, once one is ready. */
  audioFile: string | null
  audioBytes: number | null
  audioSeconds: number | null
  createdAt: string
  updatedAt: string
  createdBy: string
}

export type SermonFields = Pick<
  StoredSermon,
  'title' | 'preacher' | 'preachedOn' | 'passage' | 'series' | 'notes' | 'videoUrl' | 'publishAt'
>

export type AudioJobStatus = 'waiting' | 'converting' | 'done' | 'failed'

/** A row of sermon_audio_jobs. */
export interface AudioJob {
  id: number
  sermonId: number
  sourceFile: string
  originalName: string
  sourceBytes: number
  status: AudioJobStatus
  attempts: number
  progress: number | null
  error: string | null
  queuedAt: string
  startedAt: string | null
  finishedAt: string | null
}

const SERMON_COLUMNS = `id, slug, title, preacher, preached_on AS preachedOn, passage, series, notes,
  video_url AS videoUrl, publish_at AS publishAt, audio_file AS audioFile, audio_bytes AS audioBytes,
  audio_seconds AS audioSeconds, created_at AS createdAt, updated_at AS updatedAt, created_by AS createdBy`

const JOB_COLUMNS = `id, sermon_id AS sermonId, source_file AS sourceFile, original_name AS originalName,
  source_bytes AS sourceBytes, status, attempts, progress, error, queued_at AS queuedAt,
  started_at AS startedAt, finished_at AS finishedAt`

// Newest first: by the day it was preached, then the latest published, then the latest added.
const NEWEST_FIRST = 'ORDER BY preached_on DESC, publish_at DESC, id DESC'

export function createSermonsRepository(db: Db) {
  const all = db.prepare<[], StoredSermon>(`SELECT ${SERMON_COLUMNS} FROM sermons ${NEWEST_FIRST}`)
  const published = db.prepare<[string], StoredSermon>(
    `SELECT ${SERMON_COLUMNS} FROM sermons WHERE audio_file IS NOT NULL AND publish_at <= ? ${NEWEST_FIRST}`,
  )
  const byId = db.prepare<[number], StoredSermon>(`SELECT ${SERMON_COLUMNS} FROM sermons WHERE id = ?`)
  const bySlug = db.prepare<[string], StoredSermon>(`SELECT ${SERMON_COLUMNS} FROM sermons WHERE slug = ?`)
  const slugTaken = db.prepare<[string], number>('SELECT 1 FROM sermons WHERE slug = ?').pluck()
  const publications = db
    .prepare<[], string>('SELECT publish_at FROM sermons WHERE audio_file IS NOT NULL ORDER BY publish_at')
    .pluck()
  const insert = db.prepare<[SermonFields & { slug: string; createdAt: string; createdBy: string }]>(
    `INSERT INTO sermons (slug, title, preacher, preached_on, passage, series, notes, video_url, publish_at,
       created_at, updated_at, created_by)
     VALUES (@slug, @title, @preacher, @preachedOn, @passage, @series, @notes, @videoUrl, @publishAt,
       @createdAt, @createdAt, @createdBy)`,
  )
  const update = db.prepare<[SermonFields & { id: number; updatedAt: string }]>(
    `UPDATE sermons SET title = @title, preacher = @preacher, preached_on = @preachedOn, passage = @passage,
       series = @series, notes = @notes, video_url = @videoUrl, publish_at = @publishAt, updated_at = @updatedAt
     WHERE id = @id`,
  )
  const setAudio = db.prepare<[{ id: number; file: string; bytes: number; seconds: number; updatedAt: string }]>(
    `UPDATE sermons SET audio_file = @file, audio_bytes = @bytes, audio_seconds = @seconds, updated_at = @updatedAt
     WHERE id = @id`,
  )
  const remove = db.prepare<[number]>('DELETE FROM sermons WHERE id = ?')
  const seriesNames = db
    .prepare<[], string>("SELECT DISTINCT series FROM sermons WHERE series <> '' ORDER BY series COLLATE NOCASE")
    .pluck()

  const jobInsert = db.prepare<
    [Pick<AudioJob, 'sermonId' | 'sourceFile' | 'originalName' | 'sourceBytes' | 'queuedAt'>]
  >(
    `INSERT INTO sermon_audio_jobs (sermon_id, source_file, original_name, source_bytes, queued_at)
     VALUES (@sermonId, @sourceFile, @originalName, @sourceBytes, @queuedAt)`,
  )
  const jobById = db.prepare<[number], AudioJob>(`SELECT ${JOB_COLUMNS} FROM sermon_audio_jobs WHERE id = ?`)
  const nextWaiting = db.prepare<[], AudioJob>(
    `SELECT ${JOB_COLUMNS} FROM sermon_audio_jobs WHERE status = 'waiting' ORDER BY id LIMIT 1`,
  )
  const latestJobs = db.prepare<[], AudioJob>(
    `SELECT ${JOB_COLUMNS} FROM sermon_audio_jobs
     WHERE id IN (SELECT MAX(id) FROM sermon_audio_jobs GROUP BY sermon_id)`,
  )
  const latestJobOf = db.prepare<[number], AudioJob>(
    `SELECT ${JOB_COLUMNS} FROM sermon_audio_jobs WHERE sermon_id = ? ORDER BY id DESC LIMIT 1`,
  )
  const waitingOf = db.prepare<[number], AudioJob>(
    `SELECT ${JOB_COLUMNS} FROM sermon_audio_jobs WHERE sermon_id = ? AND status = 'waiting'`,
  )
  const pendingSources = db
    .prepare<[], string>("SELECT source_file FROM sermon_audio_jobs WHERE status IN ('waiting', 'converting')")
    .pluck()
  const resetInterrupted = db.prepare(
    "UPDATE sermon_audio_jobs SET status = 'waiting', progress = NULL WHERE status = 'converting'",
  )
  const start = db.prepare<[{ id: number; at: string }]>(
    `UPDATE sermon_audio_jobs SET status = 'converting', attempts = attempts + 1, progress = 0, started_at = @at,
       error = NULL
     WHERE id = @id AND status = 'waiting'`,
  )
  const progress = db.prepare<[{ id: number; progress: number }]>(
    "UPDATE sermon_audio_jobs SET progress = @progress WHERE id = @id AND status = 'converting'",
  )
  const finish = db.prepare<[{ id: number; status: 'done' | 'failed'; error: string | null; at: string }]>(
    `UPDATE sermon_audio_jobs SET status = @status, error = @error, finished_at = @at,
       progress = CASE WHEN @status = 'done' THEN 100 ELSE progress END
     WHERE id = @id`,
  )
  const removeJob = db.prepare<[number]>('DELETE FROM sermon_audio_jobs WHERE id = ?')

  return {
    /** Every sermon, newest first (the dashboard). */
    list: (): StoredSermon[] => all.all(),
    /** What the public sees at `nowIso`: its time has come and its recording is ready, newest first. */
    published: (nowIso: string): StoredSermon[] => published.all(nowIso),
    find: (id: number): StoredSermon | undefined => byId.get(id),
    findBySlug: (slug: string): StoredSermon | undefined => bySlug.get(slug),
    slugTaken: (slug: string): boolean => slugTaken.get(slug) !== undefined,
    /** The publication instants of the sermons with a recording, earliest first. */
    publicationInstants: (): string[] => publications.all(),
    /** The series already named, for the form's suggestions. */
    series: (): string[] => seriesNames.all(),
    insert(fields: SermonFields, slug: string, createdAt: string, createdBy: string): number {
      return Number(insert.run({ ...fields, slug, createdAt, createdBy }).lastInsertRowid)
    },
    update: (id: number, fields: SermonFields, updatedAt: string): boolean =>
      update.run({ ...fields, id, updatedAt }).changes > 0,
    setAudio: (id: number, audio: { file: string; bytes: number; seconds: number }, updatedAt: string): boolean =>
      setAudio.run({ id, ...audio, updatedAt }).changes > 0,
    remove: (id: number): boolean => remove.run(id).changes > 0,

    jobs: {
      enqueue: (job: Pick<AudioJob, 'sermonId' | 'sourceFile' | 'originalName' | 'sourceBytes' | 'queuedAt'>): number =>
        Number(jobInsert.run(job).lastInsertRowid),
      find: (id: number): AudioJob | undefined => jobById.get(id),
      nextWaiting: (): AudioJob | undefined => nextWaiting.get(),
      /** Each sermon's latest conversion, by sermon. */
      latestBySermon: (): Map<number, AudioJob> => new Map(latestJobs.all().map((job) => [job.sermonId, job])),
      latestOf: (sermonId: number): AudioJob | undefined => latestJobOf.get(sermonId),
      waitingOf: (sermonId: number): AudioJob[] => waitingOf.all(sermonId),
      /** The uploaded files still to convert (kept on disk; any other is left over). */
      pendingSources: (): string[] => pendingSources.all(),
      /** At start-up: a conversion cut short by a stop waits again. Returns how many. */
      resetInterrupted: (): number => resetInterrupted.run().changes,
      /** False when the job is no longer waiting (or gone). */
      start: (id: number, at: string): boolean => start.run({ id, at }).changes > 0,
      setProgress: (id: number, value: number): void => {
        progress.run({ id, progress: value })
      },
      finish: (id: number, status: 'done' | 'failed', error: string | null, at: string): void => {
        finish.run({ id, status, error, at })
      },
      remove: (id: number): void => {
        removeJob.run(id)
      },
    },
  }
}
export type SermonsRepository = ReturnType<typeof createSermonsRepository>
