// Every /api/admin route declares who may use it (config.roles, or public). The routes are listed
// as the app registers them (onRoute), so a route added later is checked without anyone
// remembering to add it here: with no session (401), with each role (403 unless the route allows
// it), and while an account is still being set up.
import { randomBytes } from 'node:crypto'
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_TAB_ROLES, DONATION_SETTINGS_ROLES } from '#common/admin-dashboard-pages.ts'
import { STAFF_ROLES, type StaffRole } from '#common/schemas/staff-account.ts'
import { hashSessionId } from '../src/auth/session-token.ts'
import { createAccount, createTestApp, login, TEST_EMAIL, TEST_PASSWORD, totpCodeFor, type TestApp } from './helper.ts'

const LOGIN = '/api/admin/login'
const UNAUTHORIZED = { message: 'Authentification requise.' }
const FORBIDDEN = 'Accès refusé.'
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'QUERY'])

interface AdminRoute {
  method: string
  url: string
  roles: readonly StaffRole[] | undefined
  duringSetup: boolean
  public: boolean
}

/** A concrete URL for a route pattern: `:id` → 1, a wildcard → some path. */
const concrete = (pattern: string) => pattern.replace(/:\w+/g, '1').replace(/\*$/, 'quelque/chose')

// Routes that end the session they are called with: called last, or with a session of their own.
const ENDS_SESSION = new Set(['POST /api/admin/logout', 'DELETE /api/admin/me/sessions/:id'])

