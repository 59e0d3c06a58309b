// Joining in, in the mock's store: the events as the server answers them (their days, next date and
// where their sign-ups stand), the calendar's days, the sign-ups sent from the site and the
// staff's list, with the server's capacity and waiting-list rules (common/event-signup.ts).
import { http, HttpResponse } from 'msw'
import { churchDate } from '#common/church-time.ts'
import { nextOccurrence, occurrencesBetween } from '#common/event-recurrence.ts'
import { eventRegistrationsCsv } from '#common/event-registrations-export.ts'
import { placeFor, promotions, signupOpen } from '#common/event-signup.ts'
import type { CalendarOccurrence } from '#common/schemas/calendar.ts'
import { HONEYPOT_FIELD } from '#common/schemas/common.ts'
import type { ChurchEvent, EventSignup } from '#common/schemas/event.ts'
import { calendarWindow } from '#common/schemas/event-options.ts'
import {
  type AdminRegistration,
  eventRegistrationInputSchema,
  type RegistrationSource,
  registrationChangeSchema,
  SIGNUP_MESSAGES,
  staffRegistrationInputSchema,
} from '#common/schemas/event-registration.ts'
import { audit } from '../audit.ts'
import type { LinkedTable } from '../people-state.ts'
import { linkSubmission, namedSender } from './admin-people.ts'
import { clockNow } from '../clock.ts'
import { ADMIN_API, apiError, csvResponse, guarded, notFound, parseBody, parseId } from '../respond.ts'
import { nextId, now, state } from '../state.ts'

let registrations: AdminRegistration[] = []
const SIGNUPS_TABLE = 'event_registrations' as string as LinkedTable

/** Back to no sign-up at all (between tests). */
export function resetEventSignupMocks() {
  registrations = []
}

const signupOf = (event: ChurchEvent): EventSignup | null =>
  event.signup ? { capacity: event.signup.capacity, closesAt: event.signup.closesAt } : null

function counts(eventId: number) {
  const of = registrations.filter((r) => r.eventId === eventId)
  const seats = (list: AdminRegistration[]) => list.reduce((sum, r) => sum + r.seats, 0)
  const confirmed = of.filter((r) => r.status === 'confirmed')
  const waiting = of.filter((r) => r.status === 'waitlist')
  return {
    seatsTaken: seats(confirmed),
    waiting: waiting.length,
    seatsWaiting: seats(waiting),
    seatsArrived: seats(confirmed.filter((r) => r.arrivedAt !== null)),
  }
}

/** An event of the store as the server answers it (event-records.ts). */
export function mockEventRecord(event: ChurchEvent, today = churchDate(clockNow())): ChurchEvent {
  const signup = signupOf(event)
  const { seatsTaken, waiting } = counts(event.id)
  return {
    ...event,
    endDate: event.endDate ?? null,
    recurrence: event.recurrence ?? null,
    signup: signup ? { ...signup, seatsTaken, waiting, open: signupOpen(signup, event.date, today) } : null,
    nextDate: nextOccurrence(event, today)?.date ?? null,
  }
}

/** GET /api/events: the events not over today, by next date. */
export function mockCurrentEvents(): ChurchEvent[] {
  const today = churchDate(clockNow())
  return state.events
    .map((event) => mockEventRecord(event, today))
    .filter((event) => event.nextDate !== null)
    .sort(
      (a, b) =>
        (a.nextDate ?? a.date).localeCompare(b.nextDate ?? b.date) || a.time.localeCompare(b.time) || a.id - b.id,
    )
}

function calendar() {
  const today = churchDate(clockNow())
  const { from, to } = calendarWindow(today)
  const occurrences: CalendarOccurrence[] = state.events
    .flatMap((event) =>
      occurrencesBetween(event, from, to).map((occurrence) => ({
        eventId: event.id,
        ...occurrence,
        title: event.title,
        time: event.time,
        location: event.location,
        category: event.category,
      })),
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.eventId - b.eventId)
  return { today, from, to, occurrences }
}

function register(
  event: ChurchEvent,
  person: { name: string; phone?: string | undefined; email?: string | undefined; seats: number },
  source: RegistrationSource,
) {
  const { seatsTaken, waiting } = counts(event.id)
  const status = placeFor(signupOf(event)?.capacity ?? null, seatsTaken, waiting, person.seats)
  const registration: AdminRegistration = {
    id: nextId(registrations),
    eventId: event.id,
    name: person.name,
    phone: person.phone ?? '',
    email: person.email ?? '',
    seats: person.seats,
    status,
    source,
    createdAt: now(),
    statusChangedAt: null,
    arrivedAt: null,
    personId: null,
  }
  registrations.push(registration)
  // As the server does: someone who can be reached belongs to a person (found, or a new one). The
  // sign-ups are not among the people's submission tables (their timeline): the link is kept aside.
  if (registration.email || registration.phone)
    registration.personId = linkSubmission(
      SIGNUPS_TABLE,
      registration.id,
      namedSender(registration),
      registration.createdAt,
    )
  return registration
}

