// The sermons' recordings, converted in the background: an upload is answered as soon as its
// file is on disk and its job row written; this worker takes the waiting rows one at a time (two
// small cores: one FFmpeg at a time leaves one for the visitors), converts, and swaps the new
// recording in. A stop in the middle leaves the row « conversion »: the next start puts it back
// in the queue and converts it again, a few times at most.
import { readdirSync } from 'node:fs'
import { rename, stat } from 'node:fs/promises'
import path from 'node:path'
import { SERMON_AUDIO_MAX_BYTES, SERMON_CONVERSION_ERRORS } from '#common/sermon-audio.ts'
import { createSermonsRepository, type AudioJob, type SermonsRepository } from '../db/sermons-repository.ts'
import { globalPlugin } from '../lib/global-plugin.ts'
import { newAudioFileName, removeFiles, sermonMediaDir, sermonUploadsDir, temporaryName } from './audio-files.ts'
import { ConversionError, convert, findFfmpeg, type Ffmpeg } from './ffmpeg.ts'

/** Starts of one conversion (restarts included) before it is given up. */
export const MAX_ATTEMPTS = 3
/** The progress is written at most this often (each write redraws nothing, but costs a commit). */
const PROGRESS_INTERVAL_MS = 1_000

export interface AudioRun {
  done: number
  failed: number
}

declare module 'fastify' {
  interface FastifyInstance {
    sermonsRepository: SermonsRepository
    /** DATA_DIR/media/predications: the converted recordings, served. */
    sermonMediaDir: string
    /** DATA_DIR/audio-uploads: the uploads waiting for their conversion. */
    sermonUploadsDir: string
    /** Converts every waiting recording; after the run in progress, if any. */
    processAudioJobsOnce: () => Promise<AudioRun>
    /** Starts the conversions now (after an upload), unless the worker is off (tests). */
    startAudioJobs: () => void
    /** The largest recording an upload may bring (300 Mo; tests lower it). */
    sermonAudioMaxBytes: number
    /** The FFmpeg the conversions use (looked up on first use), or undefined when there is none. */
    findFfmpeg: () => Ffmpeg | undefined
  }
}

export interface AudioWorkerOptions {
  dataDir: string
  ffmpegPath: string | undefined
  /** Convert on their own (after an upload, at start-up); tests call processAudioJobsOnce() instead. */
  autoStart: boolean
  maxBytes?: number
}

