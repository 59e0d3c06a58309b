import { describe, expect, it } from 'vitest'
import { hashSessionId } from '../src/auth/session-token.ts'
import { TEST_PASSWORD, TEST_EMAIL, adminCode, useTestApp, validContact, validIsl, validMember } from './helper.ts'

describe('logs', () => {
  const t = useTestApp()

  it('never contain request bodies', async () => {
    const marker = 'témoignage-très-personnel-42'
    await t.app.inject({ method: 'POST', url: '/api/members/register', payload: validMember({ testimony: marker }) })
    await t.app.inject({ method: 'POST', url: '/api/members/register', payload: validMember({ email: marker }) })
    expect(t.logs.length).toBeGreaterThan(2)
    expect(t.logs.join('\n')).not.toContain(marker)
    expect(t.logs.join('\n')).not.toContain('marie.joseph@example.org')
  })

  it('never contain cookies or authorization headers', async () => {
    await t.app.inject({
      url: '/api/admin/session',
      headers: { cookie: 'session=secret-cookie', authorization: 'Basic secret-auth' },
    })
    expect(t.logs.length).toBeGreaterThan(0)
    expect(t.logs.join('\n')).not.toMatch(/secret-/)
  })

  it('write one line per write or error, and keep routine reads for the debug level', async () => {
    const completed = () =>
      t.logs
        .map(
          (line) =>
            JSON.parse(line) as {
              level: number
              msg: string
              req?: { method: string; url: string }
              res?: { statusCode: number }
            },
        )
        .filter((line) => line.msg === 'request completed')
    const before = completed().length
    expect((await t.app.inject('/api/services')).statusCode).toBe(200)
    expect(completed()).toHaveLength(before)
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: validContact() })).statusCode).toBe(201)
    expect((await t.app.inject('/api/nulle-part')).statusCode).toBe(404)
    expect(completed().slice(before)).toMatchObject([
      { level: 30, req: { method: 'POST', url: '/api/contact' }, res: { statusCode: 201 } },
      { level: 30, req: { method: 'GET', url: '/api/nulle-part' }, res: { statusCode: 404 } },
    ])
  })

  it('mask the link tokens of query strings, wherever the key is and however it is written', async () => {
    const token = 'Tq3xZ9mK2pL8vN4rW7yB1cD5fG0hJ6kM3nP8qR2sT4u'
    for (const url of [
      `/lettres/desabonner?jeton=${token}`,
      `/lettres/desabonner?x=1&%6Aeton=${token}`,
      `/lettres/desabonner?JETON=${token}&y=2`,
    ])
      await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    const lines = t.logs
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string; remoteAddress?: string } })
      .filter((line) => line.msg === 'request completed' && line.req?.url.startsWith('/lettres/'))
    expect(lines.map((line) => line.req?.url)).toEqual([
      '/lettres/desabonner?jeton=[masqué]',
      '/lettres/desabonner?x=1&%6Aeton=[masqué]',
      '/lettres/desabonner?JETON=[masqué]&y=2',
    ])
    expect(lines[0]?.req?.remoteAddress).toBe('127.0.0.1')
    expect(t.logs.join('\n')).not.toContain(token)
  })

  it('mask a password or a body should code ever pass one to the logger', () => {
    t.app.log.info({ password: 'secret-password', body: { testimony: 'secret-body' } }, 'oops')
    const line = JSON.parse(t.logs.at(-1) ?? '{}')
    expect(line).toMatchObject({ msg: 'oops', password: '[masqué]', body: '[masqué]' })
  })
})

