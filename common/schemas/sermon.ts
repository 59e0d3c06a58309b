// A sermon (« Prédication »): what the dashboard sends, what the public reads answer (the list
// and one sermon's page), what the dashboard reads back with its recording's state, and the
// live-stream link. The recording itself goes apart, as multipart (common/sermon-audio.ts).
import { z } from 'zod'
import { SERMON_AUDIO_STATUSES, SERMON_STATES } from '../sermon-audio.ts'
import { LIMITS, isoDate, optionalSingleLine, singleLineText } from './common.ts'
import { webAddress } from './site-content-fields.ts'

export const SERMON_LIMITS = {
  title: LIMITS.shortText,
  preacher: LIMITS.name,
  passage: LIMITS.name,
  series: LIMITS.name,
  notes: LIMITS.message,
} as const

/** `2026-12-06T09:00`: a moment on the church's clock (Santiago), as a datetime-local input gives it. */
export const CHURCH_LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/

const preachedOn = isoDate.refine((value) => value >= '2000-01-01' && value <= '2099-12-31', {
  error: 'Date hors des années 2000 à 2099.',
})

const optionalWebAddress = z.union([z.literal(''), webAddress], { error: 'Adresse web invalide (https://…).' })

/** POST /api/admin/sermons and PUT /api/admin/sermons/:id. */
export const sermonInputSchema = z.object({
  title: singleLineText(SERMON_LIMITS.title),
  preacher: singleLineText(SERMON_LIMITS.preacher),
  preachedOn,
  passage: optionalSingleLine(SERMON_LIMITS.passage).default(''),
  series: optionalSingleLine(SERMON_LIMITS.series).default(''),
  notes: z
    .string({ error: 'Texte attendu.' })
    .trim()
    .max(SERMON_LIMITS.notes, { error: `${SERMON_LIMITS.notes} caractères au maximum.` })
    .default(''),
  videoUrl: optionalWebAddress.default(''),
  /**
   * Not shown publicly before this moment on the church's clock; empty: as soon as its recording
   * is ready.
   */
  publishAt: z
    .string({ error: 'Date et heure attendues.' })
    .trim()
    .refine((value) => value === '' || CHURCH_LOCAL_DATE_TIME.test(value), {
      error: 'Date et heure invalides (format AAAA-MM-JJ HH:MM).',
    })
    .default(''),
})
export type SermonInput = z.input<typeof sermonInputSchema>
export type SermonValues = z.output<typeof sermonInputSchema>

/** One sermon in the public list: what the list shows, and its recording's address and size. */
export const sermonSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  preacher: z.string(),
  preachedOn: z.string(),
  passage: z.string(),
  series: z.string(),
  /** When it became (or becomes) public: an ISO instant (the feed's pubDate). */
  publishedAt: z.string(),
  audioUrl: z.string(),
  audioBytes: z.number().int().nonnegative(),
  durationSeconds: z.number().int().nonnegative(),
})
export type SermonSummary = z.infer<typeof sermonSummarySchema>
export const sermonListSchema = z.array(sermonSummarySchema)

/** One sermon's page: the summary, its notes and its video. */
export const sermonSchema = sermonSummarySchema.extend({
  notes: z.string(),
  videoUrl: z.string(),
})
export type Sermon = z.infer<typeof sermonSchema>

/** Its recording, for the dashboard: where the conversion stands, and the file once ready. */
export const sermonAudioStateSchema = z.object({
  status: z.enum(SERMON_AUDIO_STATUSES),
  /** Why the last conversion failed (French). */
  error: z.string().nullable(),
  /** 0–100 while converting. */
  progress: z.number().int().min(0).max(100).nullable(),
  /** The name of the file sent, for the team to recognise it. */
  originalName: z.string().nullable(),
  /** The recording served now (an earlier one stays until a new one is ready). */
  url: z.string().nullable(),
  bytes: z.number().int().nullable(),
  /** The served file's MIME type (null until one is ready). */
  type: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
})
export type SermonAudioState = z.infer<typeof sermonAudioStateSchema>

export const adminSermonSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  preacher: z.string(),
  preachedOn: z.string(),
  passage: z.string(),
  series: z.string(),
  notes: z.string(),
  videoUrl: z.string(),
  /** An ISO instant. */
  publishAt: z.string(),
  /** The same moment on the church's clock (`2026-12-06T09:00`), for the form. */
  publishAtLocal: z.string(),
  /** Public now: its time has come and its recording is ready. */
  published: z.boolean(),
  /** processing | ready | failed (none: no recording sent yet): SERMON_STATES. */
  state: z.enum(SERMON_STATES),
  audio: sermonAudioStateSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string(),
})
export type AdminSermon = z.infer<typeof adminSermonSchema>
export const adminSermonListSchema = z.array(adminSermonSchema)

/** PUT /api/admin/live-stream: the link of the services' live stream, or empty for none. */
export const liveStreamInputSchema = z.object({ url: optionalWebAddress })
export type LiveStreamInput = z.infer<typeof liveStreamInputSchema>

/** GET /api/live: the link, and whether a service is on now (by the services' hours, in Santiago). */
export const liveStatusSchema = z.object({
  url: z.string().nullable(),
  platform: z.string(),
  onAir: z.boolean(),
})
export type LiveStatus = z.infer<typeof liveStatusSchema>
