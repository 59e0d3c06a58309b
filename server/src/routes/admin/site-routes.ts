import fastifyMultipart from '@fastify/multipart'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { siteContentSeed } from '#common/seed/site-content.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { siteContentPartsSchema } from '#common/schemas/site-content-parts.ts'
import {
  PORTRAIT_MESSAGES,
  PORTRAIT_WIDTHS,
  SITE_CONTENT_PARTS,
  siteContentSchema,
  type Portrait,
  type SiteContent,
} from '#common/schemas/site-content.ts'
import { newFileStem, removeImageFiles, writeImageFiles } from '../../lib/gallery-files.ts'
import { RequestError, errorBody } from '../../plugins/error-handler.ts'
import { audited } from './audited.ts'
import { MULTIPART_OPTIONS, UPLOAD_BODY_LIMIT, decodePortrait, readPortraitUpload } from './gallery-upload.ts'
import { operatorOf } from './operator.ts'
import { CONTENT } from './roles.ts'
import { named } from '../../lib/global-plugin.ts'

/** Every portrait a document shows, by its files' stem. */
const portraitsOf = (content: SiteContent | undefined) =>
  new Map((content?.leaders ?? []).flatMap(({ photo }) => (photo ? [[photo.stem, photo] as const] : [])))

/**
 * A portrait is made by the upload route only: a document sent whole or by parts may keep, move
 * or drop the stored ones (the form sends them back as it got them), never name other files.
 * Returns the document with each kept portrait as stored; throws a 400 naming the wrong ones.
 */
function withStoredPortraits(content: SiteContent, stored: SiteContent | undefined): SiteContent {
  const known = portraitsOf(stored)
  const fieldErrors: Record<string, string[]> = {}
  const leaders = content.leaders.map((leader, index) => {
    if (!leader.photo) return leader
    const photo = known.get(leader.photo.stem)
    if (!photo) fieldErrors[`leaders.${index}.photo`] = [PORTRAIT_MESSAGES.unknownPhoto]
    return { ...leader, photo: photo ?? null }
  })
  if (Object.keys(fieldErrors).length > 0)
    throw new RequestError(400, PORTRAIT_MESSAGES.unknownPhoto, 'ERR_VALIDATION', fieldErrors)
  return { ...content, leaders }
}

const leaderParamsSchema = z.strictObject({ id: z.string().max(60) })

/**
 * The whole document is sent at once: its confession of faith, programmes and biographies make
 * it larger than the 64 KiB of the other forms (about 30 KiB as seeded).
 */
export const SITE_CONTENT_BODY_LIMIT = 512 * 1024
const TOO_LARGE = 'Le contenu du site est trop volumineux (512 Kio au maximum).'

/** « identité, contacts »: the parts of the document a save changed. */
export function changedParts(before: SiteContent | undefined, after: SiteContent): string {
  const parts = (Object.keys(SITE_CONTENT_PARTS) as (keyof SiteContent)[]).filter(
    (key) => JSON.stringify(before?.[key]) !== JSON.stringify(after[key]),
  )
  return parts.length > 0 ? parts.map((key) => SITE_CONTENT_PARTS[key]).join(', ') : 'aucun changement'
}

// The app's error handler, with these routes' own size limit in the 413's message.
function siteErrorHandler(this: unknown, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = errorBody(error)
  if (status >= 500) request.log.error({ err: error }, 'request failed')
  else request.log.info({ code: error.code, status }, 'request rejected')
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(status === 413 ? { message: TOO_LARGE } : body)
}

const errorAnswers = { 400: apiErrorSchema, 413: apiErrorSchema }

/** The dashboard's « Site » forms: the church's content document, saved whole or by parts. */
const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.siteContentRepository
  const peopleDir = app.peopleMediaDir

  /**
   * Removes the files of the portraits `before` showed and `after` no longer does (replaced,
   * removed, or their leader removed). After the commit: a failure leaves unused files, never a
   * page showing a portrait without its files.
   */
  async function removeDroppedPortraits(request: FastifyRequest, before: SiteContent | undefined, after: SiteContent) {
    const kept = portraitsOf(after)
    for (const [stem, photo] of portraitsOf(before)) {
      if (kept.has(stem)) continue
      try {
        await removeImageFiles(peopleDir, stem, photo.widths)
      } catch (error) {
        request.log.warn({ err: error, stem }, 'portrait files not removed')
      }
    }
  }

  /**
   * Stores the document `change` makes of the stored one, with its audit line (`summary`, or the
   * parts that differ), in one transaction; then removes the portraits' files it no longer shows.
   */
  async function store(
    request: FastifyRequest,
    change: (stored: SiteContent | undefined) => SiteContent,
    summary?: (before: SiteContent | undefined, after: SiteContent) => string,
  ): Promise<SiteContent> {
    let before: SiteContent | undefined
    const after = audited(
      request,
      (content) => ({
        action: 'site.update',
        entity: 'site',
        summary: summary?.(before, content) ?? `Contenu du site modifié : ${changedParts(before, content)}`,
      }),
      () => {
        before = repository.get()?.content
        const content = change(before)
        repository.save(content, app.now().toISOString(), operatorOf(request))
        return content
      },
    )
    await removeDroppedPortraits(request, before, after)
    return after
  }

  const save = (request: FastifyRequest, content: SiteContent) =>
    store(request, (stored) => withStoredPortraits(content, stored))

  app.put(
    '/site',
    {
      bodyLimit: SITE_CONTENT_BODY_LIMIT,
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Remplace le contenu du site (même document que GET /api/site)',
        body: siteContentSchema,
        response: { 200: siteContentSchema, ...errorAnswers },
      },
      errorHandler: siteErrorHandler,
    },
    async (request) => save(request, request.body),
  )

  app.patch(
    '/site',
    {
      bodyLimit: SITE_CONTENT_BODY_LIMIT,
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Remplace certaines parties du contenu du site ; répond le document entier',
        body: siteContentPartsSchema,
        response: { 200: siteContentSchema, ...errorAnswers },
      },
      errorHandler: siteErrorHandler,
    },
    async (request) =>
      store(request, (stored) => withStoredPortraits({ ...(stored ?? siteContentSeed()), ...request.body }, stored)),
  )

  await app.register(named('admin-portraitRoutes', portraitRoutes(store)))
}

