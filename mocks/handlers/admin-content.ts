// The dashboard's events and weekly services, changed in the mock's store: the site's public
// lists (handlers/public.ts) read the same store, so a change shows there at once.
import { http, HttpResponse } from 'msw'
import type { z } from 'zod'
import { API_MESSAGES } from '#common/api-messages.ts'
import { eventInputSchema, type ChurchEvent } from '#common/schemas/event.ts'
import { serviceInputSchema, serviceMoveSchema } from '#common/schemas/service.ts'
import { ADMIN_API, fieldRefused, guarded, noContent, notFound, parseBody, parseId } from '../respond.ts'
import { nextId, state } from '../state.ts'

/** By date, then time, then id: the order of the server's lists. */
export const byDate = (a: ChurchEvent, b: ChurchEvent) =>
  a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id - b.id

/** PUT and DELETE of one row of `rows()`, by the `:id` of the path. */
function editRoutes<Row extends { id: number }>(
  path: string,
  schema: z.ZodType<Omit<Row, 'id'>>,
  rows: () => Row[],
  setRows: (rows: Row[]) => void,
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
        Object.assign(row, data)
        return HttpResponse.json(row)
      }),
    ),
    http.delete(
      `${ADMIN_API}/${path}/:id`,
      guarded(({ params }) => {
        const id = parseId(params)
        if (id.error) return id.error
        const kept = rows().filter((row) => row.id !== id.data)
        if (kept.length === rows().length) return notFound()
        setRows(kept)
        return noContent()
      }),
    ),
  ]
}

export const adminContentHandlers = [
  // Every event, past ones included.
  http.get(
    `${ADMIN_API}/events`,
    guarded(() => HttpResponse.json([...state.events].sort(byDate))),
  ),
  http.post(
    `${ADMIN_API}/events`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, eventInputSchema)
      if (error) return error
      const event = { id: nextId(state.events), ...data }
      state.events.push(event)
      return HttpResponse.json(event, { status: 201 })
    }),
  ),
  ...editRoutes(
    'events',
    eventInputSchema,
    () => state.events,
    (rows) => {
      state.events = rows
    },
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
      if (moved) services.splice(to, 0, moved)
      state.services = services
      return HttpResponse.json(services)
    }),
  ),
]
