import { describe, expect, it } from 'vitest'
import { countRows, TEST_PASSWORD, useTestApp, validContact, validFeproba, validIsl, validMember } from './helper.ts'
import type { App } from '../src/app.ts'

const TOO_MANY = { message: 'Trop de demandes. Veuillez patienter quelques minutes avant de réessayer.' }
const FORM_TABLES = ['member_registrations', 'newsletter_subscribers', 'contact_messages', 'programme_requests']

/** The five public forms, each with a valid body that differs on every call. */
let serial = 0
const forms = () => {
  serial += 1
  return [
    { url: '/api/members/register', payload: validMember({ email: `membre${serial}@example.org` }) },
    { url: '/api/newsletter/subscribe', payload: { email: `lettre${serial}@example.org` } },
    { url: '/api/contact', payload: validContact() },
    { url: '/feproba/register', payload: validFeproba() },
    { url: '/isl/register', payload: validIsl() },
  ]
}

const storedRows = (app: App) => FORM_TABLES.reduce((sum, table) => sum + countRows(app, table), 0)

describe('public form rate limit (default: 30 per 10 minutes per address)', () => {
  const t = useTestApp()
  const post = (url: string, payload: object, remoteAddress = '203.0.113.10') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress })

  it('lets a family register 8 people in a row from one address', async () => {
    for (let i = 1; i <= 8; i += 1) {
      const response = await post(
        '/api/members/register',
        validMember({ firstName: `Enfant${i}`, email: `famille${i}@example.org` }),
      )
      expect(response.statusCode, `registration ${i}`).toBe(201)
    }
    expect(countRows(t.app, 'member_registrations')).toBe(8)
  })

  it('answers 429 with a French message and Retry-After past 30 submissions across the five forms', async () => {
    for (let round = 0; round < 6; round += 1) {
      for (const { url, payload } of forms()) expect((await post(url, payload)).statusCode, url).toBe(201)
    }
    expect(storedRows(t.app)).toBe(30)

    for (const { url, payload } of forms()) {
      const refused = await post(url, payload)
      expect(refused.statusCode, url).toBe(429)
      expect(refused.json()).toEqual(TOO_MANY)
      const retryAfter = Number(refused.headers['retry-after'])
      expect(retryAfter).toBeGreaterThan(500)
      expect(retryAfter).toBeLessThanOrEqual(600)
    }
    expect(storedRows(t.app)).toBe(30)

    // Another address is not affected; reads and the admin login are not limited by it.
    const [member] = forms()
    expect((await post(member!.url, member!.payload, '198.51.100.20')).statusCode).toBe(201)
    for (let i = 0; i < 40; i += 1) {
      expect((await t.app.inject({ url: '/api/services', remoteAddress: '203.0.113.10' })).statusCode).toBe(200)
    }
    for (const url of ['/api/events', '/api/members/stats']) {
      expect((await t.app.inject({ url, remoteAddress: '203.0.113.10' })).statusCode).toBe(200)
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: TEST_PASSWORD },
      remoteAddress: '203.0.113.10',
    })
    expect(login.statusCode).toBe(204)
  })

  it('counts refused and honeypot submissions too (a bot cannot probe for free)', async () => {
    for (let i = 0; i < 15; i += 1) await post('/api/contact', { website: 'http://spam.example', ...validContact() })
    for (let i = 0; i < 15; i += 1) await post('/api/contact', { name: '' })
    expect((await post('/api/contact', validContact())).statusCode).toBe(429)
    expect(countRows(t.app, 'contact_messages')).toBe(0)
  })
})

describe('RATE_LIMIT_PUBLIC_MAX', () => {
  const t = useTestApp({ env: { RATE_LIMIT_PUBLIC_MAX: '3' } })

  it('sets the number of submissions allowed', async () => {
    for (const { url, payload } of forms().slice(0, 3)) {
      expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(201)
    }
    const [, , , feproba] = forms()
    expect((await t.app.inject({ method: 'POST', url: feproba!.url, payload: feproba!.payload })).statusCode).toBe(429)
  })
})

describe('client address behind a trusted proxy (TRUST_PROXY)', () => {
  const t = useTestApp({ env: { TRUST_PROXY: 'true', RATE_LIMIT_PUBLIC_MAX: '2' } })
  const PROXY = '10.0.0.2'
  const viaProxy = (forwardedFor: string) => {
    serial += 1
    return t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: `x${serial}@example.org` },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': forwardedFor },
    })
  }

  it('limits each client by the address in X-Forwarded-For, not the proxy', async () => {
    expect((await viaProxy('203.0.113.1')).statusCode).toBe(201)
    expect((await viaProxy('203.0.113.1')).statusCode).toBe(201)
    expect((await viaProxy('203.0.113.1')).statusCode).toBe(429)
    expect((await viaProxy('203.0.113.2')).statusCode).toBe(201)
  })

  it('uses the address the proxy appended: a client cannot escape by forging the header', async () => {
    // The proxy appends the address it saw; whatever the client sent comes before it.
    for (const forged of ['1.1.1.1', '2.2.2.2']) {
      expect((await viaProxy(`${forged}, 203.0.113.3`)).statusCode).toBe(201)
    }
    expect((await viaProxy('3.3.3.3, 203.0.113.3')).statusCode).toBe(429)
  })
})