describe('admin routes, by session and role', () => {
  let clock = new Date('2026-11-22T12:00:00Z')
  const registered: AdminRoute[] = []
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({
      now: () => clock,
      onRoute: (route: RouteOptions) => {
        if (route.url !== '/api/admin' && !route.url.startsWith('/api/admin/')) return
        const config = (route.config ?? {}) as { roles?: StaffRole[]; duringSetup?: boolean; public?: boolean }
        for (const method of [route.method].flat())
          registered.push({
            method,
            url: route.url,
            roles: config.roles,
            duringSetup: config.duringSetup === true,
            public: config.public === true,
          })
      },
    })
  })
  afterAll(async () => {
    await t.close()
  })

  const guarded = () => registered.filter((route) => !route.public && route.method !== 'HEAD')
  const call = (route: AdminRoute, cookie?: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: route.method as 'GET',
      url: concrete(route.url),
      headers: {
        ...(cookie === undefined ? {} : { cookie }),
        ...(WITH_BODY.has(route.method) ? { 'content-type': 'application/json' } : {}),
        ...extra,
      },
      ...(WITH_BODY.has(route.method) ? { payload: '{}' } : {}),
    })
  const name = (route: AdminRoute) => `${route.method} ${route.url}`

  /** Calls every guarded route with `cookie` and returns those that did not answer 401. */
  const notRefused = async (cookie?: string, extra?: Record<string, string>) => {
    const open: string[] = []
    for (const route of registered.filter((r) => !r.public)) {
      const response = await call(route, cookie, extra)
      const refused =
        response.statusCode === 401 && (route.method === 'HEAD' || response.json().message === UNAUTHORIZED.message)
      if (!refused) open.push(`${name(route)} → ${response.statusCode}`)
    }
    return open
  }

  it('finds the admin routes, each declaring its roles or that it is public', () => {
    const names = guarded().map(name)
    for (const expected of [
      'GET /api/admin/session',
      'POST /api/admin/logout',
      'GET /api/admin/members',
      'GET /api/admin/accounts',
      'GET /api/admin/*',
      'DELETE /api/admin/*',
    ]) {
      expect(names).toContain(expected)
    }
    expect(
      registered
        .filter((route) => route.public)
        .map(name)
        .sort(),
    ).toEqual([
      'POST /api/admin/login',
      'POST /api/admin/login/passkey',
      'POST /api/admin/login/passkey/options',
      'POST /api/admin/password-reset',
      'POST /api/admin/token',
      'POST /api/admin/token/password',
    ])
    for (const route of guarded()) expect(route.roles?.length, name(route)).toBeGreaterThan(0)
  })

  it('refuses every route and method without a cookie (401)', async () => {
    expect(await notRefused()).toEqual([])
  })

  it.each(STAFF_ROLES)(
    'lets %s through exactly the routes that declare it (403 elsewhere)',
    { timeout: 30_000 },
    async (role) => {
      const account = await createAccount(t.app, { role })
      const wrong: string[] = []
      let cookie = await login(t.app, TEST_PASSWORD, account.email)
      for (const route of guarded()) {
        const response = await call(route, cookie)
        const allowed = route.roles?.includes(role) ?? false
        const refused = response.statusCode === 403 && response.json().message === FORBIDDEN
        if (allowed === refused || response.statusCode === 401 || response.statusCode >= 500)
          wrong.push(`${name(route)} → ${response.statusCode} (declared ${route.roles?.join(',')})`)
        if (ENDS_SESSION.has(name(route)) && response.statusCode === 204)
          cookie = await login(t.app, TEST_PASSWORD, account.email)
      }
      expect(wrong).toEqual([])
    },
  )

  it('keeps the roles the dashboard describes: accounts and PayPal for administrators, members and gifts for the secretariat', () => {
    const rolesOf = (url: string) => registered.find((route) => route.url === url)?.roles
    expect(rolesOf('/api/admin/accounts')).toEqual(['administrateur'])
    expect(rolesOf('/api/admin/donation-settings')).toEqual(['administrateur'])
    expect(rolesOf('/api/admin/gifts')).toEqual(['administrateur', 'secretariat'])
    // The dashboard's table says the same: the « Dons » tab is the office's, its PayPal part the administrators'.
    for (const url of ['/api/admin/gifts', '/api/admin/gifts/:id', '/api/admin/gifts/totals', '/api/admin/gifts.csv'])
      expect(rolesOf(url), url).toEqual(ADMIN_TAB_ROLES.dons)
    expect(rolesOf('/api/admin/donation-settings')).toEqual(DONATION_SETTINGS_ROLES)
    expect(rolesOf('/api/admin/audit-log')).toEqual(['administrateur'])
    expect(rolesOf('/api/admin/members')).toEqual(['administrateur', 'secretariat'])
    expect(rolesOf('/api/admin/messages')).toEqual(['administrateur', 'secretariat'])
    expect(rolesOf('/api/admin/events')).toEqual(['administrateur', 'secretariat', 'contenu'])
  })

  it('gives an administrator without a second factor a session that only reaches the set-up routes', async () => {
    const account = await createAccount(t.app, { role: 'administrateur', totp: false })
    const cookie = await login(t.app, TEST_PASSWORD, account.email)
    const session = await t.app.inject({ url: '/api/admin/session', headers: { cookie } })
    expect(session.json()).toMatchObject({ pending: 'second-factor', totp: false })
    const wrong: string[] = []
    for (const route of guarded().filter((r) => !ENDS_SESSION.has(name(r)))) {
      const response = await call(route, cookie)
      const refused = response.statusCode === 403
      if (route.duringSetup === refused || response.statusCode === 401 || response.statusCode >= 500)
        wrong.push(`${name(route)} → ${response.statusCode}`)
    }
    expect(wrong).toEqual([])
  })

  it('refuses forged cookies', { timeout: 30_000 }, async () => {
    const realLooking = randomBytes(16).toString('base64url')
    const signedIn = (await login(t.app)).slice('session='.length)
    const storedHash = hashSessionId(signedIn)
    for (const cookie of [
      `session=${realLooking}`,
      // The database holds only the hash: a leaked hash is not a session.
      `session=${storedHash}`,
      `session=${signedIn}x`,
      `session=${signedIn.slice(0, -1)}`,
      `session=${signedIn.toUpperCase()}`,
      `session=${'A'.repeat(10_000)}`,
      "session=' OR '1'='1",
      'session=',
      // Over plain HTTP the __Host- name is not ours to read.
      `__Host-session=${signedIn}`,
      `sessionid=${signedIn}`,
    ]) {
      expect(await notRefused(cookie), cookie.slice(0, 40)).toEqual([])
    }
  })

  it('ends a session after 2 hours idle, 12 hours after sign-in however busy, and when its row says so', async () => {
    const idle = await login(t.app)
    clock = new Date(clock.getTime() + 2 * 60 * 60_000 + 1_000)
    expect(await notRefused(idle)).toEqual([])

    const busy = await login(t.app)
    for (let hour = 1; hour < 12; hour += 1) {
      clock = new Date(clock.getTime() + 60 * 60_000)
      expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie: busy } })).statusCode).toBe(200)
    }
    clock = new Date(clock.getTime() + 60 * 60_000)
    expect(await notRefused(busy)).toEqual([])

    const edited = await login(t.app)
    t.app.db
      .prepare('UPDATE admin_sessions SET created_at = ? WHERE id_hash = ?')
      .run('2020-01-01T00:00:00.000Z', hashSessionId(edited.slice('session='.length)))
    expect(await notRefused(edited)).toEqual([])
  })

  it('ends the sessions of an account as soon as it is disabled', async () => {
    const account = await createAccount(t.app, { role: 'secretariat' })
    const cookie = await login(t.app, TEST_PASSWORD, account.email)
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie } })).statusCode).toBe(200)
    t.app.adminRepository.setStatus(account.id, 'desactive', clock.toISOString())
    expect(await notRefused(cookie)).toEqual([])
  })
})

