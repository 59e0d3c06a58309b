import { describe, expect, it } from 'vitest'
import type { EventInput } from '#common/schemas/event.ts'
import type { App } from '../src/app.ts'
import { signIn, rename } from './admin-helper.ts'
import { countChangeLines, countRows, useTestApp } from './helper.ts'

const event = (overrides: Partial<EventInput> = {}): EventInput => ({
  title: 'Veillée de prière',
  date: '2026-12-04',
  time: '19:00 - 22:00',
  description: 'Une soirée de prière pour la ville.',
  location: 'Temple principal, Santiago',
  category: 'Communautaire',
  ...overrides,
})

const auditRows = (app: App) =>
  app.db
    .prepare(
      "SELECT actor, action, entity, entity_id AS entityId, summary FROM audit_log WHERE action NOT LIKE 'session.%' ORDER BY id",
    )
    .all() as {
    actor: string
    action: string
    entity: string
    entityId: number | null
    summary: string
  }[]

const titles = (body: { title: string }[]) => body.map((e) => e.title)

/** An event as the API answers it: one day, not repeated, without sign-ups, next held on its date. */
const answered = (id: number, input: EventInput) => ({
  id,
  ...input,
  endDate: null,
  recurrence: null,
  signup: null,
  nextDate: input.date,
})

