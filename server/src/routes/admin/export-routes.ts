import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  MEMBER_STATUS_LABELS,
  MESSAGE_STATUS_LABELS,
  memberFiltersSchema,
  messageFiltersSchema,
  newsletterFiltersSchema,
  requestFiltersSchema,
} from '#common/schemas/admin-follow-up.ts'
import { toCsv, type CsvCell } from '../../lib/csv.ts'
import { MEMBER_FIELDS, MESSAGE_FIELDS, REQUEST_FIELDS, type Field } from '../../lib/submission-fields.ts'
import { csvDateTime, sendCsv } from './csv-download.ts'

const RECEIVED = 'Reçu le'
const STATUS = 'Statut'

/** One line per record: the form's fields, then its follow-up status and when it was received. */
function followUpCsv<T extends { status: string; createdAt: string }>(
  records: Iterable<T>,
  fields: readonly Field<T>[],
  statusLabels: Record<string, string>,
): string {
  const rows = (function* (): Generator<CsvCell[]> {
    for (const record of records) {
      yield [...fields.map((field) => field.value(record)), statusLabels[record.status], csvDateTime(record.createdAt)]
    }
  })()
  return toCsv([...fields.map((field) => field.label), STATUS, RECEIVED], rows)
}

/** CSV exports of the admin lists: every matching row (not one page), same filters as the lists. */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/members.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Inscriptions en CSV (mêmes filtres que la liste)',
        querystring: memberFiltersSchema,
      },
    },
    async (request, reply) => {
      const filters = { ...request.query, duplicates: request.query.duplicates === '1' }
      const members = app.memberFollowUpRepository.all(filters)
      return sendCsv(reply, 'membres', followUpCsv(members, MEMBER_FIELDS, MEMBER_STATUS_LABELS))
    },
  )

  app.get(
    '/messages.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Messages en CSV (mêmes filtres que la liste)',
        querystring: messageFiltersSchema,
      },
    },
    async (request, reply) => {
      const messages = app.contactMessagesRepository.all(request.query)
      return sendCsv(reply, 'messages', followUpCsv(messages, MESSAGE_FIELDS, MESSAGE_STATUS_LABELS))
    },
  )

  app.get(
    '/requests.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Demandes FEPROBA / ISL en CSV (mêmes filtres)',
        querystring: requestFiltersSchema,
      },
    },
    async (request, reply) => {
      const requests = app.programmeRequestsRepository.all(request.query)
      return sendCsv(reply, 'demandes', followUpCsv(requests, REQUEST_FIELDS, MESSAGE_STATUS_LABELS))
    },
  )

  app.get(
    '/newsletter.csv',
    { schema: { tags: ['admin'], summary: 'Abonnés en CSV (q)', querystring: newsletterFiltersSchema } },
    async (request, reply) => {
      const rows = (function* () {
        for (const subscriber of app.newsletterRepository.all(request.query)) {
          yield [subscriber.email, csvDateTime(subscriber.createdAt)]
        }
      })()
      return sendCsv(reply, 'abonnes', toCsv(['E-mail', 'Inscrit le'], rows))
    },
  )
}
export default exportRoutes
