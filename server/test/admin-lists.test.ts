import { describe, expect, it } from 'vitest'
import { signIn, submit } from './admin-helper.ts'
import { useTestApp } from './helper.ts'

const names = (body: { items: { firstName?: string; name?: string; email?: string }[] }) =>
  body.items.map((item) => item.firstName ?? item.name ?? item.email)

describe('admin lists: pagination, search and filters', () => {
  let clock = new Date('2026-11-01T10:00:00Z')
  const t = useTestApp({ now: () => clock })
  const tick = () => {
    clock = new Date(clock.getTime() + 60_000)
  }

  it('pages registrations newest first and searches names (any case, any accent), e-mail and phone digits', async () => {
    await submit(t.app, 'member')
    tick()
    await submit(t.app, 'member', {
      firstName: 'Luc',
      lastName: 'Étienne',
      email: 'luc.etienne@example.org',
      phone: '849 555 7777',
    })
    tick()
    await submit(t.app, 'member', {
      firstName: 'Rose',
      lastName: 'Nadia',
      email: 'rose@example.org',
      phone: '829-555-0303',
    })
    const admin = await signIn(t.app)
    const page = async (query: string) => (await admin.get(`/api/admin/members${query}`)).json()

    expect(names(await page('?page=1&pageSize=2'))).toEqual(['Rose', 'Luc'])
    expect(await page('?page=2&pageSize=2')).toMatchObject({
      total: 3,
      items: [{ firstName: 'Marie', duplicateOf: [] }],
    })
    expect(names(await page('?q=%C3%A9tienne'))).toEqual(['Luc'])
    expect(names(await page('?q=ETIENNE'))).toEqual(['Luc'])
    expect(names(await page('?q=ROSE%40EXAMPLE'))).toEqual(['Rose'])
    expect(names(await page(`?q=${encodeURIComponent('(849) 555-7777')}`))).toEqual(['Luc'])
    expect(names(await page('?q=8295550303'))).toEqual(['Rose'])
    expect(names(await page('?q=Marie%20Joseph'))).toEqual(['Marie'])
  })

  it('filters registrations by status, and ignores empty parameters', async () => {
    const marie = await submit(t.app, 'member')
    tick()
    await submit(t.app, 'member', { firstName: 'Luc', email: 'luc@example.org', phone: '849 555 7777' })
    const admin = await signIn(t.app)
    await admin.send('PATCH', `/api/admin/members/${marie}`, { status: 'contacte' })
    expect(names((await admin.get('/api/admin/members?status=contacte')).json())).toEqual(['Marie'])
    expect(names((await admin.get('/api/admin/members?status=nouveau')).json())).toEqual(['Luc'])
    expect((await admin.get('/api/admin/members?status=archive')).json()).toEqual({ items: [], total: 0 })
    const empty = await admin.get('/api/admin/members?q=&status=&duplicates=&page=&pageSize=')
    expect(empty.statusCode).toBe(200)
    expect(names(empty.json())).toEqual(['Luc', 'Marie'])
  })

  it.each([
    ['/api/admin/members?status=perdu', 'status'],
    ['/api/admin/members?duplicates=oui', 'duplicates'],
    [`/api/admin/members?q=${'x'.repeat(101)}`, 'q'],
    ['/api/admin/members?pageSize=101', 'pageSize'],
    ['/api/admin/messages?status=archive', 'status'],
    ['/api/admin/requests?status=contacte', 'status'],
    ['/api/admin/requests?program=plomberie', 'program'],
    ['/api/admin/newsletter?page=0', 'page'],
  ])('refuses %s with 400 naming %s', async (url, field) => {
    const admin = await signIn(t.app)
    const response = await admin.get(url)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Certains champs sont invalides.')
    expect(Object.keys(response.json().fieldErrors)).toEqual([field])
  })

  it('searches and filters contact messages', async () => {
    const first = await submit(t.app, 'contact')
    tick()
    await submit(t.app, 'contact', {
      name: 'Paul Martin',
      email: 'paul@example.org',
      phone: '',
      subject: 'Visite',
      message: 'Je viendrai dimanche.',
    })
    const admin = await signIn(t.app)
    await admin.send('PATCH', `/api/admin/messages/${first}`, { status: 'lu' })
    const list = async (query: string) => names((await admin.get(`/api/admin/messages${query}`)).json())
    expect(await list('')).toEqual(['Paul Martin', 'Jean Pierre'])
    expect(await list('?q=dimanche')).toEqual(['Paul Martin'])
    expect(await list('?q=809%20555%200110')).toEqual(['Jean Pierre'])
    expect(await list('?status=lu')).toEqual(['Jean Pierre'])
    expect(await list('?status=nouveau&q=paul')).toEqual(['Paul Martin'])
    const [item] = (await admin.get('/api/admin/messages?status=lu')).json().items
    expect(item).toMatchObject({
      status: 'lu',
      statusChangedBy: 'Administrateur',
      statusChangedAt: clock.toISOString(),
    })
  })

  it('searches and filters programme requests by q, status, type and program', async () => {
    await submit(t.app, 'feproba')
    tick()
    const couture = await submit(t.app, 'feproba', {
      name: 'Lucie Paul',
      email: 'lucie@example.org',
      program: 'couture',
    })
    tick()
    await submit(t.app, 'isl')
    const admin = await signIn(t.app)
    await admin.send('PATCH', `/api/admin/requests/${couture}`, { status: 'repondu' })
    const list = async (query: string) => {
      const body = (await admin.get(`/api/admin/requests${query}`)).json()
      return [body.total, names(body)]
    }
    expect(await list('')).toEqual([3, ['David Michel', 'Lucie Paul', 'Anne Louis']])
    expect(await list('?q=lucie')).toEqual([1, ['Lucie Paul']])
    expect(await list('?q=849555')).toEqual([1, ['David Michel']])
    expect(await list('?status=repondu')).toEqual([1, ['Lucie Paul']])
    expect(await list('?type=feproba_registration&status=nouveau')).toEqual([1, ['Anne Louis']])
    expect(await list('?program=diplome')).toEqual([1, ['David Michel']])
    expect(await list('?type=&program=&status=&q=')).toEqual([3, ['David Michel', 'Lucie Paul', 'Anne Louis']])
  })

  it('searches newsletter subscribers and deletes one (204, then 404)', async () => {
    for (const email of ['ana@example.org', 'bruno@example.org', 'carla@exemple.fr']) {
      await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } })
      tick()
    }
    const admin = await signIn(t.app)
    const list = (await admin.get('/api/admin/newsletter?pageSize=2')).json()
    expect(list.total).toBe(3)
    expect(names(list)).toEqual(['carla@exemple.fr', 'bruno@example.org'])
    expect(names((await admin.get('/api/admin/newsletter?q=EXAMPLE.ORG')).json())).toEqual([
      'bruno@example.org',
      'ana@example.org',
    ])

    const bruno = list.items[1].id as number
    const deleted = await admin.send('DELETE', `/api/admin/newsletter/${bruno}`)
    expect(deleted.statusCode).toBe(204)
    expect(deleted.body).toBe('')
    expect((await admin.get('/api/admin/newsletter')).json().total).toBe(2)
    const again = await admin.send('DELETE', `/api/admin/newsletter/${bruno}`)
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ message: 'Ressource introuvable.' })
    // Deleted for good: the address can subscribe again as a new subscriber.
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'bruno@example.org' },
    })
    expect(back.statusCode).toBe(201)
    expect((await admin.get('/api/admin/newsletter')).json().total).toBe(3)
  })

  it('refuses a cross-origin DELETE of a subscriber', async () => {
    await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'ana@example.org' } })
    const admin = await signIn(t.app)
    const { id } = (await admin.get('/api/admin/newsletter')).json().items[0]
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/newsletter/${id}`,
      headers: { cookie: admin.cookie, origin: 'https://evil.example' },
    })
    expect(response.statusCode).toBe(403)
    expect((await admin.get('/api/admin/newsletter')).json().total).toBe(1)
  })
})
