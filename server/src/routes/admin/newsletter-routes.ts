import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pageOf } from '../../../../src/schemas/admin.ts'
import { adminNewsletterQuerySchema } from '../../../../src/schemas/admin-follow-up.ts'
import { apiErrorSchema } from '../../../../src/schemas/api-error.ts'
import { newsletterSubscriberSchema } from '../../../../src/schemas/newsletter-subscription.ts'
import { sendNotFound } from '../../plugins/error-handler.ts'
import { idParamsSchema } from './follow-up.ts'

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const newsletter = app.newsletterRepository

  app.get(
    '/newsletter',
    {
      schema: {
        tags: ['admin'],
        summary: 'Abonnés à la lettre d’information (q : partie de l’adresse)',
        querystring: adminNewsletterQuerySchema,
        response: { 200: pageOf(newsletterSubscriberSchema) },
      },
    },
    async (request) => newsletter.list(request.query),
  )

  app.delete(
    '/newsletter/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Désabonne une adresse (supprimée pour de bon)',
        params: idParamsSchema,
        response: { 204: z.undefined(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!newsletter.remove(request.params.id)) return sendNotFound(request, reply)
      request.log.info({ id: request.params.id }, 'newsletter subscriber removed')
      return reply.code(204).send()
    },
  )
}
export default newsletterRoutes
