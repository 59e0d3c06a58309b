import { describe, expect, it } from 'vitest'
import { countRows, useTestApp, validFeproba, validMember } from './helper.ts'

const FORMS = [
  { url: '/api/members/register', table: 'member_registrations' },
  { url: '/api/newsletter/subscribe', table: 'newsletter_subscribers' },
  { url: '/api/contact', table: 'contact_messages' },
  { url: '/feproba/register', table: 'programme_requests' },
  { url: '/isl/register', table: 'programme_requests' },
]

const json = { 'content-type': 'application/json' }

describe('malformed requests never store anything and never get a 500', () => {
  const t = useTestApp()

  describe.each(FORMS)('$url', ({ url, table }) => {
    const post = (payload: string, headers: Record<string, string> = json) =>
      t.app.inject({ method: 'POST', url, payload, headers })

    it('malformed JSON → 400', async () => {
      const response = await post('{"email": "a@b.org",')
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: 'Le corps de la requête n’est pas un JSON valide.' })
      expect(countRows(t.app, table)).toBe(0)
    })

    it('empty JSON body → 400', async () => {
      const response = await post('')
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(/vide/)
      expect(countRows(t.app, table)).toBe(0)
    })

    it.each(['[]', 'null', '"texte"', '42'])('body %s → 400 naming the body', async (payload) => {
      const response = await post(payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        message: 'Certains champs sont invalides.',
        fieldErrors: { _: expect.any(Array) },
      })
      expect(countRows(t.app, table)).toBe(0)
    })

    it.each(['__proto__', 'constructor'])('a %s key → 400', async (key) => {
      const payload =
        key === '__proto__' ? '{"__proto__": {"isAdmin": true}}' : '{"constructor": {"prototype": {"isAdmin": true}}}'
      const response = await post(payload)
      expect(response.statusCode).toBe(400)
      expect(countRows(t.app, table)).toBe(0)
    })

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
      'Content-Type %s → 415',
      async (contentType) => {
        const response = await post('email=a%40b.org', { 'content-type': contentType })
        expect(response.statusCode).toBe(415)
        expect(response.json()).toEqual({ message: 'Type de contenu non pris en charge : envoyez du JSON.' })
        expect(countRows(t.app, table)).toBe(0)
      },
    )

    it('a body over 64 KiB → 413', async () => {
      const response = await post(JSON.stringify({ ...validMember(), testimony: 'x'.repeat(70 * 1024) }))
      expect(response.statusCode).toBe(413)
      expect(response.json().message).toMatch(/trop volumineux/)
      expect(countRows(t.app, table)).toBe(0)
    })
  })

  it('a field of the wrong type deep inside is a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/feproba/register',
      payload: validFeproba({ name: { first: 'A' }, level: ['x'], message: 12 }),
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual(['level', 'message', 'name'])
  })

  it('unknown /api routes and wrong methods answer a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/services'],
      ['DELETE', '/api/events'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url })
      expect(response.statusCode, `${method} ${url}`).toBe(404)
      expect(response.json()).toEqual({ message: 'Ressource introuvable.' })
    }
  })

  it('a 5xx answers the generic French message; details go to the log with the request id', async () => {
    t.app.db.close()
    const response = await t.app.inject('/api/services')
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.' })
    const requestId = response.headers['x-request-id']
    const logged = t.logs.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed')
    expect(logged).toMatchObject({ level: 50, reqId: requestId, err: { message: expect.stringMatching(/not open/) } })
  })
})
