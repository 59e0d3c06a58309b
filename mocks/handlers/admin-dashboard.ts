// The dashboard's admin API (see the "Administration I" contract), answered in memory with the
// shared schemas, the same error bodies and a 401 without a session, like the server.
import { http, HttpResponse, type HttpResponseResolver } from 'msw'
import type { z } from 'zod'
import { paginationSchema } from '#common/schemas/admin.ts'
import {
  MEMBER_STATUS_LABELS,
  MESSAGE_STATUS_LABELS,
  adminIdentitySchema,
  adminMembersQuerySchema,
  adminMessagesQuerySchema,
  adminNewsletterQuerySchema,
  adminRequestsQuerySchema,
  canMoveMember,
  canMoveMessage,
  memberStatusChangeSchema,
  mergeMemberSchema,
  messageStatusChangeSchema,
  type AdminMember,
  type MessageStatus,
} from '#common/schemas/admin-follow-up.ts'
import { FEPROBA_REQUEST_TYPE } from '#common/schemas/feproba-request.ts'
import { normalizePhone } from '#common/schemas/common.ts'
import { mockAdminSession } from './admin.ts'
import { createDashboardState, type MockMember } from './admin-dashboard-data.ts'
import { csvResponse } from './admin-dashboard-csv.ts'
import { buildOverview } from './admin-dashboard-overview.ts'
import { parseBody } from './validate.ts'

let state = createDashboardState()
export function resetAdminDashboardMockState() {
  state = createDashboardState()
}
/** Lets a test (or a demo) show the outbox as if SMTP_URL were set. */
export function setMockSmtpConfigured(value: boolean) {
  state.smtpConfigured = value
}

const API = '*/api/admin'
const unauthorized = () => HttpResponse.json({ message: 'Authentification requise.' }, { status: 401 })
const notFound = () => HttpResponse.json({ message: 'Introuvable.' }, { status: 404 })
const invalid = (message: string) => HttpResponse.json({ message }, { status: 400 })
const now = () => new Date().toISOString()

/** Every admin route answers 401 without a session. */
const guarded =
  (resolver: HttpResponseResolver<Record<string, string>>): HttpResponseResolver<Record<string, string>> =>
  (info) =>
    mockAdminSession.signedIn ? resolver(info) : unauthorized()

/** Query parameters, empty ones ignored (the contract: never a 400 for `?q=`), parsed by `schema`. */
function readQuery<T extends z.ZodType>(request: Request, schema: T) {
  const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ''))
  return schema.safeParse(params)
}

