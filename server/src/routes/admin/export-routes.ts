import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  MEMBER_STATUS_LABELS,
  MESSAGE_STATUS_LABELS,
  memberFiltersSchema,
  messageFiltersSchema,
  newsletterFiltersSchema,
  requestFiltersSchema,
} from '#common/schemas/admin-follow-up.ts'
import { CHURCH_TIME_ZONE, churchDate } from '#common/church-time.ts'
import { toCsv, type CsvCell } from '../../lib/csv.ts'
import { MEMBER_FIELDS, MESSAGE_FIELDS, REQUEST_FIELDS, type Field } from '../../lib/submission-fields.ts'

// "2026-11-22 06:00", Santiago time: readable, sortable, and parsed as a date by spreadsheets.
const localTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: CHURCH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
export function csvDateTime(iso: string): string {
  const part = Object.fromEntries(localTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]))
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`
}

const RECEIVED = 'Reçu le'
const STATUS = 'Statut'

function rowsOf<T extends { status: string; createdAt: string }>(
  records: Iterable<T>,
  fields: readonly Field<T>[],
  statusLabels: Record<string, string>,
): Iterable<CsvCell[]> {
  return (function* () {
    for (const record of records) {
      yield [...fields.map((field) => field.value(record)), statusLabels[record.status], csvDateTime(record.createdAt)]
    }
  })()
}

/** CSV exports of the admin lists: every matching row (not one page), same filters as the lists. */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = (reply: FastifyReply, name: string, csv: string) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${churchDate(app.now())}.csv"`)
      .send(csv)

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
      const rows = rowsOf(app.memberFollowUpRepository.all(filters), MEMBER_FIELDS, MEMBER_STATUS_LABELS)
      return send(reply, 'membres', toCsv([...MEMBER_FIELDS.map((f) => f.label), STATUS, RECEIVED], rows))
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
      const rows = rowsOf(app.contactMessagesRepository.all(request.query), MESSAGE_FIELDS, MESSAGE_STATUS_LABELS)
      return send(reply, 'messages', toCsv([...MESSAGE_FIELDS.map((f) => f.label), STATUS, RECEIVED], rows))
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
      const rows = rowsOf(app.programmeRequestsRepository.all(request.query), REQUEST_FIELDS, MESSAGE_STATUS_LABELS)
      return send(reply, 'demandes', toCsv([...REQUEST_FIELDS.map((f) => f.label), STATUS, RECEIVED], rows))
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
      return send(reply, 'abonnes', toCsv(['E-mail', 'Inscrit le'], rows))
    },
  )
}
export default exportRoutes
