// The dashboard's messages, programme requests, newsletter subscribers and staff alerts, on the
// mock's store: the same searches, paging, CSV files and refusals as the server.
import { http, HttpResponse } from 'msw'
import type { z } from 'zod'
import { API_MESSAGES, statusChangeRefused } from '#common/api-messages.ts'
import { MESSAGES_CSV, NEWSLETTER_CSV, REQUESTS_CSV, receivedWithin, type CsvExport } from '#common/admin-exports.ts'
import {
  MESSAGE_STATUS_LABELS,
  REQUEST_STATUS_LABELS,
  adminMessagesQuerySchema,
  adminNewsletterQuerySchema,
  adminRequestsQuerySchema,
  canMoveMessage,
  canMoveRequest,
  messageExportQuerySchema,
  messageStatusChangeSchema,
  requestStatusChangeSchema,
  newsletterFiltersSchema,
  requestExportQuerySchema,
  type AdminMessage,
  type AdminRequest,
  type ExportRange,
  type MessageFilters,
  type NewsletterFilters,
  type RequestFilters,
  type RequestStatus,
} from '#common/schemas/admin-follow-up.ts'
import { paginationSchema } from '#common/schemas/admin.ts'
import { normalizePhone } from '#common/phone.ts'
import type { NewsletterSubscriber, SubscriberCounts } from '#common/schemas/newsletter-subscription.ts'
import { pageOfRows } from '#common/schemas/paging.ts'
import { FEPROBA_REQUEST_TYPE } from '#common/schemas/feproba-request.ts'
import { matchesSearch } from '#common/search.ts'
import { audit } from '../audit.ts'
import {
  ADMIN_API,
  apiError,
  csvResponse,
  guarded,
  noContent,
  notFound,
  parseBody,
  parseId,
  parseQuery,
} from '../respond.ts'
import { operator } from '../session.ts'
import { newestFirst, now, state } from '../state.ts'

/**
 * « m•••@example.org »: the audit log tells one removal from another without keeping the whole
 * address of someone who asked to be removed (as the server writes it).
 */
const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@')
  return at > 0 ? `${email[0]}•••${email.slice(at)}` : '•••'
}

// What each search box looks in, as the server's repositories do (tests/contract/search-cases.ts
// checks it field by field).
const messages = (f: MessageFilters): AdminMessage[] =>
  newestFirst(state.messages).filter(
    (m) =>
      matchesSearch(f.q, [m.name, m.email, m.subject, m.message], normalizePhone(m.phone)) &&
      (!f.status || m.status === f.status),
  )
const requests = (f: RequestFilters): AdminRequest[] =>
  newestFirst(state.requests).filter(
    (r) =>
      matchesSearch(f.q, [r.name, r.email, r.message ?? ''], normalizePhone(r.phone)) &&
      (!f.status || r.status === f.status) &&
      (!f.type || r.type === f.type) &&
      (!f.program || r.program === f.program),
  )
const subscribers = (f: NewsletterFilters): NewsletterSubscriber[] =>
  newestFirst(state.subscribers).filter((s) => matchesSearch(f.q, [s.email]) && (!f.status || s.status === f.status))
/** How many subscribers are in each status, whatever the filters (as the server counts them). */
const subscriberCounts = (): SubscriberCounts => {
  const counts: SubscriberCounts = { pending: 0, confirmed: 0, unsubscribed: 0 }
  for (const subscriber of state.subscribers) counts[subscriber.status] += 1
  return counts
}

/**
 * GET of a list, paged, and of its CSV twin (every matching row), with the list's filters; the
 * CSV's own query may add « Du » / « Au » (from, to), as the server's does.
 */
function listRoutes<F, T extends { createdAt: string }>(
  path: string,
  filters: z.ZodType<F & ExportRange>,
  pagedFilters: z.ZodType<F & { page: number; pageSize: number }>,
  rows: (filters: F) => T[],
  csv: CsvExport<T>,
  extra: () => Record<string, unknown> = () => ({}),
) {
  return [
    http.get(
      `${ADMIN_API}/${path}`,
      guarded(({ request }) => {
        const { data, error } = parseQuery(request, pagedFilters)
        return error ?? HttpResponse.json({ ...pageOfRows(rows(data), data), ...extra() })
      }),
    ),
    http.get(
      `${ADMIN_API}/${path}.csv`,
      guarded(({ request }) => {
        const { data, error } = parseQuery(request, filters)
        return error ?? csvResponse(request, csv, rows(data).filter(receivedWithin(data)))
      }),
    ),
  ]
}

