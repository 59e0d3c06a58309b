import { describe, expect, it } from 'vitest'
import { countRows, login, NO_STATUS_CHANGE, useTestApp, validContact, validFeproba, validIsl } from './helper.ts'

describe('POST /api/newsletter/subscribe', () => {
  const t = useTestApp()
  const subscribe = (payload: object) => t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload })

  it('stores a new address and gives the same answer for it in another case, keeping one row', async () => {
    const first = await subscribe({ email: 'Ana@Example.org' })
    expect(first.statusCode).toBe(201)
    // No mail server in this test: the confirmation mail cannot leave yet, and the answer says so.
    expect(first.json()).toEqual({
      message: 'Inscription réussie ! Merci de rejoindre notre communauté.',
      confirmationSent: false,
    })
    const again = await subscribe({ email: ' ana@EXAMPLE.org ' })
    expect(again.statusCode).toBe(201)
    expect(again.body).toBe(first.body)
    expect(countRows(t.app, 'newsletter_subscribers')).toBe(1)

    const cookie = await login(t.app)
    const list = (await t.app.inject({ url: '/api/admin/newsletter', headers: { cookie } })).json()
    expect(list).toEqual({
      items: [
        {
          id: expect.any(Number),
          email: 'Ana@Example.org',
          createdAt: expect.any(String),
          // No mail relay in this test: the address waits « à confirmer ».
          status: 'pending',
          confirmedAt: null,
          unsubscribedAt: null,
        },
      ],
      total: 1,
      counts: { pending: 1, confirmed: 0, unsubscribed: 0 },
    })
  })

  it.each([{}, { email: '' }, { email: 'pas-une-adresse' }, { email: `${'a'.repeat(250)}@example.org` }])(
    'refuses %j',
    async (payload) => {
      const response = await subscribe(payload)
      expect(response.statusCode).toBe(400)
      expect(Object.keys(response.json().fieldErrors)).toEqual(['email'])
      expect(countRows(t.app, 'newsletter_subscribers')).toBe(0)
    },
  )

  it('drops a honeypot submission, with the answer a person gets', async () => {
    const person = await subscribe({ email: 'ana@example.org' })
    const bot = await subscribe({ email: 'bot@example.org', website: 'x' })
    expect(bot.statusCode).toBe(person.statusCode)
    expect(bot.body).toBe(person.body)
    expect(countRows(t.app, 'newsletter_subscribers')).toBe(1)
  })

  it('drops a honeypot submission even when the rest is invalid', async () => {
    expect((await subscribe({ email: 'pas-une-adresse', website: 'x' })).statusCode).toBe(201)
    expect(countRows(t.app, 'newsletter_subscribers')).toBe(0)
  })
})

describe('POST /api/contact', () => {
  const t = useTestApp()
  const send = (payload: object) => t.app.inject({ method: 'POST', url: '/api/contact', payload })

  it('stores the message and gives it back to the admin', async () => {
    const response = await send(validContact())
    expect(response.statusCode).toBe(201)
    const cookie = await login(t.app)
    const { items } = (await t.app.inject({ url: '/api/admin/messages', headers: { cookie } })).json()
    expect(items).toEqual([
      {
        ...validContact(),
        id: response.json().id,
        createdAt: expect.any(String),
        status: 'nouveau',
        ...NO_STATUS_CHANGE,
      },
    ])
    const row = t.app.db.prepare('SELECT phone_normalized FROM contact_messages').get()
    expect(row).toEqual({ phone_normalized: '18095550110' })
  })

  it('accepts a message without phone (stored as empty)', async () => {
    const { phone: _phone, ...payload } = validContact()
    expect((await send(payload)).statusCode).toBe(201)
    expect(t.app.db.prepare('SELECT phone FROM contact_messages').get()).toEqual({ phone: '' })
  })

  it.each(['name', 'email', 'subject', 'message'] as const)('refuses a message without %s', async (field) => {
    const { [field]: _removed, ...payload } = validContact()
    const response = await send(payload)
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fieldErrors)).toEqual([field])
    expect(countRows(t.app, 'contact_messages')).toBe(0)
  })

  it.each([
    ['subject', 'Réclamation'],
    ['email', 'jean@'],
    ['message', 'x'.repeat(5001)],
    ['phone', '12'],
  ])('refuses %s = %j', async (field, value) => {
    const response = await send(validContact({ [field]: value }))
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fieldErrors)).toEqual([field])
    expect(countRows(t.app, 'contact_messages')).toBe(0)
  })

  it('drops a honeypot submission', async () => {
    expect((await send(validContact({ website: 'http://x' }))).statusCode).toBe(201)
    expect(countRows(t.app, 'contact_messages')).toBe(0)
  })
})

