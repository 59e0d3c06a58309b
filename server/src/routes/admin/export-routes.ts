import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MEMBERS_CSV, MESSAGES_CSV, NEWSLETTER_CSV, REQUESTS_CSV, receivedWithin } from '#common/admin-exports.ts'
import {
  memberExportQuerySchema,
  messageExportQuerySchema,
  newsletterFiltersSchema,
  requestExportQuerySchema,
} from '#common/schemas/admin-follow-up.ts'
import { sendCsv } from './csv-download.ts'
import { FOLLOW_UP } from './roles.ts'

/** Only the rows received within the range (the rows come newest first, so a few are read for nothing). */
function* within<T extends { createdAt: string }>(rows: Iterable<T>, keep: (row: T) => boolean): Generator<T> {
  for (const row of rows) if (keep(row)) yield row
}

/**
 * CSV exports of the admin lists: every matching row (not one page), same filters as the lists;
 * registrations, messages and requests also by the days they came in (`from`, `to`).
 */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/members.csv',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Inscriptions en CSV (mêmes filtres que la liste ; from, to : reçues entre ces jours)',
        querystring: memberExportQuerySchema,
      },
    },
    async (request, reply) => {
      const filters = { ...request.query, duplicates: request.query.duplicates === '1' }
      const rows = within(app.memberFollowUpRepository.all(filters), receivedWithin(request.query))
      return sendCsv(reply, MEMBERS_CSV, rows)
    },
  )

  app.get(
    '/messages.csv',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Messages en CSV (mêmes filtres que la liste ; from, to : reçus entre ces jours)',
        querystring: messageExportQuerySchema,
      },
    },
    async (request, reply) => {
      const rows = within(app.contactMessagesRepository.all(request.query), receivedWithin(request.query))
      return sendCsv(reply, MESSAGES_CSV, rows)
    },
  )

  app.get(
    '/requests.csv',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Demandes FEPROBA / ISL en CSV (mêmes filtres ; from, to : reçues entre ces jours)',
        querystring: requestExportQuerySchema,
      },
    },
    async (request, reply) => {
      const rows = within(app.programmeRequestsRepository.all(request.query), receivedWithin(request.query))
      return sendCsv(reply, REQUESTS_CSV, rows)
    },
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
