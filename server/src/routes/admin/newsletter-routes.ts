import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminNewsletterQuerySchema } from '#common/schemas/admin-follow-up.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { subscriberPageSchema } from '#common/schemas/newsletter-subscription.ts'
import { sendNotFound } from '../../plugins/error-handler.ts'
import { audited } from './audited.ts'
import { idParamsSchema } from '#common/schemas/admin.ts'
import { FOLLOW_UP } from './roles.ts'

/**
 * "m•••@example.org": enough for the audit log to tell one removal from another, without keeping
 * the whole address of someone who asked to be removed (the row itself is deleted for good).
 */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@')
  return at > 0 ? `${email[0]}•••${email.slice(at)}` : '•••'
}

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const newsletter = app.newsletterRepository

  app.get(
    '/newsletter',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Abonnés à la lettre d’information (q : partie de l’adresse, status), et leur nombre par statut',
        querystring: adminNewsletterQuerySchema,
        response: { 200: subscriberPageSchema },
      },
    },
    async (request) => newsletter.list(request.query),
  )

  app.delete(
    '/newsletter/:id',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Désabonne une adresse (supprimée pour de bon)',
        params: idParamsSchema,
        response: { 204: z.undefined(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const subscriber = newsletter.find(id)
      if (!subscriber) return sendNotFound(request, reply)
      const summary = `Abonné ${maskEmail(subscriber.email)} retiré de la newsletter`
      audited(request, { action: 'newsletter.remove', entity: 'newsletter_subscriber', entityId: id, summary }, () =>
        newsletter.remove(id),
      )
      request.log.info({ id }, 'newsletter subscriber removed')
      return reply.code(204).send()
    },
  )
}
export default newsletterRoutes