describe('session cookie', () => {
  const attrs = (setCookie: string) => {
    const [pair = '', ...rest] = setCookie.split(';').map((part) => part.trim())
    return { pair, attributes: rest.map((part) => part.split('=')[0]!.toLowerCase()), raw: rest }
  }

  it('over HTTPS: __Host-session, Secure, HttpOnly, SameSite=Strict, Path=/, no Domain; 128 random bits', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: 'true' } })
    try {
      const ids = new Set<string>()
      for (let i = 0; i < 20; i += 1) {
        const admin = t.app.adminRepository.findAccountByEmail(TEST_EMAIL)
        if (!admin) throw new Error('no first administrator')
        if (!admin.totpSecret) await login(t.app)
        const response = await t.app.inject({
          method: 'POST',
          url: LOGIN,
          payload: { email: TEST_EMAIL, password: TEST_PASSWORD, code: totpCodeFor(t.app, admin.id) },
          headers: { 'x-forwarded-proto': 'https' },
        })
        expect(response.statusCode).toBe(204)
        const [session = '', device = ''] = [response.headers['set-cookie'] ?? []].flat()
        const { pair, attributes, raw } = attrs(session)
        const [name, id = ''] = pair.split('=')
        expect(name).toBe('__Host-session')
        expect(attributes.sort()).toEqual(['httponly', 'path', 'samesite', 'secure'])
        expect(raw).toContain('Path=/')
        expect(raw).toContain('SameSite=Strict')
        expect(Buffer.from(id, 'base64url')).toHaveLength(16)
        ids.add(id)
        // The browser's long-lived cookie: recognised at the next sign-in, never a session.
        const remembered = attrs(device)
        expect(remembered.pair).toMatch(/^__Host-device=[\w-]{22}$/)
        expect(remembered.attributes.sort()).toEqual(['httponly', 'max-age', 'path', 'samesite', 'secure'])
        expect(remembered.raw).toContain('Max-Age=15552000')
      }
      // Every login, even without presenting the old cookie, gets a fresh id.
      expect(ids.size).toBe(20)
    } finally {
      await t.close()
    }
  })

  it('is destroyed at logout: the server forgets it, the browser is told to drop it', async () => {
    const t = await createTestApp()
    try {
      const cookie = await login(t.app)
      const logout = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } })
      expect(logout.statusCode).toBe(204)
      expect(String(logout.headers['set-cookie'])).toMatch(/^session=;/)
      expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie } })).statusCode).toBe(401)
    } finally {
      await t.close()
    }
  })
})
