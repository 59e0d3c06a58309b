import fastifyMultipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { formatLongDate } from '#common/format-date.ts'
import { idParamsSchema } from '#common/schemas/admin.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import {
  adminSermonListSchema,
  adminSermonSchema,
  liveStreamInputSchema,
  sermonInputSchema,
  type AdminSermon,
  type SermonAudioState,
  type SermonValues,
} from '#common/schemas/sermon.ts'
import { churchLocalToUtc, sermonSlug, utcToChurchLocal } from '#common/sermon-dates.ts'
import { SERMON_AUDIO_FORMAT, SERMON_MEDIA_PREFIX, sermonStateOf } from '#common/sermon-audio.ts'
import type { AudioJob, SermonFields, StoredSermon } from '../../db/sermons-repository.ts'
import { justWritten } from '../../lib/just-written.ts'
import { sendNotFound } from '../../plugins/error-handler.ts'
import { removeFiles } from '../../sermons/audio-files.ts'
import { LIVE_STREAM_SETTING, readLiveUrl } from '../../sermons/public-sermons.ts'
import { audited } from './audited.ts'
import { changedFields } from './changed-fields.ts'
import { operatorOf } from './operator.ts'
import { CONTENT } from './roles.ts'
import { audioBodyLimit, audioMultipartOptions, storeAudioUpload } from './sermon-upload.ts'

const FIELD_LABELS: Record<keyof SermonFields, string> = {
  title: 'titre',
  preacher: 'prédicateur',
  preachedOn: 'date',
  passage: 'passage',
  series: 'série',
  notes: 'notes',
  videoUrl: 'vidéo',
  publishAt: 'publication',
}

const named = (sermon: Pick<StoredSermon, 'title'>) => `Prédication « ${sermon.title} »`
const errors = { 400: apiErrorSchema, 404: apiErrorSchema }

/** What the dashboard shows of the recording: the latest conversion's state, and the file served. */
/** The recording's state, and the sermon's as the API names it. */
const withState = (audio: SermonAudioState) => ({ state: sermonStateOf(audio.status), audio })

export function audioState(sermon: StoredSermon, job: AudioJob | undefined): SermonAudioState {
  const file = {
    url: sermon.audioFile ? `${SERMON_MEDIA_PREFIX}${sermon.audioFile}` : null,
    bytes: sermon.audioBytes,
    type: sermon.audioFile ? SERMON_AUDIO_FORMAT.mimeType : null,
    durationSeconds: sermon.audioSeconds,
  }
  const originalName = job?.originalName ?? null
  if (!job || job.status === 'done') {
    return { status: sermon.audioFile ? 'prete' : 'aucun', error: null, progress: null, originalName, ...file }
  }
  const status = job.status === 'waiting' ? 'en_attente' : job.status === 'converting' ? 'conversion' : 'echec'
  return {
    status,
    error: job.error,
    progress: job.status === 'converting' ? job.progress : null,
    originalName,
    ...file,
  }
}

/**
 * Sermons: list, create, edit, delete; a recording's upload, converted in the background
 * (sermons/audio-worker.ts); the live-stream link. Every change and its audit line share one
 * transaction; the public pages and the feed see it on their next request.
 */
