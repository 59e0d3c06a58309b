import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { newsletterSubscriptionSchema } from '#common/schemas/newsletter-subscription.ts'
import { createdSchema, honeypotTrap } from '../submission.ts'

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter/subscribe',
    {
      schema: {
        tags: ['public'],
        summary: 'Abonnement à la lettre d’information (201 nouvel abonné, 200 déjà abonné)',
        body: newsletterSubscriptionSchema,
        response: { 200: createdSchema, 201: createdSchema },
      },
      preValidation: honeypotTrap('newsletter', app.newsletterRepository.nextId),
    },
    async (request, reply) =>
      // The table already keeps one row per address: only a repeat with the same Idempotency-Key
      // gets its first answer again (sameContent: false).
      app.answerOnce(request, reply, { sameContent: false }, () => {
        // Idempotent: subscribing twice (in any letter case) keeps one row and still succeeds.
        const { id, created } = app.newsletterRepository.subscribe(request.body.email, app.now().toISOString())
        if (created) request.log.info({ id }, 'newsletter subscriber stored')
        return { status: created ? 201 : 200, body: { id } }
      }),
  )
}
export default newsletterRoutes
