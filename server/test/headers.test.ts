import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DOCUMENT_ONLY_HEADERS } from '../src/plugins/security-headers.ts'
import { signIn } from './admin-helper.ts'
import { temporaryStaticDir, useTestApp, validContact } from './helper.ts'

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values] as const
    }),
  )

describe('security headers', () => {
  const t = useTestApp()

  it.each(['/api/services', '/', '/api/nothing', '/api/admin/session'])('are on every response (%s)', async (url) => {
    const response = await t.app.inject(url)
    const csp = directives(String(response.headers['content-security-policy']))
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-eval/)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(response.headers['x-xss-protection']).toBe('0')
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('sends no HSTS over plain HTTP, and ignores X-Forwarded-Proto unless TRUST_PROXY', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } })
    expect(response.headers['strict-transport-security']).toBeUndefined()
  })

  it('compresses large responses with brotli or gzip', async () => {
    const admin = await signIn(t.app)
    const docs = (encoding: string) =>
      t.app.inject({ url: '/api/docs/openapi.json', headers: { cookie: admin.cookie, 'accept-encoding': encoding } })
    const br = await docs('br')
    expect(br.headers['content-encoding']).toBe('br')
    const gzip = await docs('gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
  })

  it('keeps the OpenAPI document, a map of the admin API, from anyone not signed in', async () => {
    const response = await t.app.inject('/api/docs/openapi.json')
    expect(response.statusCode).toBe(401)
    expect(response.body).not.toContain('/api/admin/')
  })

  it('serves an OpenAPI document listing the routes to a signed-in session', async () => {
    const response = await (await signIn(t.app)).get('/api/docs/openapi.json')
    expect(response.statusCode).toBe(200)
    const paths = Object.keys(response.json().paths)
    for (const path of [
      '/api/services',
      '/api/members/register',
      '/feproba/register',
      '/isl/register',
      '/api/admin/members',
    ]) {
      expect(paths).toContain(path)
    }
  })
})

describe('security headers on every kind of response', () => {
  const staticDir = temporaryStaticDir('eglise-headers-')
  mkdirSync(path.join(staticDir, 'assets'))
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>App</title><div id="root"></div>')
  writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log("app")')

  const t = useTestApp({ env: { STATIC_DIR: staticDir, TRUST_PROXY: 'true', RATE_LIMIT_PUBLIC_MAX: '1' } })
  const KINDS: Array<
    [string, { method?: 'GET' | 'POST'; url: string; payload?: string; contentType?: string }, number]
  > = [
    ['HTML page', { url: '/' }, 200],
    ['HTML page (admin)', { url: '/admin-dashboard' }, 200],
    ['unknown page (404 HTML)', { url: '/nulle-part' }, 404],
    ['unknown API path (404 JSON)', { url: '/api/nulle-part' }, 404],
    ['API JSON', { url: '/api/services' }, 200],
    ['admin API without a session (401)', { url: '/api/admin/members' }, 401],
    ['form accepted (201)', { method: 'POST', url: '/api/contact', payload: JSON.stringify(validContact()) }, 201],
    ['form refused (400)', { method: 'POST', url: '/api/contact', payload: '{}' }, 400],
    ['wrong content type (415)', { method: 'POST', url: '/api/contact', payload: 'x', contentType: 'text/plain' }, 415],
    [
      'body too large (413)',
      { method: 'POST', url: '/api/contact', payload: JSON.stringify({ m: 'x'.repeat(70_000) }) },
      413,
    ],
  ]

  const check = (headers: Record<string, unknown>, https: boolean) => {
    const csp = directives(String(headers['content-security-policy']))
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(String(headers['content-security-policy'])).not.toMatch(/unsafe-eval/)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    if (https) expect(headers['strict-transport-security']).toMatch(/^max-age=\d{7,}; includeSubDomains$/)
    else expect(headers['strict-transport-security']).toBeUndefined()
  }

  it.each(KINDS)('%s: over HTTPS with HSTS, over HTTP without', async (_kind, request, status) => {
    for (const [proto, address] of [
      ['https', '203.0.113.1'],
      ['http', '203.0.113.2'],
    ] as const) {
      const response = await t.app.inject({
        method: request.method ?? 'GET',
        url: request.url,
        remoteAddress: '10.0.0.2',
        headers: {
          'x-forwarded-proto': proto,
          'x-forwarded-for': address,
          ...(request.payload ? { 'content-type': request.contentType ?? 'application/json' } : {}),
        },
        ...(request.payload ? { payload: request.payload } : {}),
      })
      expect(response.statusCode).toBe(status)
      check(response.headers, proto === 'https')
    }
  })

  it('a hashed script or stylesheet: nosniff, resource policy and HSTS, not what only a document obeys', async () => {
    writeFileSync(path.join(staticDir, 'assets', 'app-abc123.css'), 'p{color:red}')
    for (const url of ['/assets/app-abc123.js', '/assets/app-abc123.css']) {
      const response = await t.app.inject({
        url,
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.3' },
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}; includeSubDomains$/)
      for (const name of DOCUMENT_ONLY_HEADERS) expect(response.headers[name], name).toBeUndefined()
    }
    // A page, and anything else under /assets/ (an SVG opened in a tab is a document), keep them all.
    writeFileSync(path.join(staticDir, 'assets', 'logo-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    const svg = await t.app.inject({ url: '/assets/logo-abc123.svg', remoteAddress: '10.0.0.2' })
    expect(svg.statusCode).toBe(200)
    check(svg.headers, false)
  })

  it('on a rate-limited answer (429) too', async () => {
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: `b${Math.random()}@example.org` },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      })
    expect((await post()).statusCode).toBe(201)
    const limited = await post()
    expect(limited.statusCode).toBe(429)
    check(limited.headers, true)
  })

  it('on an undecodable URL (answered before any hook): French, not echoed, same headers', async () => {
    const response = await t.app.inject('/api/<script>%E0%A4%A')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Requête invalide.' })
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    check(response.headers, false)
  })
})
