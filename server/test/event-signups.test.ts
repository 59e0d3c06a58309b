// Signing up for an event: seats up to the capacity, the waiting list beyond, the head of the list
// promoted when someone cancels (by the mail's link or by the staff), 409 once sign-ups are closed,
// the mails and their cancel links (only the token's hash at rest).
import { describe, expect, it } from 'vitest'
import type { EventInput } from '#common/schemas/event.ts'
import type { App } from '../src/app.ts'
import { hashToken } from '../src/routes/newsletter/tokens.ts'
import { signIn } from './admin-helper.ts'
import { countRows, useTestApp } from './helper.ts'

// 11:00 on 15 November 2026 in Santiago.
const clock = { now: new Date('2026-11-15T15:00:00.000Z') }

const event = (overrides: Partial<EventInput> = {}): EventInput => ({
  title: 'Repas fraternel',
  date: '2026-12-05',
  time: '12:00 - 15:00',
  description: 'Un repas partagé après le culte.',
  location: 'Salle paroissiale',
  category: 'Communautaire',
  signup: { capacity: 5, closesAt: null },
  ...overrides,
})

async function addEvent(app: App, overrides: Partial<EventInput> = {}): Promise<number> {
  const admin = await signIn(app)
  const response = await admin.send('POST', '/api/admin/events', event(overrides))
  expect(response.statusCode, response.body).toBe(201)
  return response.json().id
}

