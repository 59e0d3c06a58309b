// The sermons, on the mock's own store: the public reads (the list, a sermon, the live link), the
// dashboard's list, form, upload and live-stream link, with the server's rules and messages. The
// mock "converts" an upload by keeping it as it is, a moment after it came (no FFmpeg in a
// browser): enough for `npm run dev:mock` to show the states the dashboard follows.
import { http, HttpResponse } from 'msw'
import { isServiceOn, livePlatform } from '#common/live-stream.ts'
import {
  SERMON_AUDIO_FORMAT,
  SERMON_AUDIO_MAX_BYTES,
  SERMON_MEDIA_PREFIX,
  sermonStateOf,
  SERMON_UPLOAD_MESSAGES as UPLOAD,
  detectAudioType,
} from '#common/sermon-audio.ts'
import { churchLocalToUtc, sermonSlug, utcToChurchLocal } from '#common/sermon-dates.ts'
import { formatLongDate } from '#common/format-date.ts'
import {
  liveStreamInputSchema,
  sermonInputSchema,
  type AdminSermon,
  type Sermon,
  type SermonAudioState,
  type SermonSummary,
  type SermonValues,
} from '#common/schemas/sermon.ts'
import { audit, changedFields } from '../audit.ts'
import {
  ADMIN_API,
  apiError,
  fieldRefused,
  guarded,
  invalidFields,
  noContent,
  notFound,
  parseBody,
  parseId,
} from '../respond.ts'
import { randomHex } from '../random.ts'
import { operator } from '../session.ts'
import { now, state } from '../state.ts'

/** How long the mock takes to "convert" an upload. */
const MOCK_CONVERSION_MS = 1500

interface MockSermon {
  id: number
  slug: string
  fields: Omit<SermonValues, 'publishAt'> & { publishAt: string }
  audio: { url: string; bytes: number; seconds: number } | null
  job: { status: 'waiting' | 'done'; originalName: string; readyAt: number; blob: Blob } | null
  createdAt: string
  updatedAt: string
  createdBy: string
}

const store = { sermons: [] as MockSermon[], liveUrl: '', lastId: 0 }

export function resetSermonMocks() {
  store.sermons = []
  store.liveUrl = ''
  store.lastId = 0
}

const FIELD_LABELS: Record<keyof MockSermon['fields'], string> = {
  title: 'titre',
  preacher: 'prédicateur',
  preachedOn: 'date',
  passage: 'passage',
  series: 'série',
  notes: 'notes',
  videoUrl: 'vidéo',
  publishAt: 'publication',
}

/** A finished "conversion" swaps the upload in, as the server's worker does. */
function settle(sermon: MockSermon) {
  const { job } = sermon
  if (job?.status !== 'waiting' || Date.now() < job.readyAt) return
  const url = `${SERMON_MEDIA_PREFIX}${randomHex(9)}.${SERMON_AUDIO_FORMAT.extension}`
  state.files.set(url, job.blob)
  sermon.audio = { url, bytes: job.blob.size, seconds: Math.round((job.blob.size * 8) / 48_000) }
  sermon.job = { ...job, status: 'done' }
}

const isPublic = (sermon: MockSermon) => sermon.audio !== null && sermon.fields.publishAt <= now()

const newestFirst = (sermons: MockSermon[]) =>
  [...sermons].sort(
    (a, b) =>
      b.fields.preachedOn.localeCompare(a.fields.preachedOn) ||
      b.fields.publishAt.localeCompare(a.fields.publishAt) ||
      b.id - a.id,
  )

function summary(sermon: MockSermon): SermonSummary {
  const { fields, audio } = sermon
  return {
    slug: sermon.slug,
    title: fields.title,
    preacher: fields.preacher,
    preachedOn: fields.preachedOn,
    passage: fields.passage ?? '',
    series: fields.series ?? '',
    publishedAt: fields.publishAt,
    audioUrl: audio?.url ?? SERMON_MEDIA_PREFIX,
    audioBytes: audio?.bytes ?? 0,
    durationSeconds: audio?.seconds ?? 0,
  }
}