type Store = (
  request: FastifyRequest,
  change: (stored: SiteContent | undefined) => SiteContent,
  summary?: (before: SiteContent | undefined, after: SiteContent) => string,
) => Promise<SiteContent>

/** The stored document's leader `id`, or a 404 in French. */
function leaderIn(content: SiteContent | undefined, id: string) {
  const index = content?.leaders.findIndex((leader) => leader.id === id) ?? -1
  const leader = content?.leaders[index]
  if (!content || !leader) throw new RequestError(404, PORTRAIT_MESSAGES.unknownLeader, 'ERR_NOT_FOUND')
  return { content, index, leader }
}

/** `content` with the leader `id`'s portrait set to `photo` (a 404 if the leader is gone). */
function withPortrait(content: SiteContent | undefined, id: string, photo: Portrait | null): SiteContent {
  const found = leaderIn(content, id)
  const leaders = found.content.leaders.map((leader, index) => (index === found.index ? { ...leader, photo } : leader))
  return { ...found.content, leaders }
}

/**
 * A leader's portrait, uploaded through the gallery's pipeline (the file's type by its content,
 * decoded by sharp with its limits, square crops in AVIF and WebP without metadata, random file
 * names) and stored in the document; replacing or removing it deletes the previous files.
 */
const portraitRoutes =
  (store: Store): FastifyPluginAsyncZod =>
  async (app) => {
    // Only in this scope: the other site routes take JSON.
    await app.register(fastifyMultipart, MULTIPART_OPTIONS)
    const peopleDir = app.peopleMediaDir
    const uploadErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema }

    app.post(
      '/site/leaders/:id/photo',
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        config: { roles: CONTENT },
        schema: {
          tags: ['admin'],
          summary:
            'Remplace la photo d’un responsable (multipart : file) : JPG, PNG ou WEBP d’après son contenu, 5 Mo au plus ; répond le document entier',
          consumes: ['multipart/form-data'],
          params: leaderParamsSchema,
          response: { 200: siteContentSchema, ...uploadErrors },
        },
      },
      async (request) => {
        const { id } = request.params
        const file = await readPortraitUpload(request)
        leaderIn(app.siteContentRepository.get()?.content, id)
        const image = await decodePortrait(request, file, PORTRAIT_WIDTHS)
        const photo: Portrait = { stem: newFileStem(), widths: image.widths }
        await writeImageFiles(peopleDir, photo.stem, image.files)
        try {
          const saved = await store(
            request,
            (stored) => withPortrait(stored, id, photo),
            (before, after) => {
              const { leader } = leaderIn(after, id)
              const replaced = before?.leaders.find((l) => l.id === id)?.photo
              return `Photo de « ${leader.name} » ${replaced ? 'remplacée' : 'ajoutée'}`
            },
          )
          request.log.info({ id, widths: image.widths, width: image.width }, 'leader portrait stored')
          return saved
        } catch (error) {
          await removeImageFiles(peopleDir, photo.stem, photo.widths)
          throw error
        }
      },
    )

    app.delete(
      '/site/leaders/:id/photo',
      {
        config: { roles: CONTENT },
        schema: {
          tags: ['admin'],
          summary: 'Retire la photo d’un responsable (et ses fichiers) ; répond le document entier',
          params: leaderParamsSchema,
          response: { 200: siteContentSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const { id } = request.params
        const { content, leader } = leaderIn(app.siteContentRepository.get()?.content, id)
        if (!leader.photo) return content
        return store(
          request,
          (stored) => withPortrait(stored, id, null),
          (_before, after) => `Photo de « ${leaderIn(after, id).leader.name} » retirée`,
        )
      },
    )
  }
export default siteRoutes
