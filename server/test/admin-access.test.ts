// Every /api/admin route but login refuses a request without a live session. The routes are
// listed as the app registers them (onRoute), so a route added later is checked without anyone
// remembering to add it here.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashSessionId } from '../src/auth/session-token.ts'
import { createTestApp, login, TEST_PASSWORD, type TestApp } from './helper.ts'

const LOGIN = '/api/admin/login'
const UNAUTHORIZED = { message: 'Authentification requise.' }
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'QUERY'])

interface AdminRoute {
  method: string
  url: string
}

/** A concrete URL for a route pattern: `:id` → 1, a wildcard → some path. */
const concrete = (pattern: string) => pattern.replace(/:\w+/g, '1').replace(/\*$/, 'quelque/chose')

describe('admin routes without a valid session', () => {
  let clock = new Date('2026-11-22T12:00:00Z')
  const registered: AdminRoute[] = []
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({
      now: () => clock,
      onRoute: (route) => {
        if (route.url !== '/api/admin' && !route.url.startsWith('/api/admin/')) return
        for (const method of [route.method].flat()) registered.push({ method, url: route.url })
      },
    })
  })
  afterAll(async () => {
    await t.close()
  })

  const guarded = () => registered.filter((route) => route.url !== LOGIN)
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

  /** Calls every guarded route with `cookie` and returns those that did not answer 401. */
  const notRefused = async (cookie?: string, extra?: Record<string, string>) => {
    const open: string[] = []
    for (const route of guarded()) {
      const response = await call(route, cookie, extra)
      const refused =
        response.statusCode === 401 && (route.method === 'HEAD' || response.json().message === UNAUTHORIZED.message)
      if (!refused) open.push(`${route.method} ${route.url} → ${response.statusCode}`)
    }
    return open
  }

  it('finds the admin routes (reads, writes, session, and the catch-all)', () => {
    const names = guarded().map((route) => `${route.method} ${route.url}`)
    for (const expected of [
      'GET /api/admin/session',
      'POST /api/admin/logout',
      'GET /api/admin/members',
      'GET /api/admin/*',
      'DELETE /api/admin/*',
    ]) {
      expect(names).toContain(expected)
    }
    expect(registered.map((route) => route.url)).toContain(LOGIN)
  })

  it('refuses every route and method without a cookie (401)', async () => {
    expect(await notRefused()).toEqual([])
  })

  it('refuses forged cookies', async () => {
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

  it('refuses an expired session (2 hours idle), and one whose row says it expired', async () => {
    const idle = await login(t.app)
    clock = new Date(clock.getTime() + 2 * 60 * 60_000 + 1_000)
    expect(await notRefused(idle)).toEqual([])

    const edited = await login(t.app)
    t.app.db
      .prepare('UPDATE admin_sessions SET expires_at = ?, last_seen_at = ? WHERE id_hash = ?')
      .run('2000-01-01T00:00:00.000Z', '2000-01-01T00:00:00.000Z', hashSessionId(edited.slice('session='.length)))
    expect(await notRefused(edited)).toEqual([])
  })

  it('lets a live session through to every route (so the 401s above come from the guard)', async () => {
    const stillRefused: string[] = []
    for (const route of guarded()) {
      const response = await call(route, await login(t.app))
      if (response.statusCode === 401 || response.statusCode >= 500)
        stillRefused.push(`${route.method} ${route.url} → ${response.statusCode}`)
    }
    expect(stillRefused).toEqual([])
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
        const response = await t.app.inject({
          method: 'POST',
          url: LOGIN,
          payload: { password: TEST_PASSWORD },
          headers: { 'x-forwarded-proto': 'https' },
        })
        expect(response.statusCode).toBe(204)
        const { pair, attributes, raw } = attrs(String(response.headers['set-cookie']))
        const [name, id = ''] = pair.split('=')
        expect(name).toBe('__Host-session')
        expect(attributes.sort()).toEqual(['httponly', 'path', 'samesite', 'secure'])
        expect(raw).toContain('Path=/')
        expect(raw).toContain('SameSite=Strict')
        expect(Buffer.from(id, 'base64url')).toHaveLength(16)
        ids.add(id)
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
