import { describe, expect, it } from 'vitest'
import { sampleServices } from '#common/seed/services-and-events.ts'
import { SERVICE_COLORS, type ServiceInput } from '#common/schemas/service.ts'
import type { App } from '../src/app.ts'
import { signIn } from './admin-helper.ts'
import { countChangeLines, countRows, useTestApp } from './helper.ts'

const bibleStudy = (overrides: Partial<ServiceInput> = {}): ServiceInput => ({
  name: 'Étude biblique du jeudi',
  day: 'Jeudi',
  time: '19:00 - 20:30',
  description: 'Lecture suivie de l’Évangile de Jean.',
  color: SERVICE_COLORS[6].value,
  icon: 'bible',
  ...overrides,
})

const lastAudit = (app: App) =>
  app.db
    .prepare('SELECT actor, action, entity, entity_id AS entityId, summary FROM audit_log ORDER BY id DESC LIMIT 1')
    .get()

const names = (body: { name: string }[]) => body.map((s) => s.name)
const publicNames = async (app: App) => names((await app.inject('/api/services')).json())

describe('/api/admin/services', () => {
  const t = useTestApp({ now: () => new Date('2026-11-15T15:00:00.000Z') })

  it.each([
    ['GET', '/api/admin/services'],
    ['POST', '/api/admin/services'],
    ['PUT', '/api/admin/services/1'],
    ['DELETE', '/api/admin/services/1'],
    ['POST', '/api/admin/services/1/move'],
  ] as const)('%s %s is 401 without a session', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : bibleStudy() })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: 'Authentification requise.' })
    expect(await publicNames(t.app)).toEqual(sampleServices.map((s) => s.name))
  })

  it('lists the services in the home page order', async () => {
    const admin = await signIn(t.app)
    const list = await admin.get('/api/admin/services')
    expect(list.statusCode).toBe(200)
    expect(list.headers['cache-control']).toBe('no-store')
    expect(list.json()).toEqual((await t.app.inject('/api/services')).json())
  })

  it('edits a service; the home page list and its ETag change at once; the audit log says what changed', async () => {
    const admin = await signIn(t.app)
    const before = await t.app.inject('/api/services')
    const [first] = before.json() as { id: number }[]
    const edited = await admin.send('PUT', `/api/admin/services/${first!.id}`, {
      ...bibleStudy({ name: 'École du dimanche pour tous', day: 'Dimanche', time: '8h - 9h', icon: 'child' }),
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({
      id: first!.id,
      name: 'École du dimanche pour tous',
      time: '08:00 - 09:00',
      icon: 'child',
    })

    const after = await t.app.inject('/api/services')
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(after.json()[0]).toEqual(edited.json())
    expect(lastAudit(t.app)).toEqual({
      actor: 'Administrateur',
      action: 'service.update',
      entity: 'service',
      entityId: first!.id,
      summary:
        'Culte « École du dimanche pour tous » (anciennement « Culte du dimanche matin ») modifié : nom, horaire, description, couleur, icône',
    })
  })

  it('adds a Thursday Bible study at the end of the list, then deletes it', async () => {
    const admin = await signIn(t.app)
    const created = await admin.send('POST', '/api/admin/services', bibleStudy())
    expect(created.statusCode).toBe(201)
    const { id } = created.json()
    expect(created.json()).toEqual({ id, ...bibleStudy() })
    expect(await publicNames(t.app)).toEqual([...sampleServices.map((s) => s.name), 'Étude biblique du jeudi'])
    expect(lastAudit(t.app)).toMatchObject({
      action: 'service.create',
      entityId: id,
      summary: 'Culte « Étude biblique du jeudi » ajouté (Jeudi, 19:00 - 20:30)',
    })

    const removed = await admin.send('DELETE', `/api/admin/services/${id}`)
    expect(removed.statusCode).toBe(204)
    expect(await publicNames(t.app)).toEqual(sampleServices.map((s) => s.name))
    expect(lastAudit(t.app)).toMatchObject({
      action: 'service.delete',
      entityId: id,
      summary: 'Culte « Étude biblique du jeudi » supprimé',
    })
    expect((await admin.send('DELETE', `/api/admin/services/${id}`)).statusCode).toBe(404)
  })

  it('moves a service up and down the list, and refuses to move past either end', async () => {
    const admin = await signIn(t.app)
    const seeded = (await admin.get('/api/admin/services')).json() as { id: number; name: string }[]
    const [a, b, c] = seeded
    const up = await admin.send('POST', `/api/admin/services/${b!.id}/move`, { direction: 'up' })
    expect(up.statusCode).toBe(200)
    expect(names(up.json()).slice(0, 3)).toEqual([b!.name, a!.name, c!.name])
    expect(names(up.json())).toEqual(await publicNames(t.app))
    expect(lastAudit(t.app)).toMatchObject({
      action: 'service.move',
      entityId: b!.id,
      summary: `Culte « ${b!.name} » monté d’une place`,
    })

    const down = await admin.send('POST', `/api/admin/services/${b!.id}/move`, { direction: 'down' })
    expect(names(down.json())).toEqual(names(seeded))

    const top = await admin.send('POST', `/api/admin/services/${a!.id}/move`, { direction: 'up' })
    expect(top.statusCode).toBe(400)
    expect(top.json()).toEqual({
      message: 'Ce culte est déjà le premier.',
      fieldErrors: { direction: ['Ce culte est déjà le premier.'] },
    })
    const bottom = await admin.send('POST', `/api/admin/services/${seeded.at(-1)!.id}/move`, { direction: 'down' })
    expect(bottom.json().message).toBe('Ce culte est déjà le dernier.')
    const sideways = await admin.send('POST', `/api/admin/services/${a!.id}/move`, { direction: 'left' })
    expect(Object.keys(sideways.json().fieldErrors)).toEqual(['direction'])
    expect((await admin.send('POST', '/api/admin/services/9999/move', { direction: 'up' })).statusCode).toBe(404)
  })

  it('refuses free CSS as a colour, an unknown icon, a day that is not one, and names each field in French', async () => {
    const admin = await signIn(t.app)
    const before = (await admin.get('/api/admin/services')).json()
    const response = await admin.send('PUT', `/api/admin/services/${before[0].id}`, {
      ...bibleStudy(),
      color: 'red; background-image: url(https://evil.example/x.png)',
      icon: 'skull',
      day: 'Jour du Seigneur',
      time: '21:00 - 19:00',
      name: '',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      message: 'Certains champs sont invalides.',
      fieldErrors: {
        name: ['Ce champ est obligatoire.'],
        day: ['Choisissez un jour de la semaine.'],
        time: ['L’heure de fin doit venir après l’heure de début.'],
        color: ['Choisissez une couleur de la liste.'],
        icon: ['Choisissez une icône de la liste.'],
      },
    })
    expect((await admin.get('/api/admin/services')).json()).toEqual(before)
    expect(countChangeLines(t.app)).toBe(0)
  })

  it('answers 404 in French for an unknown service', async () => {
    const admin = await signIn(t.app)
    const response = await admin.send('PUT', '/api/admin/services/9999', bibleStudy())
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'Ressource introuvable.' })
    expect(countRows(t.app, 'services')).toBe(sampleServices.length)
  })
})