describe('POST, PUT, DELETE /api/admin/events', () => {
  // 11:00 on 15 November 2026 in Santiago.
  const clock = new Date('2026-11-15T15:00:00.000Z')
  const t = useTestApp({ now: () => clock })

  it.each([
    ['POST', '/api/admin/events'],
    ['PUT', '/api/admin/events/1'],
    ['DELETE', '/api/admin/events/1'],
  ] as const)('%s %s is 401 without a session, and changes nothing', async (method, url) => {
    const before = countRows(t.app, 'events')
    const response = await t.app.inject({ method, url, payload: event() })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: 'Authentification requise.' })
    expect(countRows(t.app, 'events')).toBe(before)
    expect(countChangeLines(t.app)).toBe(0)
  })

  it('adds, edits and deletes an event; the public list, its ETag and the ICS feed follow at once', async () => {
    const admin = await signIn(t.app)
    const publicEvents = async () => {
      const response = await t.app.inject('/api/events')
      return { etag: String(response.headers.etag), titles: titles(response.json()) }
    }
    const ics = async () => (await t.app.inject('/api/events.ics')).body
    const start = await publicEvents()
    expect(start.titles).not.toContain('Veillée de prière')
    const cached = await t.app.inject({ url: '/api/events', headers: { 'if-none-match': start.etag } })
    expect(cached.statusCode).toBe(304)

    const created = await admin.send('POST', '/api/admin/events', event())
    expect(created.statusCode).toBe(201)
    const { id } = created.json()
    expect(created.json()).toEqual(answered(id, event()))
    const afterCreate = await publicEvents()
    expect(afterCreate.titles).toContain('Veillée de prière')
    expect(afterCreate.etag).not.toBe(start.etag)
    // The browser's cached copy is stale: a full answer, not a 304.
    expect((await t.app.inject({ url: '/api/events', headers: { 'if-none-match': start.etag } })).statusCode).toBe(200)
    expect(await ics()).toContain('SUMMARY:Veillée de prière')
    expect(titles((await admin.get('/api/admin/events')).json())).toContain('Veillée de prière')

    const edited = await admin.send(
      'PUT',
      `/api/admin/events/${id}`,
      event({ title: 'Veillée de louange', location: 'Salle FEPROBA' }),
    )
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toEqual(answered(id, event({ title: 'Veillée de louange', location: 'Salle FEPROBA' })))
    const afterEdit = await publicEvents()
    expect(afterEdit.titles).toContain('Veillée de louange')
    expect(afterEdit.titles).not.toContain('Veillée de prière')
    expect(afterEdit.etag).not.toBe(afterCreate.etag)
    expect(await ics()).toContain('LOCATION:Salle FEPROBA')
    expect(await ics()).not.toContain('Veillée de prière')

    const removed = await admin.send('DELETE', `/api/admin/events/${id}`)
    expect(removed.statusCode).toBe(204)
    expect(removed.body).toBe('')
    const afterDelete = await publicEvents()
    expect(afterDelete.titles).not.toContain('Veillée de louange')
    expect(afterDelete.etag).toBe(start.etag)
    expect(await ics()).not.toContain('Veillée de louange')
    expect(titles((await admin.get('/api/admin/events')).json())).not.toContain('Veillée de louange')
  })

  it('keeps a past event in the admin list but not in the public list nor the feed', async () => {
    const admin = await signIn(t.app)
    const past = await admin.send(
      'POST',
      '/api/admin/events',
      event({ title: 'Baptêmes de septembre', date: '2026-09-20' }),
    )
    expect(past.statusCode).toBe(201)
    // Yesterday in Santiago: gone from the public list; today's still there.
    await admin.send('POST', '/api/admin/events', event({ title: 'Hier', date: '2026-11-14' }))
    await admin.send('POST', '/api/admin/events', event({ title: 'Aujourd’hui', date: '2026-11-15' }))
    const adminTitles = titles((await admin.get('/api/admin/events')).json())
    expect(adminTitles).toEqual(expect.arrayContaining(['Baptêmes de septembre', 'Hier', 'Aujourd’hui']))
    const publicTitles = titles((await t.app.inject('/api/events')).json())
    expect(publicTitles).toContain('Aujourd’hui')
    expect(publicTitles).not.toContain('Hier')
    expect(publicTitles).not.toContain('Baptêmes de septembre')
    expect((await t.app.inject('/api/events.ics')).body).not.toContain('Baptêmes de septembre')
  })

  it('writes each change to the audit log, in French, as whoever is at the keyboard', async () => {
    const admin = await signIn(t.app)
    const { id } = (
      await admin.send('POST', '/api/admin/events', event({ title: 'Conférence des femmes', date: '2027-03-01' }))
    ).json()
    rename(t.app, admin, 'Sœur Marthe')
    await admin.send(
      'PUT',
      `/api/admin/events/${id}`,
      event({ title: 'Conférence des femmes', date: '2027-03-01', location: 'Salle ISL', time: '09:00' }),
    )
    await admin.send(
      'PUT',
      `/api/admin/events/${id}`,
      event({ title: 'Journée des femmes', date: '2027-03-01', location: 'Salle ISL', time: '09:00' }),
    )
    await admin.send('DELETE', `/api/admin/events/${id}`)
    expect(auditRows(t.app)).toEqual([
      {
        actor: 'Administrateur',
        action: 'event.create',
        entity: 'event',
        entityId: id,
        summary: 'Événement « Conférence des femmes » ajouté (1er mars 2027)',
      },
      {
        actor: 'Sœur Marthe',
        action: 'event.update',
        entity: 'event',
        entityId: id,
        summary: 'Événement « Conférence des femmes » modifié : heure, lieu',
      },
      {
        actor: 'Sœur Marthe',
        action: 'event.update',
        entity: 'event',
        entityId: id,
        summary: 'Événement « Journée des femmes » (anciennement « Conférence des femmes ») modifié : titre',
      },
      {
        actor: 'Sœur Marthe',
        action: 'event.delete',
        entity: 'event',
        entityId: id,
        summary: 'Événement « Journée des femmes » du 1er mars 2027 supprimé',
      },
    ])
  })

  it('accepts a category of its own, and writes times as HH:MM', async () => {
    const admin = await signIn(t.app)
    const created = await admin.send('POST', '/api/admin/events', event({ category: 'Louange', time: '9h30 - 12h' }))
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ category: 'Louange', time: '09:30 - 12:00' })
    const single = await admin.send('POST', '/api/admin/events', event({ time: ' 19h ' }))
    expect(single.json().time).toBe('19:00')
  })

  it('refuses an empty body, naming every field in French', async () => {
    const admin = await signIn(t.app)
    const response = await admin.send('POST', '/api/admin/events', {})
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.message).toBe('Certains champs sont invalides.')
    expect(Object.keys(body.fieldErrors).sort()).toEqual([
      'category',
      'date',
      'description',
      'location',
      'time',
      'title',
    ])
    expect(body.fieldErrors.title).toEqual(['Ce champ est obligatoire.'])
    expect(body.fieldErrors.time).toEqual(['Heure obligatoire.'])
    expect(countChangeLines(t.app)).toBe(0)
  })

  it.each([
    ['date', { date: '2026-02-30' }, 'Date invalide (format AAAA-MM-JJ).'],
    ['date', { date: '15/11/2026' }, 'Date invalide (format AAAA-MM-JJ).'],
    ['date', { date: '0226-11-15' }, 'Date hors des années 2000 à 2099.'],
    ['time', { time: '25:00' }, 'Heure invalide : écrivez par exemple 19:00 ou 09:00 - 12:00.'],
    ['time', { time: 'le soir' }, 'Heure invalide : écrivez par exemple 19:00 ou 09:00 - 12:00.'],
    ['time', { time: '12:00 - 09:00' }, 'L’heure de fin doit venir après l’heure de début.'],
    ['title', { title: '   ' }, 'Ce champ est obligatoire.'],
    ['title', { title: 'x'.repeat(201) }, '200 caractères au maximum.'],
    ['category', { category: 'x'.repeat(41) }, '40 caractères au maximum.'],
    ['location', { location: 42 }, 'Ce champ est obligatoire.'],
  ])('refuses a bad %s (%j) with a French message on that field', async (field, overrides, message) => {
    const admin = await signIn(t.app)
    const response = await admin.send('POST', '/api/admin/events', { ...event(), ...overrides })
    expect(response.statusCode).toBe(400)
    const { fieldErrors } = response.json()
    expect(Object.keys(fieldErrors)).toEqual([field])
    expect(fieldErrors[field]).toContain(message)
  })

  it('validates an edit the same way and leaves the event as it was', async () => {
    const admin = await signIn(t.app)
    const { id } = (await admin.send('POST', '/api/admin/events', event())).json()
    const response = await admin.send('PUT', `/api/admin/events/${id}`, event({ date: '2026-13-01', title: '' }))
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual(['date', 'title'])
    expect(t.app.eventsRepository.find(id)).toEqual({ id, ...event(), endDate: null, recurrence: null, signup: null })
  })

  it('answers 404 in French for an unknown event, 400 for an id that is not one', async () => {
    const admin = await signIn(t.app)
    for (const response of [
      await admin.send('PUT', '/api/admin/events/9999', event()),
      await admin.send('DELETE', '/api/admin/events/9999'),
    ]) {
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: 'Ressource introuvable.' })
    }
    const bad = await admin.send('DELETE', '/api/admin/events/abc')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fieldErrors).toEqual({ id: ['Identifiant invalide.'] })
    expect(countChangeLines(t.app)).toBe(0)
  })

  it('refuses a change from another origin (403)', async () => {
    const admin = await signIn(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { cookie: admin.cookie, origin: 'https://evil.example' },
      payload: event(),
    })
    expect(response.statusCode).toBe(403)
    expect(titles((await admin.get('/api/admin/events')).json())).not.toContain('Veillée de prière')
  })
})