export default globalPlugin<AudioWorkerOptions>(
  'audio-worker',
  async (app, { dataDir, ffmpegPath, autoStart, maxBytes = SERMON_AUDIO_MAX_BYTES }) => {
    const sermons = createSermonsRepository(app.db)
    const mediaDir = sermonMediaDir(dataDir)
    const uploadsDir = sermonUploadsDir(dataDir)
    let announced = false
    const ffmpegOf = () => {
      const ffmpeg = findFfmpeg(ffmpegPath)
      if (!announced) {
        announced = true
        if (ffmpeg) app.log.info({ ffmpeg: ffmpeg.command, origin: ffmpeg.origin }, 'ffmpeg found for the sermons')
        else app.log.warn('no ffmpeg found: sermon recordings cannot be converted (see docs/deploy.md)')
      }
      return ffmpeg
    }

    app.decorate('sermonsRepository', sermons)
    app.decorate('sermonMediaDir', mediaDir)
    app.decorate('sermonUploadsDir', uploadsDir)
    app.decorate('findFfmpeg', ffmpegOf)
    app.decorate('sermonAudioMaxBytes', maxBytes)

    const interrupted = sermons.jobs.resetInterrupted()
    if (interrupted > 0) app.log.info({ interrupted }, 'sermon conversions cut short by a stop: queued again')
    // Half-written recordings of a stop, and uploads whose job is gone: nothing refers to them.
    const pending = new Set(sermons.jobs.pendingSources())
    await removeFiles(
      mediaDir,
      readdirSync(mediaDir).filter((name) => name.endsWith('.tmp')),
    )
    await removeFiles(
      uploadsDir,
      readdirSync(uploadsDir).filter((name) => !pending.has(name)),
    )

    const stopping = new AbortController()

    async function finishFailed(job: AudioJob, reason: string) {
      sermons.jobs.finish(job.id, 'failed', reason, app.now().toISOString())
      await removeFiles(uploadsDir, [job.sourceFile])
    }

    async function convertJob(job: AudioJob): Promise<'done' | 'failed' | 'stopped'> {
      if (!sermons.jobs.start(job.id, app.now().toISOString())) return 'stopped'
      if (job.attempts + 1 > MAX_ATTEMPTS) {
        await finishFailed(job, SERMON_CONVERSION_ERRORS.interrupted)
        return 'failed'
      }
      const ffmpeg = ffmpegOf()
      if (!ffmpeg) {
        await finishFailed(job, SERMON_CONVERSION_ERRORS.noFfmpeg)
        return 'failed'
      }
      const name = newAudioFileName()
      const temporary = path.join(mediaDir, temporaryName(name))
      let lastWrite = 0
      const started = performance.now()
      try {
        const { seconds } = await convert(ffmpeg, path.join(uploadsDir, job.sourceFile), temporary, {
          signal: stopping.signal,
          onProgress: (percent) => {
            const now = performance.now()
            if (now - lastWrite < PROGRESS_INTERVAL_MS) return
            lastWrite = now
            sermons.jobs.setProgress(job.id, percent)
          },
        })
        const { size } = await stat(temporary)
        await rename(temporary, path.join(mediaDir, name))
        // The sermon may have been deleted meanwhile (its job with it): then the file goes too.
        const previous = app.db.transaction(() => {
          const sermon = sermons.find(job.sermonId)
          if (!sermon || !sermons.jobs.find(job.id)) return undefined
          sermons.setAudio(
            job.sermonId,
            { file: name, bytes: size, seconds: Math.round(seconds) },
            app.now().toISOString(),
          )
          sermons.jobs.finish(job.id, 'done', null, app.now().toISOString())
          return { old: sermon.audioFile }
        })()
        if (!previous) await removeFiles(mediaDir, [name])
        else if (previous.old) await removeFiles(mediaDir, [previous.old])
        await removeFiles(uploadsDir, [job.sourceFile])
        app.log.info(
          {
            jobId: job.id,
            sermonId: job.sermonId,
            seconds: Math.round(seconds),
            bytes: size,
            ms: Math.round(performance.now() - started),
          },
          'sermon recording converted',
        )
        return 'done'
      } catch (error) {
        await removeFiles(mediaDir, [temporaryName(name)])
        if (stopping.signal.aborted) {
          // Left « conversion »: the next start queues it again (resetInterrupted).
          app.log.info({ jobId: job.id }, 'sermon conversion stopped with the server')
          return 'stopped'
        }
        const report = error instanceof ConversionError ? error.report : String(error)
        app.log.warn({ jobId: job.id, sermonId: job.sermonId, report }, 'sermon recording not converted')
        await finishFailed(job, SERMON_CONVERSION_ERRORS.unreadable)
        return 'failed'
      }
    }

    async function runAll(): Promise<AudioRun> {
      const run: AudioRun = { done: 0, failed: 0 }
      for (let job = sermons.jobs.nextWaiting(); job && !stopping.signal.aborted; job = sermons.jobs.nextWaiting()) {
        const outcome = await convertJob(job)
        if (outcome === 'done') run.done += 1
        else if (outcome === 'failed') run.failed += 1
        else break
      }
      return run
    }

    // One run at a time: a recording is never converted twice at once.
    let queue: Promise<unknown> = Promise.resolve()
    const processAudioJobsOnce = (): Promise<AudioRun> => {
      const run = queue.then(runAll)
      queue = run.catch((error: unknown) => app.log.error({ err: error }, 'sermon conversions failed'))
      return run
    }
    let scheduled = false
    const startAudioJobs = () => {
      if (!autoStart || scheduled) return
      scheduled = true
      setImmediate(() => {
        scheduled = false
        void processAudioJobsOnce().catch(() => undefined)
      })
    }
    app.decorate('processAudioJobsOnce', processAudioJobsOnce)
    app.decorate('startAudioJobs', startAudioJobs)

    // The jobs left waiting by the last run of the server, once it is ready.
    app.addHook('onReady', async () => startAudioJobs())
    app.addHook('onClose', async () => {
      stopping.abort()
      await queue
    })
  },
)
