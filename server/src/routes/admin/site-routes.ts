import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { SITE_CONTENT_PARTS, siteContentSchema, type SiteContent } from '#common/schemas/site-content.ts'
import { errorBody } from '../../plugins/error-handler.ts'
import { audited } from './audited.ts'
import { operatorOf } from './operator.ts'

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

/** The dashboard's « Site » forms: the church's content document, saved whole. */
const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/site',
    {
      bodyLimit: SITE_CONTENT_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'Remplace le contenu du site (même document que GET /api/site)',
        body: siteContentSchema,
        response: { 200: siteContentSchema, 400: apiErrorSchema, 413: apiErrorSchema },
      },
      // The app's error handler, with this route's own size limit in the 413's message.
      errorHandler(error, request, reply: FastifyReply) {
        const { status, body } = errorBody(error)
        if (status >= 500) request.log.error({ err: error }, 'request failed')
        else request.log.info({ code: error.code, status }, 'request rejected')
        return reply
          .code(status)
          .type('application/json; charset=utf-8')
          .send(status === 413 ? { message: TOO_LARGE } : body)
      },
    },
    async (request) => {
      const content = request.body
      const before = app.siteContentRepository.get()?.content
      const summary = `Contenu du site modifié : ${changedParts(before, content)}`
      audited(request, { action: 'site.update', entity: 'site', summary }, () =>
        app.siteContentRepository.save(content, app.now().toISOString(), operatorOf(request)),
      )
      return content
    },
  )
}
export default siteRoutes
