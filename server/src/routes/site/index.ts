import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { siteContentSchema } from '#common/schemas/site-content.ts'
import { cachedJson, sendJson } from '../../lib/cached-json.ts'
import { publicReads } from '../../lib/public-data.ts'

/**
 * The church's content document, as the public pages show it (the dashboard's « Site » forms
 * save it with PUT /api/admin/site). Revalidated with its ETag like the other public reads.
 */
const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = publicReads(app)
  const content = cachedJson(app.db, () => reads.site(app.now()))
  app.get(
    '/api/site',
    {
      schema: {
        tags: ['public'],
        summary: 'Contenu du site : identité, contacts, histoire, équipe, ministères, programmes, confession de foi',
        response: { 200: siteContentSchema },
      },
    },
    async (request, reply) => sendJson(request, reply, content()),
  )
}
export default siteRoutes