describe('POST /feproba/register and /isl/register', () => {
  const t = useTestApp()
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload })

  it('stores both kinds and gives each back with its own fields', async () => {
    const feproba = await post('/feproba/register', validFeproba())
    const isl = await post('/isl/register', validIsl())
    expect(feproba.statusCode).toBe(201)
    expect(isl.statusCode).toBe(201)

    const cookie = await login(t.app)
    const { items, total } = (await t.app.inject({ url: '/api/admin/requests', headers: { cookie } })).json()
    expect(total).toBe(2)
    expect(items).toEqual([
      { ...validIsl(), id: isl.json().id, createdAt: expect.any(String), status: 'nouveau', ...NO_STATUS_CHANGE },
      {
        ...validFeproba(),
        id: feproba.json().id,
        createdAt: expect.any(String),
        status: 'nouveau',
        ...NO_STATUS_CHANGE,
      },
    ])
  })

  it('accepts a FEPROBA request without age (null)', async () => {
    expect((await post('/feproba/register', validFeproba({ age: null }))).statusCode).toBe(201)
    expect(t.app.db.prepare('SELECT age FROM programme_requests').get()).toEqual({ age: null })
  })

  it.each([
    ['age', -1],
    ['age', 12.5],
    ['age', '12'],
    ['age', 150],
    ['program', 'plomberie'],
    ['type', 'isl_registration'],
    ['name', 'x'.repeat(101)],
    ['phone', ''],
  ])('refuses a FEPROBA request with %s = %j', async (field, value) => {
    const response = await post('/feproba/register', validFeproba({ [field]: value }))
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fieldErrors)).toEqual([field])
    expect(countRows(t.app, 'programme_requests')).toBe(0)
  })

  it.each(['name', 'email', 'phone', 'program', 'type'] as const)(
    'refuses a FEPROBA request without %s',
    async (field) => {
      const { [field]: _removed, ...payload } = validFeproba()
      const response = await post('/feproba/register', payload)
      expect(response.statusCode).toBe(400)
      expect(Object.keys(response.json().fieldErrors)).toEqual([field])
      expect(countRows(t.app, 'programme_requests')).toBe(0)
    },
  )

  it.each([
    ['type', 'feproba_registration'],
    ['program', 'informatique'],
    ['currentEducation', 'doctorat'],
    ['ministry', '10ans'],
    ['email', 'david@@example.org'],
  ])('refuses an ISL request with %s = %j', async (field, value) => {
    const response = await post('/isl/register', validIsl({ [field]: value }))
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fieldErrors)).toEqual([field])
    expect(countRows(t.app, 'programme_requests')).toBe(0)
  })

  it.each(['name', 'email', 'phone', 'program', 'type'] as const)(
    'refuses an ISL request without %s',
    async (field) => {
      const { [field]: _removed, ...payload } = validIsl()
      const response = await post('/isl/register', payload)
      expect(response.statusCode).toBe(400)
      expect(Object.keys(response.json().fieldErrors)).toEqual([field])
      expect(countRows(t.app, 'programme_requests')).toBe(0)
    },
  )

  it('drops honeypot submissions on both routes', async () => {
    expect((await post('/feproba/register', validFeproba({ website: 'x' }))).statusCode).toBe(201)
    expect((await post('/isl/register', validIsl({ website: 'x' }))).statusCode).toBe(201)
    expect(countRows(t.app, 'programme_requests')).toBe(0)
  })
})
