import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { siteContentSeed } from '#common/seed/site-content.ts'
import { launchChecklist } from '#common/launch-checklist.ts'
import { launchChecklistSchema } from '#common/schemas/launch-checklist.ts'
import { readDonationSettings } from '../../lib/donation-settings.ts'
import { CONTENT } from './roles.ts'

/**
 * « Avant la mise en ligne »: the stored values that are still the installation's samples, the
 * services held at the same time and the sample events still in the calendar.
 */
const launchChecklistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/launch-checklist',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Ce qui reste à remplacer ou à corriger avant la mise en ligne',
        response: { 200: launchChecklistSchema },
      },
    },
    async () => ({
      items: launchChecklist({
        site: app.siteContentRepository.get()?.content ?? siteContentSeed(),
        paypalEmail: readDonationSettings(app.settingsRepository).paypalEmail,
        samplePhotos: app.galleryRepository.list().filter((photo) => photo.sample).length,
        services: app.servicesRepository.list(),
        events: app.eventsRepository.all(),
      }),
    }),
  )
}
export default launchChecklistRoutes
