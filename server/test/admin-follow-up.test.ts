import { describe, expect, it } from 'vitest'
import { signIn, submit, rename } from './admin-helper.ts'
import { useTestApp } from './helper.ts'

const NEW_ROUTES = [
  ['GET', '/api/admin/overview'],
  ['GET', '/api/admin/events'],
  ['PATCH', '/api/admin/members/1'],
  ['POST', '/api/admin/members/2/merge'],
  ['POST', '/api/admin/members/1/dismiss-duplicate'],
  ['PATCH', '/api/admin/messages/1'],
  ['PATCH', '/api/admin/requests/1'],
  ['DELETE', '/api/admin/newsletter/1'],
  ['GET', '/api/admin/members.csv'],
  ['GET', '/api/admin/messages.csv'],
  ['GET', '/api/admin/requests.csv'],
  ['GET', '/api/admin/newsletter.csv'],
  ['GET', '/api/admin/outbox'],
  ['POST', '/api/admin/outbox/1/retry'],
] as const

describe('admin follow-up: sessions and status changes', () => {
  const clock = new Date('2026-11-22T15:00:00.000Z')
  const t = useTestApp({ now: () => clock })

  it.each(NEW_ROUTES)('%s %s is 401 without a session', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: 'Authentification requise.' })
  })

  it('records the signed-in account as who changed a status', async () => {
    const admin = await signIn(t.app, { role: 'secretariat', name: 'Sœur Marthe' })
    expect((await admin.get('/api/admin/session')).json()).toMatchObject({ account: { name: 'Sœur Marthe' } })
    const other = await signIn(t.app)
    expect((await other.get('/api/admin/session')).json()).toMatchObject({ account: { name: 'Administrateur' } })
  })

  it('moves a registration along its workflow, recording who and when', async () => {
    const id = await submit(t.app, 'member')
    const admin = await signIn(t.app)
    const contacted = await admin.send('PATCH', `/api/admin/members/${id}`, { status: 'contacte' })
    expect(contacted.statusCode).toBe(200)
    expect(contacted.json()).toMatchObject({
      id,
      status: 'contacte',
      statusChangedBy: 'Administrateur',
      statusChangedAt: clock.toISOString(),
    })

    rename(t.app, admin, 'Pasteur Jean')
    const welcomed = await admin.send('PATCH', `/api/admin/members/${id}`, { status: 'accueilli' })
    expect(welcomed.json()).toMatchObject({ status: 'accueilli', statusChangedBy: 'Pasteur Jean' })

    const back = await admin.send('PATCH', `/api/admin/members/${id}`, { status: 'contacte' })
    expect(back.statusCode).toBe(400)
    expect(back.json()).toEqual({ message: 'Changement de statut impossible : Accueilli → Contacté.' })

    expect((await admin.send('PATCH', `/api/admin/members/${id}`, { status: 'archive' })).json().status).toBe('archive')
    const restored = await admin.send('PATCH', `/api/admin/members/${id}`, { status: 'nouveau' })
    expect(restored.json()).toMatchObject({ status: 'nouveau', statusChangedBy: 'Pasteur Jean' })
    const listed = (await admin.get('/api/admin/members')).json().items[0]
    expect(listed).toMatchObject({
      id,
      status: 'nouveau',
      statusChangedBy: 'Pasteur Jean',
      statusChangedAt: clock.toISOString(),
    })
  })

  it('refuses a move to the same status, an unknown status, a bad id and an unknown id', async () => {
    const id = await submit(t.app, 'member')
    const admin = await signIn(t.app)
    const same = await admin.send('PATCH', `/api/admin/members/${id}`, { status: 'nouveau' })
    expect(same.json()).toEqual({ message: 'Changement de statut impossible : Nouveau → Nouveau.' })
    const unknownStatus = await admin.send('PATCH', `/api/admin/members/${id}`, { status: 'perdu' })
    expect(unknownStatus.statusCode).toBe(400)
    expect(unknownStatus.json().fieldErrors).toEqual({ status: ['Statut invalide.'] })
    const badId = await admin.send('PATCH', '/api/admin/members/abc', { status: 'contacte' })
    expect(badId.statusCode).toBe(400)
    expect(Object.keys(badId.json().fieldErrors)).toEqual(['id'])
    const unknown = await admin.send('PATCH', '/api/admin/members/999', { status: 'contacte' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'Ressource introuvable.' })
  })

  it('moves contact messages: nouveau → répondu → lu, never back to nouveau', async () => {
    const id = await submit(t.app, 'contact')
    const admin = await signIn(t.app)
    const answered = await admin.send('PATCH', `/api/admin/messages/${id}`, { status: 'repondu' })
    expect(answered.statusCode).toBe(200)
    expect(answered.json()).toMatchObject({
      id,
      status: 'repondu',
      statusChangedBy: 'Administrateur',
      statusChangedAt: clock.toISOString(),
    })
    expect((await admin.send('PATCH', `/api/admin/messages/${id}`, { status: 'lu' })).json().status).toBe('lu')
    const back = await admin.send('PATCH', `/api/admin/messages/${id}`, { status: 'nouveau' })
    expect(back.statusCode).toBe(400)
    expect(back.json()).toEqual({ message: 'Changement de statut impossible : Lu → Nouveau.' })
    expect((await admin.send('PATCH', '/api/admin/messages/999', { status: 'lu' })).statusCode).toBe(404)
    const invalid = await admin.send('PATCH', `/api/admin/messages/${id}`, { status: 'contacte' })
    expect(invalid.json().fieldErrors).toEqual({ status: ['Statut invalide.'] })
  })

  it('moves programme requests of both kinds, keeping each kind’s own fields', async () => {
    const feproba = await submit(t.app, 'feproba')
    const isl = await submit(t.app, 'isl')
    const admin = await signIn(t.app)
    rename(t.app, admin, 'Secrétariat ISL')
    const read = await admin.send('PATCH', `/api/admin/requests/${isl}`, { status: 'lu' })
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({
      id: isl,
      type: 'isl_registration',
      ministry: '3-5ans',
      status: 'lu',
      statusChangedBy: 'Secrétariat ISL',
    })
    const feprobaRead = await admin.send('PATCH', `/api/admin/requests/${feproba}`, { status: 'lu' })
    expect(feprobaRead.json()).toMatchObject({ type: 'feproba_registration', age: 16, status: 'lu' })
    const twice = await admin.send('PATCH', `/api/admin/requests/${isl}`, { status: 'lu' })
    expect(twice.json()).toEqual({ message: 'Changement de statut impossible : Lu → Lu.' })
    expect((await admin.send('PATCH', '/api/admin/requests/999', { status: 'lu' })).statusCode).toBe(404)
  })

  it('refuses a cross-origin PATCH with 403 and changes nothing', async () => {
    const id = await submit(t.app, 'member')
    const admin = await signIn(t.app)
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/members/${id}`,
      headers: { cookie: admin.cookie, origin: 'https://evil.example' },
      payload: { status: 'contacte' },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ message: 'Accès refusé.' })
    expect((await admin.get('/api/admin/members')).json().items[0].status).toBe('nouveau')
  })

  it('keeps the note given with a change, clears it with the next, and writes it in the journal', async () => {
    const id = await submit(t.app, 'member')
    const admin = await signIn(t.app)
    rename(t.app, admin, 'Pasteur')
    const noted = await admin.send('PATCH', `/api/admin/members/${id}`, {
      status: 'contacte',
      note: '  Rappelée, viendra dimanche.  ',
    })
    expect(noted.statusCode).toBe(200)
    expect(noted.json()).toMatchObject({
      status: 'contacte',
      statusChangedBy: 'Pasteur',
      statusNote: 'Rappelée, viendra dimanche.',
    })
    expect((await admin.get('/api/admin/members')).json().items[0].statusNote).toBe('Rappelée, viendra dimanche.')
    const journal = (await admin.get('/api/admin/audit-log')).json().items[0]
    expect(journal.summary).toContain('Nouveau → Contacté (note : Rappelée, viendra dimanche.)')
    const blank = await admin.send('PATCH', `/api/admin/members/${id}`, { status: 'accueilli', note: '   ' })
    expect(blank.json()).toMatchObject({ status: 'accueilli', statusNote: null })

    const long = await admin.send('PATCH', `/api/admin/members/${id}`, { status: 'archive', note: 'x'.repeat(501) })
    expect(long.statusCode).toBe(400)
    expect(long.json().fieldErrors).toEqual({ note: ['500 caractères au maximum.'] })
    const message = await submit(t.app, 'contact')
    const read = await admin.send('PATCH', `/api/admin/messages/${message}`, {
      status: 'lu',
      note: 'Transmis au diacre.',
    })
    expect(read.json()).toMatchObject({ status: 'lu', statusNote: 'Transmis au diacre.' })
  })

  it('closes a programme request as « Traité », which no longer waits, and reopens it as « Lu »', async () => {
    const feproba = await submit(t.app, 'feproba')
    const isl = await submit(t.app, 'isl')
    const admin = await signIn(t.app)
    expect((await admin.get('/api/admin/overview')).json().pending.requests).toBe(2)
    const done = await admin.send('PATCH', `/api/admin/requests/${feproba}`, { status: 'traite', note: 'Inscrit.' })
    expect(done.statusCode).toBe(200)
    expect(done.json()).toMatchObject({ status: 'traite', statusNote: 'Inscrit.' })
    const islDone = await admin.send('PATCH', `/api/admin/requests/${isl}`, { status: 'traite' })
    expect(islDone.json()).toMatchObject({ type: 'isl_registration', status: 'traite' })
    expect((await admin.get('/api/admin/overview')).json().pending.requests).toBe(0)
    const treated = (await admin.get('/api/admin/requests?status=traite')).json()
    expect(treated.total).toBe(2)
    expect((await admin.get('/api/admin/requests?status=nouveau')).json().total).toBe(0)

    const again = await admin.send('PATCH', `/api/admin/requests/${isl}`, { status: 'repondu' })
    expect(again.json()).toEqual({ message: 'Changement de statut impossible : Traité → Répondu.' })
    expect((await admin.send('PATCH', `/api/admin/requests/${isl}`, { status: 'lu' })).json().status).toBe('lu')
    // « Traité » is a request's status only.
    const message = await submit(t.app, 'contact')
    const refused = await admin.send('PATCH', `/api/admin/messages/${message}`, { status: 'traite' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().fieldErrors).toEqual({ status: ['Statut invalide.'] })
    expect((await admin.get('/api/admin/messages?status=traite')).statusCode).toBe(400)
  })
})
