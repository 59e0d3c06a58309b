// The production set-up of docs/deploy.md, on loopback: Caddy with deploy/Caddyfile in front of
// the built server with TRUST_PROXY=true. What only that pair shows: HTTPS with HTTP/2 and
// HTTP/3 offered, HTTP redirected, HSTS and the __Host- cookie (the server sees https through
// X-Forwarded-Proto), the precompressed files passed through untouched, and the login throttle
// and the form rate limit counting each visitor's own address (two source addresses, 127.0.0.2
// and 127.0.0.3), whatever X-Forwarded-For a visitor sends.
import { readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import http2 from 'node:http2'
import https from 'node:https'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loopbackLookup, type RunningCaddy, startCaddy } from './support/caddy.ts'
import { adminTotpCode } from './support/staff.ts'
import { startServer } from './support/server.ts'

const FORM_LIMIT = 3
const ALICE = '127.0.0.2'
const BOB = '127.0.0.3'

let server: Awaited<ReturnType<typeof startServer>>
let caddy: RunningCaddy

beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: 'true', RATE_LIMIT_PUBLIC_MAX: String(FORM_LIMIT) } })
  caddy = await startCaddy(Number(new URL(server.baseURL).port))
})
afterAll(async () => {
  await caddy?.stop()
  await server?.stop()
})

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** One HTTP/1.1 request over TLS through Caddy, on its own connection from `source`. */
function request(
  method: string,
  pathname: string,
  options: { source?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json)
  return new Promise((resolve, reject) => {
    const outgoing = https.request(
      {
        method,
        host: 'localhost',
        port: caddy.httpsPort,
        path: pathname,
        ca: caddy.ca,
        lookup: loopbackLookup,
        localAddress: options.source ?? '127.0.0.1',
        agent: false,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json', origin: caddy.origin }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/** GETs over one HTTP/2 connection; resolves with the answers and the protocol TLS agreed on. */
async function getOverHttp2(paths: string[], headers: Record<string, string> = {}) {
  const session = http2.connect(caddy.origin, { ca: caddy.ca, lookup: loopbackLookup })
  try {
    await new Promise<void>((resolve, reject) => {
      session.once('connect', () => resolve())
      session.once('error', reject)
    })
    const answers = await Promise.all(
      paths.map(
        (pathname) =>
          new Promise<Answer>((resolve, reject) => {
            const stream = session.request({ ':path': pathname, ...headers })
            const chunks: Buffer[] = []
            let responseHeaders: http2.IncomingHttpHeaders = {}
            stream.on('response', (received) => (responseHeaders = received))
            stream.on('data', (chunk: Buffer) => chunks.push(chunk))
            stream.on('end', () =>
              resolve({
                status: Number(responseHeaders[':status']),
                headers: responseHeaders as http.IncomingHttpHeaders,
                body: Buffer.concat(chunks),
              }),
            )
            stream.on('error', reject)
          }),
      ),
    )
    return { alpn: session.alpnProtocol, answers }
  } finally {
    session.close()
  }
}

describe('Caddy with deploy/Caddyfile in front of the server', () => {
  it('serves the pages and the API over HTTPS with HTTP/2, offers HTTP/3 and sends HSTS', async () => {
    const { alpn, answers } = await getOverHttp2(['/', '/confession-de-foi', '/api/services', '/api/health'])
    expect(alpn).toBe('h2')
    const [home, page, services, health] = answers as [Answer, Answer, Answer, Answer]
    expect(home.status).toBe(200)
    expect(home.headers['content-type']).toMatch(/^text\/html/)
    expect(home.body.toString()).toContain('<html lang="fr"')
    expect(page.status).toBe(200)
    expect(services.status).toBe(200)
    expect(Array.isArray(JSON.parse(services.body.toString()))).toBe(true)
    // Through Caddy the server sees a visitor: ok or not, nothing of the disk or the backups.
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' })
    for (const answer of answers)
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(home.headers['alt-svc']).toContain(`h3=":${caddy.httpsPort}"`)
  })

  it('passes the build’s Brotli and gzip copies through untouched', async () => {
    // A script of the build: the pages are drawn at run time, but the assets are served as built.
    const script = readdirSync('dist/client/assets')
      .find((name) => name.endsWith('.js.br'))
      ?.slice(0, -'.br'.length)
    expect(script).toBeDefined()
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const { answers } = await getOverHttp2([`/assets/${script}`], { 'accept-encoding': encoding })
      const [asset] = answers as [Answer]
      expect(asset.headers['content-encoding']).toBe(encoding)
      expect(asset.body.equals(readFileSync(path.join('dist/client/assets', `${script}${suffix}`)))).toBe(true)
    }
  })

  it('redirects HTTP to HTTPS, path and query kept', async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(
          { host: 'localhost', port: caddy.httpPort, path: '/confession-de-foi?a=1', lookup: loopbackLookup },
          resolve,
        )
        .on('error', reject),
    )
    answer.resume()
    expect(answer.statusCode).toBe(308)
    const location = new URL(answer.headers.location ?? '')
    // Caddy names the HTTPS port only when it is not 443; the test's is not, production's is.
    expect([location.protocol, location.hostname, location.pathname, location.search]).toEqual([
      'https:',
      'localhost',
      '/confession-de-foi',
      '?a=1',
    ])
  })

  it('signs in with a Secure __Host- session cookie that then opens the admin API', async () => {
    const code = await adminTotpCode(server.baseURL)
    const login = await request('POST', '/api/admin/login', {
      json: { email: server.adminEmail, password: server.adminPassword, code },
    })
    expect(login.status, login.body.toString()).toBe(204)
    const cookie = String(login.headers['set-cookie'] ?? '')
    expect(cookie).toMatch(/^__Host-session=[^;]+;/)
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).toMatch(/; Path=\//)
    expect(cookie).not.toMatch(/Domain=/i)
    const session = await request('GET', '/api/admin/session', { headers: { cookie: cookie.split(';')[0] ?? '' } })
    expect(session.status).toBe(200)
  })

  // Thirty-three sign-ins checked at the production cost (scrypt with OWASP's parameters, as an
  // unknown address is checked as slowly as a wrong password): over a second each on a two-core
  // machine busy with the other test chain, more than the journeys' usual minute.
  it('throttles admin logins per visitor address, whatever X-Forwarded-For says', { timeout: 180_000 }, async () => {
    let serial = 0
    const attempt = (source: string, headers: Record<string, string> = {}) => {
      serial += 1
      // Another e-mail each time: the per-account delays are not what this checks.
      const json = { email: `personne-${serial}@example.org`, password: 'mauvais-mot-de-passe' }
      return request('POST', '/api/admin/login', { source, headers, json })
    }
    // Thirty failures are allowed per address; each claims another address.
    const started = Date.now()
    for (let i = 0; i < 30; i += 1) {
      expect((await attempt(ALICE, { 'x-forwarded-for': `203.0.113.${i}` })).status).toBe(401)
    }
    // One attempt is given back per minute: on a busy machine the thirty can take over a minute,
    // and earn one back. Those earned are allowed, not one more.
    let answer = await attempt(ALICE)
    for (let earned = 0; answer.status === 401 && earned < Math.ceil((Date.now() - started) / 60_000); earned += 1) {
      answer = await attempt(ALICE)
    }
    expect(answer.status).toBe(429)
    expect((await attempt(ALICE, { 'x-forwarded-for': BOB })).status).toBe(429)
    expect((await attempt(BOB)).status).toBe(401)
  })

  it('limits form submissions per visitor address, whatever X-Forwarded-For says', async () => {
    let serial = 0
    const subscribe = (source: string, headers: Record<string, string> = {}) => {
      serial += 1
      return request('POST', '/api/newsletter/subscribe', {
        source,
        headers,
        json: { email: `abonne-${serial}@example.org` },
      })
    }
    for (let i = 0; i < FORM_LIMIT; i += 1) {
      const answer = await subscribe(ALICE, { 'x-forwarded-for': `198.51.100.${i}` })
      expect(answer.status, answer.body.toString()).toBeLessThan(300)
    }
    const refused = await subscribe(ALICE, { 'x-forwarded-for': '198.51.100.200' })
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    expect((await subscribe(BOB)).status).toBeLessThan(300)
  })
})
