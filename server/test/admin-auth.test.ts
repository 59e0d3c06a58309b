import { describe, expect, it } from 'vitest'
import { OWASP_SCRYPT } from '../src/auth/password.ts'
import { hashSessionId } from '../src/auth/session-token.ts'
import { countRows, createTestApp, login, TEST_PASSWORD, useTestApp } from './helper.ts'

const ADMIN_READS = ['/api/admin/members', '/api/admin/messages', '/api/admin/requests', '/api/admin/newsletter']

describe('admin login and sessions', () => {
  const t = useTestApp()
  const attempt = (password: string, remoteAddress = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password }, remoteAddress })

  it('signs in with 204 and an HttpOnly, SameSite=Strict session cookie; only its hash is stored', async () => {
    const response = await attempt(TEST_PASSWORD)
    expect(response.statusCode).toBe(204)
    const setCookie = String(response.headers['set-cookie'])
    expect(setCookie).toMatch(/^session=[\w-]{22};/)
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Strict/)
    expect(setCookie).toMatch(/Path=\//)
    expect(setCookie).not.toMatch(/Secure/)
    const id = response.cookies[0]?.value ?? ''
    const rows = t.app.db.prepare('SELECT id_hash FROM admin_sessions').all()
    expect(rows).toEqual([{ id_hash: hashSessionId(id) }])
    expect(JSON.stringify(rows)).not.toContain(id)
  })

  it('refuses a wrong password with 401 and never logs it', async () => {
    const response = await attempt('mauvais-mot-de-passe')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: 'Mot de passe incorrect' })
    expect(response.headers['set-cookie']).toBeUndefined()
    expect(t.logs.some((line) => line.includes('admin login failed'))).toBe(true)
    expect(t.logs.join('\n')).not.toContain('mauvais-mot-de-passe')
    await attempt(TEST_PASSWORD)
    expect(t.logs.join('\n')).not.toContain(TEST_PASSWORD)
  })

  it('blocks an address after 10 failures for the window, even with the right password', async () => {
    for (let i = 1; i <= 10; i += 1) expect((await attempt(`faux-${i}-mot-de-passe`)).statusCode).toBe(401)
    const eleventh = await attempt('faux-11-mot-de-passe')
    expect(eleventh.statusCode).toBe(429)
    expect(eleventh.json()).toEqual({
      message: 'Trop de tentatives. Veuillez patienter 15 minutes avant de réessayer.',
    })
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(800)
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(429)
    // Another address is not affected.
    expect((await attempt(TEST_PASSWORD, '198.51.100.4')).statusCode).toBe(204)
  })

  it('GET /api/admin/session: 200 signed in, 401 otherwise', async () => {
    expect((await t.app.inject('/api/admin/session')).statusCode).toBe(401)
    const cookie = await login(t.app)
    const response = await t.app.inject({ url: '/api/admin/session', headers: { cookie } })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ authenticated: true, name: null })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('logout answers 204, clears the cookie and destroys the session (the old cookie is refused)', async () => {
    const cookie = await login(t.app)
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } })
    expect(response.statusCode).toBe(204)
    expect(String(response.headers['set-cookie'])).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/)
    expect(countRows(t.app, 'admin_sessions')).toBe(0)
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie } })).statusCode).toBe(401)
  })

  it('gives a new session id at every login and drops the previous one', async () => {
    const first = await login(t.app)
    const second = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: TEST_PASSWORD },
        headers: { cookie: first },
      })
    ).cookies[0]?.value
    expect(`session=${second}`).not.toBe(first)
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie: first } })).statusCode).toBe(401)
    expect(
      (await t.app.inject({ url: '/api/admin/session', headers: { cookie: `session=${second}` } })).statusCode,
    ).toBe(200)
  })

  it.each(ADMIN_READS)('GET %s is 401 without a session', async (url) => {
    const response = await t.app.inject(url)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: 'Authentification requise.' })
  })

  it('guards the whole prefix: an unknown admin path is 401 without a session, 404 with one', async () => {
    expect((await t.app.inject('/api/admin/whatever')).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/members/1' })).statusCode).toBe(401)
    const cookie = await login(t.app)
    const response = await t.app.inject({ url: '/api/admin/whatever', headers: { cookie } })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'Ressource introuvable.' })
  })

  it('refuses a state-changing admin request from another origin with 403', async () => {
    const crossLogin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: TEST_PASSWORD },
      headers: { origin: 'https://evil.example', host: 'eglise.example' },
    })
    expect(crossLogin.statusCode).toBe(403)
    expect(countRows(t.app, 'admin_sessions')).toBe(0)

    const cookie = await login(t.app)
    const crossLogout = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie, origin: 'https://evil.example', host: 'eglise.example' },
    })
    expect(crossLogout.statusCode).toBe(403)
    expect(countRows(t.app, 'admin_sessions')).toBe(1)

    // Same host, other scheme: the server was reached over plain HTTP, the page says https.
    const otherScheme = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie, origin: 'https://eglise.example', host: 'eglise.example' },
    })
    expect(otherScheme.statusCode).toBe(403)
    // A sibling sub-domain's page: the browser says same-site, whatever Origin it is made to carry.
    const sibling = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie, 'sec-fetch-site': 'same-site', host: 'eglise.example' },
    })
    expect(sibling.statusCode).toBe(403)
    expect(countRows(t.app, 'admin_sessions')).toBe(1)

    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie, origin: 'http://eglise.example', 'sec-fetch-site': 'same-origin', host: 'eglise.example' },
    })
    expect(sameOrigin.statusCode).toBe(204)
  })

  it('validates the login body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: {} })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fieldErrors)).toEqual(['password'])
  })
})

