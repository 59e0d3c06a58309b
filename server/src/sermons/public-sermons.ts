// What the public sees of the sermons and of the live stream, read from the database and
// checked by their schemas (the GETs answer it, the pages are drawn from it), and the stamp
// that tells the page cache when time alone has changed it: a sermon's publication time has
// passed, or a service's live window has opened or closed.
import type { FastifyInstance } from 'fastify'
import { isServiceOn, livePlatform } from '#common/live-stream.ts'
import { SERMON_MEDIA_PREFIX } from '#common/sermon-audio.ts'
import {
  liveStatusSchema,
  sermonListSchema,
  sermonSchema,
  type LiveStatus,
  type Sermon,
  type SermonSummary,
} from '#common/schemas/sermon.ts'
import type { StoredSermon } from '../db/sermons-repository.ts'
import { dataVersion } from '../lib/data-version.ts'

/** The settings row of the live-stream link (`{ url }`). */
export const LIVE_STREAM_SETTING = 'live_stream'

export const readLiveUrl = (app: FastifyInstance): string =>
  app.settingsRepository.get<{ url: string }>(LIVE_STREAM_SETTING)?.url ?? ''

export function toSummary(sermon: StoredSermon): SermonSummary {
  return {
    slug: sermon.slug,
    title: sermon.title,
    preacher: sermon.preacher,
    preachedOn: sermon.preachedOn,
    passage: sermon.passage,
    series: sermon.series,
    publishedAt: sermon.publishAt,
    audioUrl: `${SERMON_MEDIA_PREFIX}${sermon.audioFile ?? ''}`,
    audioBytes: sermon.audioBytes ?? 0,
    durationSeconds: sermon.audioSeconds ?? 0,
  }
}

export const toSermon = (sermon: StoredSermon): Sermon => ({
  ...toSummary(sermon),
  notes: sermon.notes,
  videoUrl: sermon.videoUrl,
})

const isPublic = (sermon: StoredSermon, now: Date) => sermon.audioFile !== null && sermon.publishAt <= now.toISOString()

export function sermonReads(app: FastifyInstance) {
  const sermons = app.sermonsRepository
  return {
    /** The public list at `now`, newest first. */
    list: (now: Date): SermonSummary[] => sermonListSchema.parse(sermons.published(now.toISOString()).map(toSummary)),
    /** One public sermon, or undefined when there is none of that address yet (or any more). */
    detail: (now: Date, slug: string): Sermon | undefined => {
      const sermon = sermons.findBySlug(slug)
      return sermon && isPublic(sermon, now) ? sermonSchema.parse(toSermon(sermon)) : undefined
    },
    live: (now: Date): LiveStatus => {
      const url = readLiveUrl(app)
      return liveStatusSchema.parse({
        url: url || null,
        platform: url ? livePlatform(url) : '',
        onAir: url !== '' && isServiceOn(app.servicesRepository.list(), now),
      })
    },
  }
}

/**
 * A stamp of what time alone changes in the public pages: how many publication times have passed,
 * and whether a service is on air. The times and the timetable are read again only after a write
 * (data-version.ts), so a request pays for a comparison, not a query.
 */
export function timedStamp(app: FastifyInstance): (now: Date) => string {
  const written = dataVersion(app.db)
  let cached:
    | { version: string; instants: string[]; live: boolean; services: { day: string; time: string }[] }
    | undefined
  return (now) => {
    const version = written()
    if (cached?.version !== version) {
      cached = {
        version,
        instants: app.sermonsRepository.publicationInstants(),
        live: readLiveUrl(app) !== '',
        services: app.servicesRepository.list(),
      }
    }
    const iso = now.toISOString()
    let passed = 0
    for (const instant of cached.instants) if (instant <= iso) passed += 1
    const onAir = cached.live && isServiceOn(cached.services, now)
    return `${passed}${onAir ? 'L' : ''}`
  }
}