const sermonRoutes: FastifyPluginAsyncZod = async (app) => {
  const sermons = app.sermonsRepository
  const maxBytes = app.sermonAudioMaxBytes
  // Only here and in the gallery: no other route takes multipart bodies.
  await app.register(fastifyMultipart, audioMultipartOptions(maxBytes))

  const toAdmin = (sermon: StoredSermon, job: AudioJob | undefined): AdminSermon => ({
    id: sermon.id,
    slug: sermon.slug,
    title: sermon.title,
    preacher: sermon.preacher,
    preachedOn: sermon.preachedOn,
    passage: sermon.passage,
    series: sermon.series,
    notes: sermon.notes,
    videoUrl: sermon.videoUrl,
    publishAt: sermon.publishAt,
    publishAtLocal: utcToChurchLocal(sermon.publishAt),
    published: sermon.audioFile !== null && sermon.publishAt <= app.now().toISOString(),
    ...withState(audioState(sermon, job)),
    createdAt: sermon.createdAt,
    updatedAt: sermon.updatedAt,
    createdBy: sermon.createdBy,
  })
  const adminOf = (id: number) => toAdmin(justWritten(sermons.find(id), 'sermon'), sermons.jobs.latestOf(id))

  /** The form's values as stored: an empty publication moment is now. */
  const fieldsOf = (input: SermonValues): SermonFields => ({
    title: input.title,
    preacher: input.preacher,
    preachedOn: input.preachedOn,
    passage: input.passage ?? '',
    series: input.series ?? '',
    notes: input.notes,
    videoUrl: input.videoUrl,
    publishAt: (input.publishAt && churchLocalToUtc(input.publishAt)) || app.now().toISOString(),
  })

  const freeSlug = (preachedOn: string, title: string) => {
    const base = sermonSlug(preachedOn, title)
    let slug = base
    for (let n = 2; sermons.slugTaken(slug); n++) slug = `${base}-${n}`
    return slug
  }

  app.get(
    '/sermons',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Toutes les prédications, la plus récente d’abord, avec l’état de leur enregistrement',
        response: { 200: adminSermonListSchema },
      },
    },
    async () => {
      const jobs = sermons.jobs.latestBySermon()
      return sermons.list().map((sermon) => toAdmin(sermon, jobs.get(sermon.id)))
    },
  )

  app.post(
    '/sermons',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Ajoute une prédication (son enregistrement s’envoie ensuite : POST /sermons/:id/audio)',
        body: sermonInputSchema,
        response: { 201: adminSermonSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const fields = fieldsOf(request.body)
      const id = audited(
        request,
        (newId) => ({
          action: 'sermon.create',
          entity: 'sermon',
          entityId: newId,
          summary: `${named(fields)} ajoutée (${fields.preacher}, ${formatLongDate(fields.preachedOn)})`,
        }),
        () =>
          sermons.insert(
            fields,
            freeSlug(fields.preachedOn, fields.title),
            app.now().toISOString(),
            operatorOf(request),
          ),
      )
      return reply.code(201).send(adminOf(id))
    },
  )

  app.get(
    '/sermons/:id',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary:
          'Une prédication, avec state (processing, ready, failed ; none sans enregistrement) et son enregistrement (url, bytes, type)',
        params: idParamsSchema,
        response: { 200: adminSermonSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const sermon = sermons.find(request.params.id)
      if (!sermon) return sendNotFound(request, reply)
      return toAdmin(sermon, sermons.jobs.latestOf(sermon.id))
    },
  )

  app.put(
    '/sermons/:id',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Modifie une prédication (son adresse reste la même)',
        params: idParamsSchema,
        body: sermonInputSchema,
        response: { 200: adminSermonSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const before = sermons.find(id)
      if (!before) return sendNotFound(request, reply)
      const fields = fieldsOf(request.body)
      // Left empty while it was already set: keep the moment chosen before, not "now".
      if (request.body.publishAt === '' || request.body.publishAt === undefined) fields.publishAt = before.publishAt
      audited(
        request,
        {
          action: 'sermon.update',
          entity: 'sermon',
          entityId: id,
          summary: `${named(fields)} modifiée : ${changedFields(before, fields, FIELD_LABELS)}`,
        },
        () => sermons.update(id, fields, app.now().toISOString()),
      )
      return adminOf(id)
    },
  )

  app.delete(
    '/sermons/:id',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Supprime une prédication, son enregistrement et toute conversion en cours',
        params: idParamsSchema,
        response: { 204: z.undefined(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const sermon = sermons.find(id)
      if (!sermon) return sendNotFound(request, reply)
      const waiting = sermons.jobs.waitingOf(id)
      audited(
        request,
        { action: 'sermon.delete', entity: 'sermon', entityId: id, summary: `${named(sermon)} supprimée` },
        () => sermons.remove(id),
      )
      // After the commit: a failure here leaves unused files, never a sermon without its file.
      try {
        await removeFiles(app.sermonMediaDir, sermon.audioFile ? [sermon.audioFile] : [])
        await removeFiles(
          app.sermonUploadsDir,
          waiting.map((job) => job.sourceFile),
        )
      } catch (error) {
        request.log.warn({ err: error, id }, 'sermon files not removed')
      }
      return reply.code(204).send()
    },
  )

  async function receiveAudio(request: FastifyRequest<{ Params: { id: number } }>) {
    const { id } = request.params
    const upload = await storeAudioUpload(request, app.sermonUploadsDir, maxBytes)
    const replaced = sermons.jobs.waitingOf(id)
    const queued = audited(
      request,
      (jobId) =>
        jobId === undefined
          ? undefined
          : {
              action: 'sermon.audio',
              entity: 'sermon',
              entityId: id,
              summary: `Enregistrement « ${upload.originalName} » envoyé pour ${named(sermons.find(id) ?? { title: String(id) })}`,
            },
      () => {
        if (!sermons.find(id)) return undefined
        // A newer upload replaces the ones not yet converted.
        for (const job of replaced) sermons.jobs.remove(job.id)
        return sermons.jobs.enqueue({
          sermonId: id,
          sourceFile: upload.name,
          originalName: upload.originalName,
          sourceBytes: upload.bytes,
          queuedAt: app.now().toISOString(),
        })
      },
    )
    if (queued === undefined) {
      await removeFiles(app.sermonUploadsDir, [upload.name])
      return undefined
    }
    await removeFiles(
      app.sermonUploadsDir,
      replaced.map((job) => job.sourceFile),
    )
    request.log.info({ sermonId: id, jobId: queued, bytes: upload.bytes }, 'sermon recording queued')
    app.startAudioJobs()
    return queued
  }

  app.post(
    '/sermons/:id/audio',
    {
      // 64 KiB for every other route; a recording needs its 300 Mo (checked again as it streams).
      bodyLimit: audioBodyLimit(maxBytes),
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary:
          'Envoie l’enregistrement d’une prédication (multipart : file) : MP3, M4A/AAC, WAV ou OGG/Opus d’après son contenu, 300 Mo au plus. Répond aussitôt (202) ; la conversion suit en arrière-plan.',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: {
          202: adminSermonSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!sermons.find(request.params.id)) return sendNotFound(request, reply)
      const queued = await receiveAudio(request)
      if (queued === undefined) return sendNotFound(request, reply)
      return reply.code(202).send(adminOf(request.params.id))
    },
  )

  app.get(
    '/live-stream',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Le lien du culte en direct (YouTube, Facebook…), vide s’il n’y en a pas',
        response: { 200: liveStreamInputSchema },
      },
    },
    async () => ({ url: readLiveUrl(app) }),
  )

  app.put(
    '/live-stream',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Change le lien du culte en direct (vide : plus de lien sur le site)',
        body: liveStreamInputSchema,
        response: { 200: liveStreamInputSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { url } = request.body
      const before = readLiveUrl(app)
      audited(
        request,
        () =>
          before === url
            ? undefined
            : {
                action: 'live.update',
                entity: 'setting',
                entityId: null,
                summary: url ? `Lien du culte en direct : ${url}` : 'Lien du culte en direct retiré',
              },
        () => app.settingsRepository.set(LIVE_STREAM_SETTING, { url }),
      )
      return { url: readLiveUrl(app) }
    },
  )
}
export default sermonRoutes
