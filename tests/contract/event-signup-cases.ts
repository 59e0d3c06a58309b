// Joining in: the calendar's days, signing up for an event (a seat, the waiting list, closed), and
// the staff's list of sign-ups.
import { addDays } from '#common/event-recurrence.ts'
import { A, get, send, type ContractCase } from './case.ts'
import { eventInput, ok, signIn, today } from './fixtures.ts'
import type { Side } from './sides.ts'

/** An event taking sign-ups (2 seats, closing on `closesAt`), and `signedUp` people already on its list. */
async function eventWithSignups(side: Side, signedUp = 0, closesAt: string | null = null) {
  const { id } = await ok(side, {
    method: 'POST',
    path: `${A}/events`,
    json: { ...eventInput(), date: addDays(today(), 7), signup: { capacity: 2, closesAt } },
  })
  for (let n = 0; n < signedUp; n += 1)
    await ok(side, { method: 'POST', path: `/api/events/${id}/registrations`, json: person(n) })
  return { id }
}
const person = (n: number) => ({ name: `Personne ${n}`, phone: `809 555 01${String(n).padStart(2, '0')}`, seats: 1 })
const signingUp =
  (signedUp: number, closesAt: string | null = null) =>
  async (side: Side) => {
    await signIn(side)
    return eventWithSignups(side, signedUp, closesAt)
  }
/** The first sign-up of an event with three (two seats held, one waiting). */
const firstOfThree = async (side: Side) => {
  const { id } = await eventWithSignups(side, 3)
  const list = await ok<{ items: { id: number }[] }>(side, { method: 'GET', path: `${A}/events/${id}/registrations` })
  return { id, registrationId: list.items[0]!.id }
}

export const eventSignupCases: ContractCase[] = [
  { name: 'gives the calendar’s days', status: 200, call: get('/api/calendar') },
  {
    name: 'signs someone up for an event with seats left',
    status: 201,
    setup: signingUp(1),
    call: send('POST', (v) => `/api/events/${v.id}/registrations`, person(9)),
  },
  {
    name: 'puts a sign-up past the capacity on the waiting list',
    status: 201,
    setup: signingUp(2),
    call: send('POST', (v) => `/api/events/${v.id}/registrations`, person(9)),
  },
  {
    name: 'refuses a sign-up once closed',
    status: 409,
    setup: signingUp(0, addDays(today(), -1)),
    call: send('POST', (v) => `/api/events/${v.id}/registrations`, person(9)),
  },
  {
    name: 'refuses a sign-up without a phone or an e-mail',
    status: 400,
    setup: signingUp(0),
    call: send('POST', (v) => `/api/events/${v.id}/registrations`, { name: 'Sans contact', seats: 1 }),
  },
]

export const adminEventSignupCases: ContractCase[] = [
  {
    name: 'lists an event’s sign-ups',
    status: 200,
    setup: (side) => eventWithSignups(side, 3),
    call: send('GET', (v) => `${A}/events/${v.id}/registrations`),
  },
  {
    name: 'exports an event’s sign-ups',
    status: 200,
    setup: (side) => eventWithSignups(side, 3),
    call: send('GET', (v) => `${A}/events/${v.id}/registrations.csv`),
  },
  {
    name: 'signs someone up by hand',
    status: 201,
    setup: (side) => eventWithSignups(side, 2),
    call: send('POST', (v) => `${A}/events/${v.id}/registrations`, { name: 'À la porte', seats: 2 }),
  },
  {
    name: 'ticks an arrival at the door',
    status: 200,
    setup: firstOfThree,
    call: send('PATCH', (v) => `${A}/events/${v.id}/registrations/${v.registrationId}`, { arrived: true }),
  },
  {
    name: 'cancels a sign-up, and the waiting list moves up',
    status: 200,
    setup: firstOfThree,
    call: send('PATCH', (v) => `${A}/events/${v.id}/registrations/${v.registrationId}`, { status: 'cancelled' }),
  },
]