type Followed<S> = {
  id: number
  status: S
  statusChangedAt: string | null
  statusChangedBy: string | null
  statusNote: string | null
}

/** The audit line of a status change: its action, its table, and how it names the row. */
type StatusAudit<R> = { action: string; entity: string; name: (row: R) => string }

/** A record kind's workflow: its `{ status, note? }` body, its moves, its statuses in French. */
type Workflow<S extends string> = {
  body: z.ZodType<{ status: S; note?: string | undefined }>
  canMove: (from: S, to: S) => boolean
  labels: Record<S, string>
}

/** PATCH /:path/:id { status, note? }: as the shared workflow allows; the note kept with the change. */
const statusRoute = <S extends RequestStatus, R extends Followed<S>>(
  path: string,
  rows: () => R[],
  workflow: Workflow<S>,
  logged: StatusAudit<R>,
) =>
  http.patch(
    `${ADMIN_API}/${path}/:id`,
    guarded(async ({ request, params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const { data, error } = await parseBody(request, workflow.body)
      if (error) return error
      const row = rows().find((candidate) => candidate.id === id.data)
      if (!row) return notFound()
      const labels = [workflow.labels[row.status], workflow.labels[data.status]] as const
      if (!workflow.canMove(row.status, data.status)) return apiError(400, statusChangeRefused(...labels))
      const note = data.note ? ` (note : ${data.note})` : ''
      audit(logged.action, logged.entity, row.id, `${logged.name(row)} : ${labels[0]} → ${labels[1]}${note}`)
      Object.assign(row, {
        status: data.status,
        statusChangedAt: now(),
        statusChangedBy: operator(),
        statusNote: data.note ?? null,
      })
      return HttpResponse.json(row)
    }),
  )

export const adminInboxHandlers = [
  ...listRoutes('messages', messageExportQuerySchema, adminMessagesQuerySchema, messages, MESSAGES_CSV),
  statusRoute(
    'messages',
    () => state.messages,
    { body: messageStatusChangeSchema, canMove: canMoveMessage, labels: MESSAGE_STATUS_LABELS },
    {
      action: 'message.status',
      entity: 'contact_message',
      name: (message) => `Message n° ${message.id} (${message.name})`,
    },
  ),
  ...listRoutes('requests', requestExportQuerySchema, adminRequestsQuerySchema, requests, REQUESTS_CSV),
  statusRoute(
    'requests',
    () => state.requests,
    { body: requestStatusChangeSchema, canMove: canMoveRequest, labels: REQUEST_STATUS_LABELS },
    {
      action: 'request.status',
      entity: 'programme_request',
      name: (request) =>
        `${request.type === FEPROBA_REQUEST_TYPE ? 'Demande FEPROBA' : 'Candidature ISL'} n° ${request.id} (${request.name})`,
    },
  ),
  ...listRoutes('newsletter', newsletterFiltersSchema, adminNewsletterQuerySchema, subscribers, NEWSLETTER_CSV, () => ({
    counts: subscriberCounts(),
  })),
  http.delete(
    `${ADMIN_API}/newsletter/:id`,
    guarded(({ params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const subscriber = state.subscribers.find((candidate) => candidate.id === id.data)
      if (!subscriber) return notFound()
      const summary = `Abonné ${maskEmail(subscriber.email)} retiré de la newsletter`
      audit('newsletter.remove', 'newsletter_subscriber', subscriber.id, summary)
      state.subscribers = state.subscribers.filter((candidate) => candidate !== subscriber)
      return noContent()
    }),
  ),

  http.get(
    `${ADMIN_API}/outbox`,
    guarded(({ request }) => {
      const { data, error } = parseQuery(request, paginationSchema)
      return error ?? HttpResponse.json(pageOfRows(newestFirst(state.outbox), data))
    }),
  ),
  // An unsent alert is tried again at the next pass; a sent one cannot be.
  http.post(
    `${ADMIN_API}/outbox/:id/retry`,
    guarded(({ params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const item = state.outbox.find((candidate) => candidate.id === id.data)
      if (!item) return notFound()
      if (item.sentAt !== null) return apiError(400, API_MESSAGES.alreadySent)
      audit('outbox.retry', 'outbox', item.id, `Alerte e-mail n° ${item.id} (« ${item.subject} ») relancée`)
      item.nextAttemptAt = now()
      return HttpResponse.json(item)
    }),
  ),
]