const detail = (sermon: MockSermon): Sermon => ({
  ...summary(sermon),
  notes: sermon.fields.notes,
  videoUrl: sermon.fields.videoUrl,
})

function audioState(sermon: MockSermon): SermonAudioState {
  const file = {
    url: sermon.audio?.url ?? null,
    bytes: sermon.audio?.bytes ?? null,
    type: sermon.audio ? SERMON_AUDIO_FORMAT.mimeType : null,
    durationSeconds: sermon.audio?.seconds ?? null,
  }
  const originalName = sermon.job?.originalName ?? null
  if (sermon.job?.status === 'waiting')
    return { status: 'en_attente', error: null, progress: null, originalName, ...file }
  return { status: sermon.audio ? 'prete' : 'aucun', error: null, progress: null, originalName, ...file }
}

function admin(sermon: MockSermon): AdminSermon {
  const { fields } = sermon
  return {
    id: sermon.id,
    slug: sermon.slug,
    ...fields,
    passage: fields.passage ?? '',
    series: fields.series ?? '',
    publishAtLocal: utcToChurchLocal(fields.publishAt),
    published: isPublic(sermon),
    state: sermonStateOf(audioState(sermon).status),
    audio: audioState(sermon),
    createdAt: sermon.createdAt,
    updatedAt: sermon.updatedAt,
    createdBy: sermon.createdBy,
  }
}

const fieldsOf = (input: SermonValues, keep?: string): MockSermon['fields'] => ({
  ...input,
  passage: input.passage ?? '',
  series: input.series ?? '',
  publishAt: (input.publishAt && churchLocalToUtc(input.publishAt)) || keep || now(),
})

const find = (id: number) => store.sermons.find((sermon) => sermon.id === id)

/** A file part. Not `instanceof Blob`: under jsdom the request's File comes from Node's own classes. */
const isFile = (value: unknown): value is Blob & { name?: string } =>
  typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function'

async function upload(request: Request, id: number) {
  if (Number(request.headers.get('content-length')) > SERMON_AUDIO_MAX_BYTES + 64 * 1024) {
    return fieldRefused(413, 'file', UPLOAD.tooLarge)
  }
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    return apiError(415, UPLOAD.notMultipart)
  }
  const form = await request.formData().catch(() => null)
  if (!form) return apiError(400, UPLOAD.malformed)
  const part = form.get('file')
  const file = isFile(part) ? part : null
  if (!file) return invalidFields({ file: [UPLOAD.missing] })
  if (file.size > SERMON_AUDIO_MAX_BYTES) return fieldRefused(413, 'file', UPLOAD.tooLarge)
  if (file.size === 0) return invalidFields({ file: [UPLOAD.empty] })
  if (!detectAudioType(new Uint8Array(await file.slice(0, 12).arrayBuffer()))) {
    return fieldRefused(415, 'file', UPLOAD.wrongType)
  }
  const sermon = find(id)
  if (!sermon) return notFound()
  const originalName = (file.name ?? '').slice(0, 200) || 'enregistrement'
  sermon.job = { status: 'waiting', originalName, readyAt: Date.now() + MOCK_CONVERSION_MS, blob: file }
  audit(
    'sermon.audio',
    'sermon',
    id,
    `Enregistrement « ${originalName} » envoyé pour Prédication « ${sermon.fields.title} »`,
  )
  return HttpResponse.json(admin(sermon), { status: 202 })
}

const live = () => ({
  url: store.liveUrl || null,
  platform: store.liveUrl ? livePlatform(store.liveUrl) : '',
  onAir: store.liveUrl !== '' && isServiceOn(state.services, new Date(now())),
})