describe('logs during a whole visit and admin session', () => {
  const t = useTestApp({ env: { TRUST_PROXY: 'true' } })

  it('hold no password, cookie, session id or form field', async () => {
    const wrongPassword = 'faux-secret-Zq8!pw'
    const secrets = {
      wrongPassword,
      rightPassword: TEST_PASSWORD,
      firstName: 'Prénom-Secret-71',
      lastName: 'Nom-Secret-72',
      email: 'adresse.secrete.73@example.org',
      phone: '809-555-7374',
      address: '75 Calle Secreta',
      testimony: 'Témoignage-secret-76: ma vie avant la foi…',
      emergencyContact: 'Contact-Secret-77',
      contactMessage: 'Message-secret-78',
      programmeMessage: 'Motivation-secrete-79',
      newsletterEmail: 'lettre.secrete.80@example.org',
    }
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-proto': 'https', ...headers } })

    expect((await post('/api/admin/login', { email: TEST_EMAIL, password: wrongPassword })).statusCode).toBe(401)
    const signIn = await post('/api/admin/login', {
      email: TEST_EMAIL,
      password: TEST_PASSWORD,
      code: adminCode(t.app),
    })
    expect(signIn.statusCode).toBe(204)
    const sessionId = signIn.cookies[0]?.value ?? ''
    expect(sessionId).toHaveLength(22)
    const cookie = `__Host-session=${sessionId}`

    const member = validMember({
      firstName: secrets.firstName,
      lastName: secrets.lastName,
      email: secrets.email,
      phone: secrets.phone,
      address: secrets.address,
      testimony: secrets.testimony,
      emergencyContact: secrets.emergencyContact,
    })
    expect((await post('/api/members/register', member)).statusCode).toBe(201)
    // Refused bodies are not logged either, nor are the values the validation complained about.
    expect((await post('/api/members/register', { ...member, dateOfBirth: '1990-13-01' })).statusCode).toBe(400)
    expect((await post('/api/members/register', { ...member, prototype: secrets.testimony })).statusCode).toBe(400)
    expect((await post('/api/contact', validContact({ message: secrets.contactMessage }))).statusCode).toBe(201)
    expect((await post('/isl/register', validIsl({ message: secrets.programmeMessage }))).statusCode).toBe(201)
    expect((await post('/api/newsletter/subscribe', { email: secrets.newsletterEmail })).statusCode).toBe(201)
    expect((await post('/api/newsletter/subscribe', { email: secrets.newsletterEmail, website: 'x' })).statusCode).toBe(
      201,
    )

    const read = await t.app.inject({ url: '/api/admin/members', headers: { cookie, 'x-forwarded-proto': 'https' } })
    expect(read.statusCode).toBe(200)
    expect((await post('/api/admin/logout', {}, { cookie })).statusCode).toBe(204)

    const text = t.logs.join('\n')
    // The capture works: these events are logged, only without their secrets.
    for (const event of [
      'admin login failed',
      'staff member signed in',
      'member registration stored',
      'honeypot filled',
      'request rejected',
    ]) {
      expect(text).toContain(event)
    }
    for (const [name, secret] of Object.entries({ ...secrets, sessionId, sessionIdHash: hashSessionId(sessionId) })) {
      expect(text, name).not.toContain(secret)
    }
    expect(text).not.toMatch(/set-cookie|"cookie"/i)
  })
})

describe('a production server reached over plain HTTP', () => {
  const plainHttpWarnings = (logs: string[]) =>
    logs.filter((line) => (JSON.parse(line) as { msg: string }).msg.startsWith('PLAIN HTTP')).length

  describe('without TRUST_PROXY', () => {
    const t = useTestApp({ env: { NODE_ENV: 'production' } })

    it('warns loudly, once', async () => {
      await t.app.inject('/api/services')
      await t.app.inject('/api/health')
      expect(plainHttpWarnings(t.logs)).toBe(1)
      const line = JSON.parse(t.logs.find((each) => each.includes('PLAIN HTTP')) ?? '{}') as { level: number }
      expect(line.level).toBe(40)
    })
  })

  describe('behind a TLS proxy (TRUST_PROXY)', () => {
    const t = useTestApp({ env: { NODE_ENV: 'production', TRUST_PROXY: 'true' } })

    it('says nothing', async () => {
      await t.app.inject({ url: '/api/services', headers: { 'x-forwarded-proto': 'https' } })
      expect(plainHttpWarnings(t.logs)).toBe(0)
    })
  })

  describe('in development', () => {
    const t = useTestApp()

    it('says nothing', async () => {
      await t.app.inject('/api/services')
      expect(plainHttpWarnings(t.logs)).toBe(0)
    })
  })
})
