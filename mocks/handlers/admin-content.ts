// The dashboard's events and weekly services, changed in the mock's store: the site's public
// lists (handlers/public.ts) read the same store, so a change shows there at once.
import { http, HttpResponse } from 'msw'
import type { z } from 'zod'
import { API_MESSAGES } from '#common/api-messages.ts'
import { formatLongDate } from '#common/format-date.ts'
import { eventInputSchema, type ChurchEvent, type SavedEventInput } from '#common/schemas/event.ts'
import { serviceInputSchema, serviceMoveSchema, type Service, type ServiceInput } from '#common/schemas/service.ts'
import { audit, changedFields, renamedFrom } from '../audit.ts'
import { ADMIN_API, fieldRefused, guarded, noContent, notFound, parseBody, parseId } from '../respond.ts'
import { nextId, state } from '../state.ts'
import { mockEventRecord, mockEventSaved } from './event-signups.ts'

/**
 * The store keeps an event's sign-up settings as the dashboard sent them ({ capacity, closesAt });
 * mockEventRecord adds where they stand, as the server answers.
 */
type StoredEvent = ChurchEvent

/** By date, then time, then id: the order of the server's lists. */
export const byDate = (a: ChurchEvent, b: ChurchEvent) =>
  a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id - b.id

const EVENT_LABELS: Record<keyof SavedEventInput, string> = {
  title: 'titre',
  date: 'date',
  time: 'heure',
  description: 'description',
  location: 'lieu',
  category: 'catégorie',
  endDate: 'date de fin',
  recurrence: 'répétition',
  signup: 'inscriptions',
}
/** An event's fields as the server's audit line compares them: the rule and the sign-ups by content. */
const comparable = (event: Omit<ChurchEvent, 'id'>) => ({
  ...event,
  endDate: event.endDate ?? null,
  recurrence: JSON.stringify(event.recurrence ?? null),
  signup: JSON.stringify(event.signup ? { capacity: event.signup.capacity, closesAt: event.signup.closesAt } : null),
})
const SERVICE_LABELS: Record<keyof ServiceInput, string> = {
  name: 'nom',
  day: 'jour',
  time: 'horaire',
  description: 'description',
  color: 'couleur',
  icon: 'icône',
}

/** How the audit log speaks of a row: its table, and the summaries of its edit and deletion. */
interface Logged<Row> {
  entity: 'event' | 'service'
  updated: (before: Row, after: Omit<Row, 'id'>) => string
  deleted: (row: Row) => string
  /** The row as the server answers it after an edit (default: as stored). */
  answer?: (row: Row) => Row
}

const eventLog: Logged<ChurchEvent> = {
  entity: 'event',
  updated: (before, after) =>
    `Événement « ${after.title} »${renamedFrom(before.title, after.title)} modifié : ${changedFields(comparable(before), comparable(after), EVENT_LABELS)}`,
  deleted: (event) => `Événement « ${event.title} » du ${formatLongDate(event.date)} supprimé`,
  answer: (event) => {
    mockEventSaved(event)
    return mockEventRecord(event)
  },
}
const serviceLog: Logged<Service> = {
  entity: 'service',
  updated: (before, after) =>
    `Culte « ${after.name} »${renamedFrom(before.name, after.name)} modifié : ${changedFields(before, after, SERVICE_LABELS)}`,
  deleted: (service) => `Culte « ${service.name} » supprimé`,
}

/** PUT and DELETE of one row of `rows()`, by the `:id` of the path, each with its audit line. */
function editRoutes<Row extends { id: number }>(
  path: string,
  schema: z.ZodType<Omit<Row, 'id'>>,
  rows: () => Row[],
  setRows: (rows: Row[]) => void,
  logged: Logged<Row>,
) {
  return [
    http.put(
      `${ADMIN_API}/${path}/:id`,
      guarded(async ({ request, params }) => {
        const id = parseId(params)
        if (id.error) return id.error
        const { data, error } = await parseBody(request, schema)
        if (error) return error
        const row = rows().find((candidate) => candidate.id === id.data)
        if (!row) return notFound()
        audit(`${logged.entity}.update`, logged.entity, row.id, logged.updated(row, data))
        Object.assign(row, data)
        return HttpResponse.json(logged.answer ? logged.answer(row) : row)
      }),
    ),
    http.delete(
      `${ADMIN_API}/${path}/:id`,
      guarded(({ params }) => {
        const id = parseId(params)
        if (id.error) return id.error
        const row = rows().find((candidate) => candidate.id === id.data)
        if (!row) return notFound()
        audit(`${logged.entity}.delete`, logged.entity, row.id, logged.deleted(row))
        setRows(rows().filter((candidate) => candidate !== row))
        return noContent()
      }),
    ),
  ]
}

export const adminContentHandlers = [
  // Every event, past ones included.
  http.get(
    `${ADMIN_API}/events`,
    guarded(() => HttpResponse.json([...state.events].sort(byDate).map((event) => mockEventRecord(event)))),
  ),
  http.post(
    `${ADMIN_API}/events`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, eventInputSchema)
      if (error) return error
      const event = { id: nextId(state.events), ...data } as StoredEvent
      state.events.push(event)
      audit('event.create', 'event', event.id, `Événement « ${data.title} » ajouté (${formatLongDate(data.date)})`)
      return HttpResponse.json(mockEventRecord(event), { status: 201 })
    }),
  ),
  ...editRoutes(
    'events',
    eventInputSchema as unknown as z.ZodType<Omit<StoredEvent, 'id'>>,
    () => state.events,
    (rows) => {
      state.events = rows
    },
    eventLog,
  ),

  http.get(
    `${ADMIN_API}/services`,
    guarded(() => HttpResponse.json(state.services)),
  ),
  http.post(
    `${ADMIN_API}/services`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, serviceInputSchema)
      if (error) return error
      const service = { id: nextId(state.services), ...data }
      state.services.push(service)
      audit('service.create', 'service', service.id, `Culte « ${data.name} » ajouté (${data.day}, ${data.time})`)
      return HttpResponse.json(service, { status: 201 })
    }),
  ),
  ...editRoutes(
    'services',
    serviceInputSchema,
    () => state.services,
    (rows) => {
      state.services = rows
    },
    serviceLog,
  ),
  // One place up or down; the answer is the whole list in its new order.
  http.post(
    `${ADMIN_API}/services/:id/move`,
    guarded(async ({ request, params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const { data, error } = await parseBody(request, serviceMoveSchema)
      if (error) return error
      const from = state.services.findIndex((service) => service.id === id.data)
      if (from < 0) return notFound()
      const to = from + (data.direction === 'up' ? -1 : 1)
      if (to < 0 || to >= state.services.length) {
        const edge = data.direction === 'up' ? API_MESSAGES.serviceAlreadyFirst : API_MESSAGES.serviceAlreadyLast
        return fieldRefused(400, 'direction', edge)
      }
      const services = [...state.services]
      const [moved] = services.splice(from, 1)
      if (moved) {
        services.splice(to, 0, moved)
        const way = data.direction === 'up' ? 'monté' : 'descendu'
        audit('service.move', 'service', moved.id, `Culte « ${moved.name} » ${way} d’une place`)
      }
      state.services = services
      return HttpResponse.json(services)
    }),
  ),
]