function moveUp(event: ChurchEvent) {
  const signup = signupOf(event)
  if (!signup) return
  const waitlist = registrations.filter((r) => r.eventId === event.id && r.status === 'waitlist')
  for (const id of promotions(signup.capacity, counts(event.id).seatsTaken, waitlist)) {
    const registration = registrations.find((r) => r.id === id)
    if (registration) Object.assign(registration, { status: 'confirmed', statusChangedAt: now() })
  }
}

/** After an event is saved in the dashboard: more seats may move the waiting list up. */
export const mockEventSaved = (event: ChurchEvent) => moveUp(event)

const findEvent = (id: number) => state.events.find((event) => event.id === id)

async function honeypotFilled(request: Request): Promise<boolean> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined)
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD]
  return typeof value === 'string' && value.trim() !== ''
}

const list = (eventId: number) => {
  const { seatsTaken, seatsWaiting, seatsArrived } = counts(eventId)
  return {
    items: registrations.filter((r) => r.eventId === eventId),
    counts: { seatsTaken, seatsWaiting, seatsArrived },
  }
}

export const eventSignupHandlers = [
  http.get('*/api/calendar', () => HttpResponse.json(calendar())),

  http.post('*/api/events/:id/registrations', async ({ request, params }) => {
    if (await honeypotFilled(request)) return HttpResponse.json({ status: 'confirmed' }, { status: 201 })
    const id = parseId(params)
    if (id.error) return id.error
    const { data, error } = await parseBody(request, eventRegistrationInputSchema)
    if (error) return error
    const event = findEvent(id.data)
    if (!event) return apiError(404, 'Événement introuvable.')
    const signup = signupOf(event)
    if (!signup) return apiError(409, SIGNUP_MESSAGES.none)
    if (!signupOpen(signup, event.date, churchDate(clockNow()))) return apiError(409, SIGNUP_MESSAGES.closed)
    const { website: _honeypot, ...person } = data
    const { status } = register(event, person, 'site')
    return HttpResponse.json({ status }, { status: 201 })
  }),

  http.get(
    `${ADMIN_API}/events/:id/registrations`,
    guarded(({ params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      return findEvent(id.data) ? HttpResponse.json(list(id.data)) : notFound()
    }),
  ),
  http.get(
    `${ADMIN_API}/events/:id/registrations.csv`,
    guarded(({ request, params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      if (!findEvent(id.data)) return notFound()
      return csvResponse(request, eventRegistrationsCsv(id.data), list(id.data).items)
    }),
  ),
  http.post(
    `${ADMIN_API}/events/:id/registrations`,
    guarded(async ({ request, params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const { data, error } = await parseBody(request, staffRegistrationInputSchema)
      if (error) return error
      const event = findEvent(id.data)
      if (!event) return notFound()
      const added = register(event, data, 'staff')
      audit(
        'event.registration',
        'event',
        event.id,
        `Inscription de ${data.name} (${data.seats} place${data.seats > 1 ? 's' : ''}) à « ${event.title} » : ${added.status === 'confirmed' ? 'confirmée' : 'liste d’attente'}`,
      )
      return HttpResponse.json(added, { status: 201 })
    }),
  ),
  http.patch(
    `${ADMIN_API}/events/:id/registrations/:registrationId`,
    guarded(async ({ request, params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const registrationId = parseId({ id: params.registrationId })
      if (registrationId.error) return registrationId.error
      const { data, error } = await parseBody(request, registrationChangeSchema)
      if (error) return error
      const event = findEvent(id.data)
      const registration = registrations.find((r) => r.id === registrationId.data)
      if (!event || !registration || registration.eventId !== event.id) return notFound()
      const at = now()
      if (data.status === 'cancelled' && registration.status !== 'cancelled') {
        Object.assign(registration, { status: 'cancelled', statusChangedAt: at })
        moveUp(event)
      } else if (data.status === 'confirmed' && registration.status !== 'confirmed') {
        Object.assign(registration, { status: 'confirmed', statusChangedAt: at })
      }
      if (data.arrived !== undefined) registration.arrivedAt = data.arrived ? at : null
      if (data.status !== undefined)
        audit(
          'event.registration',
          'event',
          event.id,
          `Inscription de ${registration.name} à « ${event.title} » ${data.status === 'cancelled' ? 'annulée' : 'confirmée à la main'}`,
        )
      return HttpResponse.json(registration)
    }),
  ),
]
