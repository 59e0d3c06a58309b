import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { siteContentSeed } from '#common/content/site-content-seed.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { siteContentPartsSchema } from '#common/schemas/site-content-parts.ts'
import { SITE_CONTENT_PARTS, siteContentSchema, type SiteContent } from '#common/schemas/site-content.ts'
import { errorBody } from '../../plugins/error-handler.ts'
import { audited } from './audited.ts'
import { operatorOf } from './operator.ts'
import { CONTENT } from './roles.ts'

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
  /** Stores `content` with its audit line naming the parts that differ from what was stored. */
  const save = (request: FastifyRequest, content: SiteContent) => {
    const before = app.siteContentRepository.get()?.content
    const summary = `Contenu du site modifié : ${changedParts(before, content)}`
    audited(request, { action: 'site.update', entity: 'site', summary }, () =>
      app.siteContentRepository.save(content, app.now().toISOString(), operatorOf(request)),
    )
    return content
  }

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
    async (request) => {
      const stored = app.siteContentRepository.get()?.content ?? siteContentSeed()
      return save(request, { ...stored, ...request.body })
    },
  )
}
export default siteRoutes