const matches = (q: string | undefined, texts: string[], phone: string) => {
  if (!q) return true
  const needle = q.toLowerCase()
  const digits = q.replace(/\D/g, '')
  return (
    texts.some((t) => t.toLowerCase().includes(needle)) ||
    (digits.length > 0 && phone.replace(/\D/g, '').includes(digits))
  )
}
const newestFirst = <T extends { createdAt: string }>(rows: T[]) =>
  [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
const page = <T>(rows: T[], p: { page: number; pageSize: number }) => ({
  items: rows.slice((p.page - 1) * p.pageSize, p.page * p.pageSize),
  total: rows.length,
})

const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`)
function duplicateOf(member: MockMember): number[] {
  if (member.mergedInto !== null) return []
  const phone = normalizePhone(member.phone)
  return state.members
    .filter(
      (other) =>
        other.id < member.id && other.mergedInto === null && !state.dismissedPairs.has(pairKey(other.id, member.id)),
    )
    .filter(
      (other) => other.email.toLowerCase() === member.email.toLowerCase() || normalizePhone(other.phone) === phone,
    )
    .map((other) => other.id)
}
function toAdmin(member: MockMember): AdminMember {
  const { mergedInto: _mergedInto, ...record } = member
  return { ...record, duplicateOf: duplicateOf(member) }
}

function filteredMembers(query: z.infer<typeof adminMembersQuerySchema>) {
  return newestFirst(state.members)
    .map(toAdmin)
    .filter((m) => matches(query.q, [m.firstName, m.lastName, `${m.firstName} ${m.lastName}`, m.email], m.phone))
    .filter((m) => !query.status || m.status === query.status)
    .filter((m) => query.duplicates !== '1' || m.duplicateOf.length > 0)
}
const filteredMessages = (query: z.infer<typeof adminMessagesQuerySchema>) =>
  newestFirst(state.messages)
    .filter((m) => matches(query.q, [m.name, m.email, m.subject], m.phone ?? ''))
    .filter((m) => !query.status || m.status === query.status)
const filteredRequests = (query: z.infer<typeof adminRequestsQuerySchema>) =>
  newestFirst(state.requests)
    .filter((r) => matches(query.q, [r.name, r.email], r.phone))
    .filter((r) => !query.status || r.status === query.status)
    .filter((r) => !query.type || r.type === query.type)
    .filter((r) => !query.program || r.program === query.program)
const filteredSubscribers = (query: z.infer<typeof adminNewsletterQuerySchema>) =>
  newestFirst(state.subscribers).filter((s) => matches(query.q, [s.email], ''))

/** GET list + CSV twin of one resource, with the shared query schema of that list. */
function listRoutes<Q extends z.ZodType<{ page: number; pageSize: number }>, T>(
  path: string,
  schema: Q,
  filter: (query: z.infer<Q>) => T[],
  csv: Parameters<typeof csvResponse<T>>[1],
  csvName: string,
) {
  return [
    http.get(
      `${API}/${path}`,
      guarded(({ request }) => {
        const query = readQuery(request, schema)
        return query.success
          ? HttpResponse.json(page(filter(query.data), query.data))
          : invalid('Paramètres invalides.')
      }),
    ),
    http.get(
      `${API}/${path}.csv`,
      guarded(({ request }) => {
        const query = readQuery(request, schema)
        return query.success ? csvResponse(csvName, csv, filter(query.data)) : invalid('Paramètres invalides.')
      }),
    ),
  ]
}

/** PATCH /:collection/:id { status } for messages and requests. */
function messageStatusRoute(
  path: string,
  rows: () => { id: number; status: MessageStatus; statusChangedAt: string | null; statusChangedBy: string | null }[],
) {
  return http.patch(
    `${API}/${path}/:id`,
    guarded(async ({ request, params }) => {
      const { data, error } = await parseBody(request, messageStatusChangeSchema)
      if (error) return error
      const row = rows().find((r) => r.id === Number(params.id))
      if (!row) return notFound()
      if (!canMoveMessage(row.status, data.status)) {
        return invalid(
          `Changement de statut impossible : ${MESSAGE_STATUS_LABELS[row.status]} → ${MESSAGE_STATUS_LABELS[data.status]}.`,
        )
      }
      Object.assign(row, {
        status: data.status,
        statusChangedAt: now(),
        statusChangedBy: mockAdminSession.name ?? 'Administrateur',
      })
      return HttpResponse.json(row)
    }),
  )
}

export const adminDashboardHandlers = [
  http.put(
    `${API}/session/identity`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, adminIdentitySchema)
      if (error) return error
      mockAdminSession.name = data.name
      return HttpResponse.json({ authenticated: true, name: data.name })
    }),
  ),
  http.get(
    `${API}/overview`,
    guarded(() => HttpResponse.json(buildOverview(state, state.members.map(toAdmin)))),
  ),
  http.get(
    `${API}/events`,
    guarded(() => HttpResponse.json(state.events)),
  ),

  ...listRoutes(
    'members',
    adminMembersQuerySchema,
    filteredMembers,
    [
      ['Prénom', (m) => m.firstName],
      ['Nom de famille', (m) => m.lastName],
      ['E-mail', (m) => m.email],
      ['Téléphone', (m) => m.phone],
      ['Ville', (m) => m.city],
      ['Statut', (m) => MEMBER_STATUS_LABELS[m.status]],
      ['Inscrit le', (m) => m.createdAt],
    ],
    'membres',
  ),
  http.patch(
    `${API}/members/:id`,
    guarded(async ({ request, params }) => {
      const { data, error } = await parseBody(request, memberStatusChangeSchema)
      if (error) return error
      const member = state.members.find((m) => m.id === Number(params.id))
      if (!member) return notFound()
      if (!canMoveMember(member.status, data.status)) {
        return invalid(
          `Changement de statut impossible : ${MEMBER_STATUS_LABELS[member.status]} → ${MEMBER_STATUS_LABELS[data.status]}.`,
        )
      }
      Object.assign(member, {
        status: data.status,
        statusChangedAt: now(),
        statusChangedBy: mockAdminSession.name ?? 'Administrateur',
      })
      return HttpResponse.json(toAdmin(member))
    }),
  ),
  http.post(
    `${API}/members/:id/merge`,
    guarded(async ({ request, params }) => {
      const { data, error } = await parseBody(request, mergeMemberSchema)
      if (error) return error
      const duplicate = state.members.find((m) => m.id === Number(params.id))
      const target = state.members.find((m) => m.id === data.intoId)
      if (!duplicate || !target) return notFound()
      if (duplicate.id === target.id || !duplicateOf(duplicate).includes(target.id))
        return invalid('Ces inscriptions ne sont pas des doublons.')
      for (const [key, value] of Object.entries(duplicate) as [keyof MockMember, unknown][]) {
        if (typeof value === 'string' && value !== '' && target[key] === '') Object.assign(target, { [key]: value })
      }
      Object.assign(duplicate, {
        status: 'archive',
        mergedInto: target.id,
        statusChangedAt: now(),
        statusChangedBy: mockAdminSession.name ?? 'Administrateur',
      })
      return HttpResponse.json(toAdmin(target))
    }),
  ),
  http.post(
    `${API}/members/:id/dismiss-duplicate`,
    guarded(({ params }) => {
      const member = state.members.find((m) => m.id === Number(params.id))
      if (!member) return notFound()
      for (const other of duplicateOf(member)) state.dismissedPairs.add(pairKey(other, member.id))
      return HttpResponse.json(toAdmin(member))
    }),
  ),

  ...listRoutes(
    'messages',
    adminMessagesQuerySchema,
    filteredMessages,
    [
      ['Nom', (m) => m.name],
      ['E-mail', (m) => m.email],
      ['Téléphone', (m) => m.phone],
      ['Sujet', (m) => m.subject],
      ['Message', (m) => m.message],
      ['Statut', (m) => MESSAGE_STATUS_LABELS[m.status]],
      ['Reçu le', (m) => m.createdAt],
    ],
    'messages',
  ),
  messageStatusRoute('messages', () => state.messages),
  ...listRoutes(
    'requests',
    adminRequestsQuerySchema,
    filteredRequests,
    [
      ['Type', (r) => (r.type === FEPROBA_REQUEST_TYPE ? 'FEPROBA' : 'ISL')],
      ['Nom', (r) => r.name],
      ['E-mail', (r) => r.email],
      ['Téléphone', (r) => r.phone],
      ['Programme', (r) => r.program],
      ['Message', (r) => r.message],
      ['Statut', (r) => MESSAGE_STATUS_LABELS[r.status]],
      ['Reçue le', (r) => r.createdAt],
    ],
    'demandes',
  ),
  messageStatusRoute('requests', () => state.requests),
  ...listRoutes(
    'newsletter',
    adminNewsletterQuerySchema,
    filteredSubscribers,
    [
      ['E-mail', (s) => s.email],
      ['Inscrit le', (s) => s.createdAt],
    ],
    'newsletter',
  ),
  http.delete(
    `${API}/newsletter/:id`,
    guarded(({ params }) => {
      const before = state.subscribers.length
      state.subscribers = state.subscribers.filter((s) => s.id !== Number(params.id))
      return state.subscribers.length < before ? new HttpResponse(null, { status: 204 }) : notFound()
    }),
  ),

  http.get(
    `${API}/outbox`,
    guarded(({ request }) => {
      const query = readQuery(request, paginationSchema)
      return query.success
        ? HttpResponse.json(page(newestFirst(state.outbox), query.data))
        : invalid('Paramètres invalides.')
    }),
  ),
  http.post(
    `${API}/outbox/:id/retry`,
    guarded(({ params }) => {
      const item = state.outbox.find((o) => o.id === Number(params.id))
      if (!item) return notFound()
      item.nextAttemptAt = now()
      return HttpResponse.json(item)
    }),
  ),
]
