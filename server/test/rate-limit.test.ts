import { describe, expect, it } from 'vitest'
import {
  countRows,
  TEST_PASSWORD,
  TEST_EMAIL,
  adminCode,
  useTestApp,
  validContact,
  validFeproba,
  validIsl,
  validMember,
} from './helper.ts'
import type { App } from '../src/app.ts'

const TOO_MANY = { message: 'Trop de demandes. Veuillez patienter quelques minutes avant de réessayer.' }
const FORM_TABLES = ['member_registrations', 'newsletter_subscribers', 'contact_messages', 'programme_requests']
const CHURCH_WIFI = '203.0.113.10'

/** The five public forms, each with a valid body that differs on every call. */
let serial = 0
const forms = () => {
  serial += 1
  return [
    { url: '/api/members/register', payload: validMember({ email: `membre${serial}@example.org` }) },
    { url: '/api/newsletter/subscribe', payload: { email: `lettre${serial}@example.org` } },
    { url: '/api/contact', payload: validContact({ message: `Message n° ${serial}` }) },
    { url: '/feproba/register', payload: validFeproba({ email: `feproba${serial}@example.org` }) },
    { url: '/isl/register', payload: validIsl({ email: `isl${serial}@example.org` }) },
  ]
}
const member = (n: number) => validMember({ firstName: `Fidèle${n}`, email: `fidele${n}@example.org` })

const storedRows = (app: App) => FORM_TABLES.reduce((sum, table) => sum + countRows(app, table), 0)

/** The app's clock, moved by the tests. */
function testClock() {
  let now = Date.parse('2026-11-29T12:00:00Z')
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms
    },
  }
}

// Hundreds of durable writes per test: room for a busy two-core machine.
describe('public form rate limit (default: a burst of 200 per address, then 180 an hour)', { timeout: 60_000 }, () => {
  const clock = testClock()
  const t = useTestApp({ now: clock.now })
  const post = (url: string, payload: object, remoteAddress = CHURCH_WIFI) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress })

  it('lets a congregation register 150 people from the church wifi within 10 minutes', async () => {
    for (let n = 1; n <= 150; n += 1) {
      expect((await post('/api/members/register', member(n))).statusCode, `registration ${n}`).toBe(201)
      clock.advance(4_000)
    }
    expect(countRows(t.app, 'member_registrations')).toBe(150)
  })

  it('lets the 150 in even when they all tap at once, with the other forms on the same wifi', async () => {
    for (let n = 1; n <= 150; n += 1) {
      expect((await post('/api/members/register', member(n))).statusCode, `registration ${n}`).toBe(201)
    }
    for (let round = 0; round < 4; round += 1) {
      for (const { url, payload } of forms()) expect((await post(url, payload)).statusCode, url).toBe(201)
    }
    expect(storedRows(t.app)).toBe(170)
  })

  it('refuses a flood of 1,000 submissions in one minute past the burst: 429, Retry-After, French', async () => {
    const statuses: number[] = []
    for (let n = 1; n <= 1000; n += 1) {
      const response = await post('/api/members/register', member(n))
      statuses.push(response.statusCode)
      if (response.statusCode === 429) {
        expect(response.json()).toEqual(TOO_MANY)
        const retryAfter = Number(response.headers['retry-after'])
        // The next token comes back within 20 s (180 an hour).
        expect(retryAfter).toBeGreaterThanOrEqual(1)
        expect(retryAfter).toBeLessThanOrEqual(20)
      } else {
        expect(response.statusCode).toBe(201)
      }
      clock.advance(60)
    }
    const accepted = statuses.filter((status) => status === 201).length
    // The burst, plus the 3 tokens a minute gives back.
    expect(accepted).toBeGreaterThanOrEqual(200)
    expect(accepted).toBeLessThanOrEqual(203)
    expect(statuses.slice(0, 200).every((status) => status === 201)).toBe(true)
    expect(countRows(t.app, 'member_registrations')).toBe(accepted)

    // Another address is not affected; reads and the admin login are not limited by it.
    expect((await post('/api/contact', validContact(), '198.51.100.20')).statusCode).toBe(201)
    for (const url of ['/api/services', '/api/events', '/api/members/stats']) {
      expect((await t.app.inject({ url, remoteAddress: CHURCH_WIFI })).statusCode).toBe(200)
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: TEST_EMAIL, password: TEST_PASSWORD, code: adminCode(t.app) },
      remoteAddress: CHURCH_WIFI,
    })
    expect(login.statusCode).toBe(204)
  })

  it('gives one submission back every 20 seconds once the burst is spent', async () => {
    for (let n = 1; n <= 200; n += 1) expect((await post('/api/members/register', member(n))).statusCode).toBe(201)
    const refused = await post('/api/members/register', member(201))
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('20')

    clock.advance(20_000)
    expect((await post('/api/members/register', member(202))).statusCode).toBe(201)
    expect((await post('/api/members/register', member(203))).statusCode).toBe(429)
    // A quiet hour and six minutes: the whole burst is back.
    clock.advance(66 * 60_000 + 40_000)
    for (let n = 204; n < 404; n += 1) expect((await post('/api/members/register', member(n))).statusCode).toBe(201)
    expect((await post('/api/members/register', member(404))).statusCode).toBe(429)
  })
})

describe('RATE_LIMIT_PUBLIC_MAX and RATE_LIMIT_PUBLIC_PER_HOUR', () => {
  const clock = testClock()
  const t = useTestApp({ now: clock.now, env: { RATE_LIMIT_PUBLIC_MAX: '3', RATE_LIMIT_PUBLIC_PER_HOUR: '60' } })
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: '203.0.113.30' })

  it('set the burst and the pace at which it comes back', async () => {
    for (const { url, payload } of forms().slice(0, 3)) expect((await post(url, payload)).statusCode).toBe(201)
    const [, , , feproba, isl] = forms()
    const refused = await post(feproba!.url, feproba!.payload)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('60')
    clock.advance(60_000)
    expect((await post(isl!.url, isl!.payload)).statusCode).toBe(201)
  })

  it('count refused and honeypot submissions too (a bot cannot probe for free)', async () => {
    await post('/api/contact', { website: 'http://spam.example', ...validContact() })
    await post('/api/contact', { name: '' })
    await post('/api/contact', { name: '' })
    expect((await post('/api/contact', validContact())).statusCode).toBe(429)
    expect(countRows(t.app, 'contact_messages')).toBe(0)
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
