import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { donationSettingsSchema } from '#common/schemas/donation-settings.ts'
import { cachedJson, sendJson } from '../../lib/cached-json.ts'
import { readDonationSettings } from '../../lib/donation-settings.ts'

/**
 * The PayPal account and currency the site's "Faire un don" button links to. The pages are
 * prerendered with the account of the build; the app reads this once the page is idle.
 */
const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = cachedJson(app.db, () => {
    const { paypalEmail, currency } = readDonationSettings(app.settingsRepository)
    return donationSettingsSchema.parse({ paypalEmail, currency })
  })
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