describe('session expiry', () => {
  let clock = new Date('2026-11-22T12:00:00Z')
  const t = useTestApp({ now: () => clock })
  const session = (cookie: string) => t.app.inject({ url: '/api/admin/session', headers: { cookie } })
  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000)
  }

  it('expires after 2 hours without activity, and activity slides the expiry', async () => {
    const cookie = await login(t.app)
    later(119)
    expect((await session(cookie)).statusCode).toBe(200)
    later(119)
    expect((await session(cookie)).statusCode).toBe(200)
    later(121)
    expect((await session(cookie)).statusCode).toBe(401)
  })
})

describe('over HTTPS behind a trusted proxy', () => {
  const t = useTestApp({ env: { TRUST_PROXY: 'true' } })

  it('names the cookie __Host-session, marks it Secure, and sends HSTS', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: TEST_PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(response.statusCode).toBe(204)
    const setCookie = String(response.headers['set-cookie'])
    expect(setCookie).toMatch(/^__Host-session=/)
    expect(setCookie).toMatch(/Secure/)
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/)
    const cookie = `__Host-session=${response.cookies[0]?.value}`
    const over = (proto: string) =>
      t.app.inject({ url: '/api/admin/session', headers: { cookie, 'x-forwarded-proto': proto } })
    expect((await over('https')).statusCode).toBe(200)
    // A plain-HTTP request neither reads the __Host- cookie nor gets HSTS.
    const plain = await over('http')
    expect(plain.statusCode).toBe(401)
    expect(plain.headers['strict-transport-security']).toBeUndefined()
  })

  it('throttles logins by the address the proxy appended, not one the client forged', async () => {
    const attempt = (forged: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: 'mauvais-mot-de-passe' },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `${forged}, 203.0.113.4` },
      })
    for (let i = 1; i <= 10; i += 1) expect((await attempt(`198.51.100.${i}`)).statusCode).toBe(401)
    expect((await attempt('198.51.100.99')).statusCode).toBe(429)
  })
})

describe('admin password at start-up', () => {
  it('uses OWASP scrypt parameters by default', async () => {
    const { app, close } = await createTestApp({ passwordParams: undefined })
    try {
      const stored = app.adminRepository.getCredential()
      expect(stored).toMatchObject({ algorithm: 'scrypt', N: OWASP_SCRYPT.N, r: 8, p: 1, keyLength: 64 })
      expect(Buffer.from(stored?.salt ?? '', 'base64')).toHaveLength(16)
    } finally {
      await close()
    }
  })

  it('generates, prints once and stores only the hash when no password is configured', async () => {
    const printed: string[] = []
    const first = await createTestApp({ env: { ADMIN_PASSWORD: undefined }, print: (text) => printed.push(text) })
    expect(printed).toHaveLength(1)
    const password = /^\s{6}(\S+)$/m.exec(printed[0] ?? '')?.[1] ?? ''
    expect(password).toMatch(/^[\w-]{24}$/)
    expect(JSON.stringify(first.app.db.prepare('SELECT * FROM admin_credentials').all())).not.toContain(password)
    await login(first.app, password)
    await first.app.close()

    const second = await createTestApp({
      dataDir: first.dataDir,
      env: { ADMIN_PASSWORD: undefined },
      print: (text) => printed.push(text),
    })
    expect(printed).toHaveLength(1)
    await login(second.app, password)
    await second.close()
    await first.close().catch(() => undefined)
  })

  it('replaces the stored password when ADMIN_PASSWORD changes, ending open sessions', async () => {
    const first = await createTestApp()
    await login(first.app)
    expect(countRows(first.app, 'admin_sessions')).toBe(1)
    await first.app.close()

    const second = await createTestApp({ dataDir: first.dataDir, env: { ADMIN_PASSWORD: 'un-nouveau-secret' } })
    try {
      expect(countRows(second.app, 'admin_sessions')).toBe(0)
      const old = await second.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: TEST_PASSWORD },
      })
      expect(old.statusCode).toBe(401)
      await login(second.app, 'un-nouveau-secret')
    } finally {
      await second.close()
      await first.close().catch(() => undefined)
    }
  })
})