const signUp = (app: App, id: number, payload: object, key?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/events/${id}/registrations`,
    payload,
    headers: key ? { 'idempotency-key': key } : {},
  })

/** The mails queued, oldest first. */
const outbox = (app: App) =>
  app.db.prepare('SELECT to_address AS "to", subject, body, link FROM outbox ORDER BY id').all() as {
    to: string
    subject: string
    body: string
    link: string | null
  }[]

describe('POST /api/events/:id/registrations', () => {
  const t = useTestApp({ now: () => clock.now, config: { formDedupMinutes: 0 } })

  it('gives seats up to the capacity, then the waiting list; the staff see both in order', async () => {
    const id = await addEvent(t.app)
    const first = await signUp(t.app, id, { name: 'Ana Pérez', phone: '809 555 0101', seats: 3 })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({ status: 'confirmed' })
    const second = await signUp(t.app, id, { name: 'Jean Louis', email: 'jean@example.org', seats: 2 })
    expect(second.json()).toEqual({ status: 'confirmed' })
    // Full: one more seat goes to the waiting list, and so does anyone after.
    const third = await signUp(t.app, id, { name: 'Marie Dubois', email: 'marie@example.org', seats: 1 })
    expect(third.statusCode).toBe(201)
    expect(third.json()).toEqual({ status: 'waitlist' })

    const admin = await signIn(t.app)
    const list = (await admin.get(`/api/admin/events/${id}/registrations`)).json()
    expect(list.items.map((r: { name: string; status: string }) => [r.name, r.status])).toEqual([
      ['Ana Pérez', 'confirmed'],
      ['Jean Louis', 'confirmed'],
      ['Marie Dubois', 'waitlist'],
    ])
    expect(list.counts).toEqual({ seatsTaken: 5, seatsWaiting: 1, seatsArrived: 0 })
    // Each belongs to a person, found or made from the e-mail or the phone.
    const people = t.app.db
      .prepare(
        'SELECT r.name, p.email, p.phone FROM event_registrations r JOIN people p ON p.id = r.person_id ORDER BY r.id',
      )
      .all()
    expect(people).toEqual([
      { name: 'Ana Pérez', email: '', phone: expect.stringContaining('809') },
      { name: 'Jean Louis', email: 'jean@example.org', phone: '' },
      { name: 'Marie Dubois', email: 'marie@example.org', phone: '' },
    ])

    // The public list shows where the sign-ups stand.
    const listed = (await t.app.inject('/api/events')).json().find((e: { id: number }) => e.id === id)
    expect(listed.signup).toEqual({ capacity: 5, closesAt: null, seatsTaken: 5, waiting: 1, open: true })

    // Each address got its mail, with a placeholder where the cancel link goes (never a token).
    const mails = outbox(t.app)
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['jean@example.org', 'Inscription confirmée : Repas fraternel'],
      ['marie@example.org', 'Liste d’attente : Repas fraternel'],
    ])
    expect(mails[1]?.body).toContain('vous êtes sur la liste d’attente')
    expect(mails[1]?.body).not.toMatch(/jeton=/)
  })

  it('promotes the head of the waiting list when someone cancels with the link of their mail', async () => {
    const id = await addEvent(t.app, { signup: { capacity: 2, closesAt: null } })
    await signUp(t.app, id, { name: 'Ana Pérez', email: 'ana@example.org', seats: 2 })
    await signUp(t.app, id, { name: 'Marie Dubois', email: 'marie@example.org', seats: 1 })
    await signUp(t.app, id, { name: 'Paul Martin', phone: '809 555 0102', seats: 1 })

    // The mail gets its link as it leaves: made here as the outbox worker makes it.
    const { makeLink } = await import('../src/mail/make-link.ts')
    const [anaMail] = outbox(t.app)
    const link = makeLink(t.app, JSON.parse(anaMail?.link ?? 'null'))
    expect(link).toMatch(/^http:\/\/localhost:3000\/inscriptions\/annuler\?jeton=[\w-]{43}$/)
    const url = new URL(link ?? '')
    const token = url.searchParams.get('jeton') ?? ''
    // Only the hash rests in the database.
    const stored = t.app.db.prepare('SELECT token_hash FROM event_registration_links').pluck().all()
    expect(stored).toEqual([hashToken(token)])

    // The link shows a page with a button; opening it cancels nothing.
    const page = await t.app.inject(`${url.pathname}${url.search}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Annuler mon inscription')
    expect(page.body).toContain('Repas fraternel')
    const admin = await signIn(t.app)
    const statuses = async () =>
      (await admin.get(`/api/admin/events/${id}/registrations`))
        .json()
        .items.map((r: { name: string; status: string }) => [r.name, r.status])
    expect((await statuses())[0]).toEqual(['Ana Pérez', 'confirmed'])

    const cancel = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` })
    expect(cancel.statusCode).toBe(200)
    expect(cancel.body).toContain('Inscription annulée')
    // Two seats freed: Marie and then Paul, in their order, both fit.
    expect(await statuses()).toEqual([
      ['Ana Pérez', 'cancelled'],
      ['Marie Dubois', 'confirmed'],
      ['Paul Martin', 'confirmed'],
    ])
    // Marie is told by mail; Paul gave no address.
    expect(outbox(t.app).at(-1)).toMatchObject({
      to: 'marie@example.org',
      subject: 'Une place s’est libérée : Repas fraternel',
    })
    // A cancelled sign-up's mail waiting to leave gets no link any more.
    expect(makeLink(t.app, JSON.parse(anaMail?.link ?? 'null'))).toBeUndefined()
    // A link copied wrong is not recognised.
    expect((await t.app.inject({ method: 'POST', url: '/inscriptions/annuler?jeton=abc' })).statusCode).toBe(404)
  })

  it('lets nobody pass a larger party waiting before them', async () => {
    const id = await addEvent(t.app, { signup: { capacity: 4, closesAt: null } })
    await signUp(t.app, id, { name: 'Ana Pérez', phone: '809 555 0101', seats: 3 })
    expect((await signUp(t.app, id, { name: 'Famille Joseph', phone: '809 555 0103', seats: 3 })).json()).toEqual({
      status: 'waitlist',
    })
    // One seat is left, but the family waits first.
    expect((await signUp(t.app, id, { name: 'Paul Martin', phone: '809 555 0102', seats: 1 })).json()).toEqual({
      status: 'waitlist',
    })
  })

  it('promotes the waiting list when the staff cancel a sign-up or offer more seats', async () => {
    const id = await addEvent(t.app, { signup: { capacity: 1, closesAt: null } })
    await signUp(t.app, id, { name: 'Ana Pérez', phone: '809 555 0101', seats: 1 })
    await signUp(t.app, id, { name: 'Marie Dubois', phone: '809 555 0104', seats: 1 })
    await signUp(t.app, id, { name: 'Paul Martin', phone: '809 555 0102', seats: 1 })
    const admin = await signIn(t.app)
    const items = async () => (await admin.get(`/api/admin/events/${id}/registrations`)).json().items
    const [ana] = await items()
    const cancelled = await admin.send('PATCH', `/api/admin/events/${id}/registrations/${ana.id}`, {
      status: 'cancelled',
    })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().status).toBe('cancelled')
    expect((await items()).map((r: { status: string }) => r.status)).toEqual(['cancelled', 'confirmed', 'waitlist'])

    const more = await admin.send('PUT', `/api/admin/events/${id}`, event({ signup: { capacity: 2, closesAt: null } }))
    expect(more.statusCode).toBe(200)
    expect(more.json().signup).toMatchObject({ capacity: 2, seatsTaken: 2, waiting: 0 })
    expect((await items()).map((r: { status: string }) => r.status)).toEqual(['cancelled', 'confirmed', 'confirmed'])
  })

  it('answers 409 once sign-ups are closed, and for an event that takes none', async () => {
    const closed = await addEvent(t.app, { signup: { capacity: null, closesAt: '2026-11-14' } })
    const refused = await signUp(t.app, closed, { name: 'Ana Pérez', phone: '809 555 0101', seats: 1 })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ message: 'Les inscriptions à cet événement sont closes.' })
    const none = await addEvent(t.app, { signup: null })
    const noSignup = await signUp(t.app, none, { name: 'Ana Pérez', phone: '809 555 0101', seats: 1 })
    expect(noSignup.statusCode).toBe(409)
    expect(noSignup.json()).toEqual({ message: 'Cet événement ne prend pas d’inscriptions.' })
    expect((await signUp(t.app, 9999, { name: 'Ana Pérez', phone: '809 555 0101', seats: 1 })).statusCode).toBe(404)
    expect(countRows(t.app, 'event_registrations')).toBe(0)

    // Without a capacity, everyone gets a seat until the closing day, included.
    const open = await addEvent(t.app, { signup: { capacity: null, closesAt: '2026-11-15' } })
    expect((await signUp(t.app, open, { name: 'Ana Pérez', phone: '809 555 0101', seats: 10 })).json()).toEqual({
      status: 'confirmed',
    })
  })

  it('refuses a sign-up without a phone or an e-mail, naming both fields in French', async () => {
    const id = await addEvent(t.app)
    const response = await signUp(t.app, id, { name: 'Ana Pérez', seats: 1 })
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors).toEqual({
      phone: ['Indiquez un téléphone ou une adresse e-mail.'],
      email: ['Indiquez un téléphone ou une adresse e-mail.'],
    })
    const tooMany = await signUp(t.app, id, { name: 'Ana Pérez', phone: '809 555 0101', seats: 11 })
    expect(tooMany.json().fieldErrors).toEqual({ seats: ['10 places au plus par inscription.'] })
    expect(countRows(t.app, 'event_registrations')).toBe(0)
  })

  it('stores a sign-up once when it is sent again with the same Idempotency-Key', async () => {
    const id = await addEvent(t.app, { signup: { capacity: 1, closesAt: null } })
    const payload = { name: 'Ana Pérez', phone: '809 555 0101', seats: 1 }
    const first = await signUp(t.app, id, payload, 'cle-inscription-1')
    const again = await signUp(t.app, id, payload, 'cle-inscription-1')
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(first.json())
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(countRows(t.app, 'event_registrations')).toBe(1)
  })

  it('drops a honeypot sign-up, answering as to a person', async () => {
    const id = await addEvent(t.app)
    const bot = await signUp(t.app, id, { name: 'Bot', phone: '809 555 0101', seats: 1, website: 'x' })
    expect(bot.statusCode).toBe(201)
    expect(bot.json()).toEqual({ status: 'confirmed' })
    expect(countRows(t.app, 'event_registrations')).toBe(0)
  })
})

describe('the staff’s list of sign-ups', () => {
  const t = useTestApp({ now: () => clock.now })

  it('adds someone by hand even once closed, ticks arrivals, and exports the list', async () => {
    const id = await addEvent(t.app, { signup: { capacity: 10, closesAt: '2026-11-14' } })
    const admin = await signIn(t.app, { role: 'contenu', name: 'Luc Contenu' })
    const added = await admin.send('POST', `/api/admin/events/${id}/registrations`, { name: 'Paul Martin', seats: 2 })
    expect(added.statusCode).toBe(201)
    expect(added.json()).toMatchObject({ name: 'Paul Martin', seats: 2, status: 'confirmed', source: 'staff' })

    const regId = added.json().id
    const arrived = await admin.send('PATCH', `/api/admin/events/${id}/registrations/${regId}`, { arrived: true })
    expect(arrived.json().arrivedAt).toBe(clock.now.toISOString())
    expect((await admin.get(`/api/admin/events/${id}/registrations`)).json().counts.seatsArrived).toBe(2)
    const undone = await admin.send('PATCH', `/api/admin/events/${id}/registrations/${regId}`, { arrived: false })
    expect(undone.json().arrivedAt).toBeNull()

    const csv = await admin.get(`/api/admin/events/${id}/registrations.csv`)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="inscriptions-evenement-${id}-2026-11-15.csv"`,
    )
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Nom,Téléphone,E-mail,Places,Statut,Arrivée,Inscrit par,Inscrit le',
    )
    expect(csv.body).toContain('Paul Martin,,,2,Confirmée,,Équipe,2026-11-15 11:00')

    // The other event's sign-up is not this one's.
    const other = await addEvent(t.app)
    expect(
      (await admin.send('PATCH', `/api/admin/events/${other}/registrations/${regId}`, { arrived: true })).statusCode,
    ).toBe(404)
    expect((await admin.send('PATCH', `/api/admin/events/${id}/registrations/${regId}`, {})).statusCode).toBe(400)
  })

  it('moves a sign-up with its person when two people are merged, and back when the merge is undone', async () => {
    const id = await addEvent(t.app)
    await signUp(t.app, id, { name: 'Ana Pérez', email: 'ana@example.org', seats: 1 })
    await signUp(t.app, id, { name: 'Ana P.', phone: '809 555 0177', seats: 2 })
    const owners = () =>
      t.app.db.prepare('SELECT person_id FROM event_registrations ORDER BY id').pluck().all() as number[]
    const [kept, other] = owners() as [number, number]
    expect(kept).not.toBe(other)

    const admin = await signIn(t.app)
    expect((await admin.send('POST', `/api/admin/people/${kept}/merge`, { otherId: other })).statusCode).toBe(200)
    expect(owners()).toEqual([kept, kept])
    expect((await admin.send('POST', `/api/admin/people/${kept}/merge/undo`)).statusCode).toBe(200)
    expect(owners()).toEqual([kept, other])
  })
})
