import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { donationSettingsSchema } from '#common/schemas/donation-settings.ts'
import { cachedJson, sendJson } from '../../lib/cached-json.ts'
import { publicReads } from '../../lib/public-data.ts'

/**
 * The PayPal account and currency the site's "Faire un don" button links to (the pages are drawn
 * with it; the app reads it when it draws a page itself).
 */
const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = publicReads(app)
  const settings = cachedJson(app.db, () => reads.donation(app.now()))
  app.get(
    '/api/donation',
    {
      schema: {
        tags: ['public'],
        summary: 'Compte PayPal et devise du bouton « Faire un don »',
        response: { 200: donationSettingsSchema },
      },
    },
    async (request, reply) => sendJson(request, reply, settings()),
  )
}
export default donationRoutes