export const sermonHandlers = [
  http.get('*/api/sermons', () => {
    for (const sermon of store.sermons) settle(sermon)
    return HttpResponse.json(newestFirst(store.sermons.filter(isPublic)).map(summary))
  }),
  http.get('*/api/sermons/:slug', ({ params }) => {
    const sermon = store.sermons.find((each) => each.slug === params.slug)
    if (sermon) settle(sermon)
    return sermon && isPublic(sermon) ? HttpResponse.json(detail(sermon)) : notFound()
  }),
  http.get('*/api/live', () => HttpResponse.json(live())),
  http.get(`*${SERMON_MEDIA_PREFIX}:name`, ({ request }) => {
    const file = state.files.get(new URL(request.url).pathname)
    return file ? new HttpResponse(file, { headers: { 'content-type': SERMON_AUDIO_FORMAT.mimeType } }) : notFound()
  }),

  http.get(
    `${ADMIN_API}/sermons`,
    guarded(() => {
      for (const sermon of store.sermons) settle(sermon)
      return HttpResponse.json(newestFirst(store.sermons).map(admin))
    }),
  ),
  http.post(
    `${ADMIN_API}/sermons`,
    guarded(async ({ request }) => {
      const body = await parseBody(request, sermonInputSchema)
      if (body.error) return body.error
      const fields = fieldsOf(body.data)
      const base = sermonSlug(fields.preachedOn, fields.title)
      let slug = base
      for (let n = 2; store.sermons.some((sermon) => sermon.slug === slug); n++) slug = `${base}-${n}`
      store.lastId += 1
      const sermon: MockSermon = {
        id: store.lastId,
        slug,
        fields,
        audio: null,
        job: null,
        createdAt: now(),
        updatedAt: now(),
        createdBy: operator(),
      }
      store.sermons.push(sermon)
      audit(
        'sermon.create',
        'sermon',
        sermon.id,
        `Prédication « ${fields.title} » ajoutée (${fields.preacher}, ${formatLongDate(fields.preachedOn)})`,
      )
      return HttpResponse.json(admin(sermon), { status: 201 })
    }),
  ),
  http.get(
    `${ADMIN_API}/sermons/:id`,
    guarded(({ params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const sermon = find(id.data)
      return sermon ? HttpResponse.json(admin(sermon)) : notFound()
    }),
  ),
  http.put(
    `${ADMIN_API}/sermons/:id`,
    guarded(async ({ params, request }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const sermon = find(id.data)
      if (!sermon) return notFound()
      const body = await parseBody(request, sermonInputSchema)
      if (body.error) return body.error
      const fields = fieldsOf(body.data, sermon.fields.publishAt)
      audit(
        'sermon.update',
        'sermon',
        sermon.id,
        `Prédication « ${fields.title} » modifiée : ${changedFields(sermon.fields, fields, FIELD_LABELS)}`,
      )
      sermon.fields = fields
      sermon.updatedAt = now()
      return HttpResponse.json(admin(sermon))
    }),
  ),
  http.delete(
    `${ADMIN_API}/sermons/:id`,
    guarded(({ params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const sermon = find(id.data)
      if (!sermon) return notFound()
      store.sermons = store.sermons.filter((each) => each.id !== sermon.id)
      if (sermon.audio) state.files.delete(sermon.audio.url)
      audit('sermon.delete', 'sermon', sermon.id, `Prédication « ${sermon.fields.title} » supprimée`)
      return noContent()
    }),
  ),
  http.post(
    `${ADMIN_API}/sermons/:id/audio`,
    guarded(async ({ params, request }) => {
      const id = parseId(params)
      if (id.error) return id.error
      if (!find(id.data)) return notFound()
      return upload(request, id.data)
    }),
  ),
  http.get(
    `${ADMIN_API}/live-stream`,
    guarded(() => HttpResponse.json({ url: store.liveUrl })),
  ),
  http.put(
    `${ADMIN_API}/live-stream`,
    guarded(async ({ request }) => {
      const body = await parseBody(request, liveStreamInputSchema)
      if (body.error) return body.error
      const { url } = body.data
      if (url !== store.liveUrl) {
        audit(
          'live.update',
          'setting',
          null,
          url ? `Lien du culte en direct : ${url}` : 'Lien du culte en direct retiré',
        )
      }
      store.liveUrl = url
      return HttpResponse.json({ url })
    }),
  ),
]
