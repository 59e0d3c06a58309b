// The dashboard's events and weekly services (issue 6), answered in memory with the shared
// schemas, the server's error bodies and a 401 without a session. Listed before the other
// dashboard handlers, so GET /api/admin/events answers from the list these routes change.
import { http, HttpResponse, type HttpResponseResolver } from 'msw'
import { fallbackServices } from '#common/content/seed-data.ts'
import { eventInputSchema, type ChurchEvent } from '#common/schemas/event.ts'
import { serviceInputSchema, serviceMoveSchema, type Service } from '#common/schemas/service.ts'
import { mockAdminSession } from './admin.ts'
import { createDashboardState } from './admin-dashboard-data.ts'
import { parseBody } from './validate.ts'

const createState = () => ({
  events: createDashboardState().events,
  services: fallbackServices.map((service) => ({ ...service })),
  nextId: 1000,
})
let state = createState()
export function resetAdminContentMockState() {
  state = createState()
}

const API = '*/api/admin'
const unauthorized = () => HttpResponse.json({ message: 'Authentification requise.' }, { status: 401 })
const notFound = () => HttpResponse.json({ message: 'Ressource introuvable.' }, { status: 404 })
const noContent = () => new HttpResponse(null, { status: 204 })

const guarded =
  (resolver: HttpResponseResolver<Record<string, string>>): HttpResponseResolver<Record<string, string>> =>
  (info) =>
    mockAdminSession.signedIn ? resolver(info) : unauthorized()

const byDate = (a: ChurchEvent, b: ChurchEvent) =>
  a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id - b.id

function removeById<T extends { id: number }>(rows: T[], id: number): T[] | undefined {
  const kept = rows.filter((row) => row.id !== id)
  return kept.length < rows.length ? kept : undefined
}

export const adminContentHandlers = [
  http.get(
    `${API}/events`,
    guarded(() => HttpResponse.json([...state.events].sort(byDate))),
  ),
  http.post(
    `${API}/events`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, eventInputSchema)
      if (error) return error
      const event = { id: state.nextId++, ...data }
      state.events.push(event)
      return HttpResponse.json(event, { status: 201 })
    }),
  ),
  http.put(
    `${API}/events/:id`,
    guarded(async ({ request, params }) => {
      const { data, error } = await parseBody(request, eventInputSchema)
      if (error) return error
      const event = state.events.find((e) => e.id === Number(params.id))
      if (!event) return notFound()
      Object.assign(event, data)
      return HttpResponse.json(event)
    }),
  ),
  http.delete(
    `${API}/events/:id`,
    guarded(({ params }) => {
      const kept = removeById(state.events, Number(params.id))
      if (!kept) return notFound()
      state.events = kept
      return noContent()
    }),
  ),

  http.get(
    `${API}/services`,
    guarded(() => HttpResponse.json(state.services)),
  ),
  http.post(
    `${API}/services`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, serviceInputSchema)
      if (error) return error
      const service: Service = { id: state.nextId++, ...data }
      state.services.push(service)
      return HttpResponse.json(service, { status: 201 })
    }),
  ),
  http.put(
    `${API}/services/:id`,
    guarded(async ({ request, params }) => {
      const { data, error } = await parseBody(request, serviceInputSchema)
      if (error) return error
      const service = state.services.find((s) => s.id === Number(params.id))
      if (!service) return notFound()
      Object.assign(service, data)
      return HttpResponse.json(service)
    }),
  ),
  http.delete(
    `${API}/services/:id`,
    guarded(({ params }) => {
      const kept = removeById(state.services, Number(params.id))
      if (!kept) return notFound()
      state.services = kept
      return noContent()
    }),
  ),
  http.post(
    `${API}/services/:id/move`,
    guarded(async ({ request, params }) => {
      const { data, error } = await parseBody(request, serviceMoveSchema)
      if (error) return error
      const from = state.services.findIndex((s) => s.id === Number(params.id))
      if (from < 0) return notFound()
      const to = from + (data.direction === 'up' ? -1 : 1)
      if (to < 0 || to >= state.services.length) {
        const message = data.direction === 'up' ? 'Ce culte est déjà le premier.' : 'Ce culte est déjà le dernier.'
        return HttpResponse.json({ message, fieldErrors: { direction: [message] } }, { status: 400 })
      }
      const services = [...state.services]
      const [moved] = services.splice(from, 1)
      if (moved) services.splice(to, 0, moved)
      state.services = services
      return HttpResponse.json(services)
    }),
  ),
]
