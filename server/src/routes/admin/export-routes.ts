import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MEMBERS_CSV, MESSAGES_CSV, NEWSLETTER_CSV, REQUESTS_CSV } from '#common/admin-exports.ts'
import {
  memberFiltersSchema,
  messageFiltersSchema,
  newsletterFiltersSchema,
  requestFiltersSchema,
} from '#common/schemas/admin-follow-up.ts'
import { sendCsv } from './csv-download.ts'
import { FOLLOW_UP } from './roles.ts'

/** CSV exports of the admin lists: every matching row (not one page), same filters as the lists. */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/members.csv',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Inscriptions en CSV (mêmes filtres que la liste)',
        querystring: memberFiltersSchema,
      },
    },
    async (request, reply) => {
      const filters = { ...request.query, duplicates: request.query.duplicates === '1' }
      return sendCsv(reply, MEMBERS_CSV, app.memberFollowUpRepository.all(filters))
    },
  )

  app.get(
    '/messages.csv',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Messages en CSV (mêmes filtres que la liste)',
        querystring: messageFiltersSchema,
      },
    },
    async (request, reply) => sendCsv(reply, MESSAGES_CSV, app.contactMessagesRepository.all(request.query)),
  )

  app.get(
    '/requests.csv',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Demandes FEPROBA / ISL en CSV (mêmes filtres)',
        querystring: requestFiltersSchema,
      },
    },
    async (request, reply) => sendCsv(reply, REQUESTS_CSV, app.programmeRequestsRepository.all(request.query)),
  )

  app.get(
    '/newsletter.csv',
    {
      config: { roles: FOLLOW_UP },
      schema: { tags: ['admin'], summary: 'Abonnés en CSV (q)', querystring: newsletterFiltersSchema },
    },
    async (request, reply) => sendCsv(reply, NEWSLETTER_CSV, app.newsletterRepository.all(request.query)),
  )
}
export default exportRoutes
