import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { adminDonationSettingsSchema, donationSettingsSchema } from '#common/schemas/donation-settings.ts'
import { readDonationSettings, writeDonationSettings } from '../../lib/donation-settings.ts'
import { otherGivingSummary } from '#common/schemas/donation-defaults.ts'
import { audited } from './audited.ts'
import { operatorOf } from './operator.ts'
import { ADMINISTRATOR_ONLY } from './roles.ts'

/** The PayPal donate link's settings; the register of gifts received is in gift-routes. */
const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.settingsRepository

  app.get(
    '/donation-settings',
    {
      config: { roles: ADMINISTRATOR_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Compte PayPal et devise du bouton « Faire un don », virement, paiement mobile et offrande',
        response: { 200: adminDonationSettingsSchema },
      },
    },
    async () => readDonationSettings(settings),
  )

  app.put(
    '/donation-settings',
    {
      config: { roles: ADMINISTRATOR_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Change le compte PayPal ou la devise (le site les lit sur GET /api/donation)',
        body: donationSettingsSchema,
        response: { 200: adminDonationSettingsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const value = request.body
      const summary = `Lien de don PayPal : compte ${value.paypalEmail}, devise ${value.currency}${otherGivingSummary(value)}`
      audited(request, { action: 'donation.settings', entity: 'settings', summary }, () =>
        writeDonationSettings(settings, value, app.now().toISOString(), operatorOf(request)),
      )
      return readDonationSettings(settings)
    },
  )
}
export default donationRoutes
