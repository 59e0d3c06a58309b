import type { FastifyReply, FastifyRequest } from 'fastify'
import { globalPlugin } from '../lib/global-plugin.ts'

// Scripts only from our origin, never inline nor eval. Styles allow inline because Mantine sets
// style attributes at run time.
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60
const REFERRER_POLICY = 'strict-origin-when-cross-origin'
export const HSTS = `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`

/**
 * The security headers of every answer, computed once. They are helmet's defaults (v8) with our
 * CSP, written out: helmet rebuilt them on every request, a sixth of the CPU a cached public GET
 * cost (profile in bench/RESULTS.md), for a value that never changes.
 */
export const BASELINE_HEADERS = Object.freeze({
  'content-security-policy': Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': REFERRER_POLICY,
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  // Turns off the XSS auditor of old browsers, itself a source of leaks (helmet's choice too).
  'x-xss-protection': '0',
})

/**
 * What only a document (or a worker) obeys: a hashed script or stylesheet is never one, so its
 * answer goes without them (about 600 bytes fewer on each of the forty a first visit fetches).
 * It keeps nosniff, Cross-Origin-Resource-Policy, HSTS and its request id.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const

/** HSTS when the request came over HTTPS, and the request id a visitor can quote. */
export function addRequestHeaders(request: FastifyRequest, reply: FastifyReply) {
  // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is on.
  // includeSubDomains: a sub-domain (www., a future school site) cannot be reached in clear either,
  // so a network attacker cannot plant a cookie for the parent domain through it.
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS)
  // Lets a visitor quote the id of a failed request; the log line carries the same id.
  reply.header('x-request-id', request.id)
}

export interface SecurityHeadersOptions {
  /**
   * Production without TRUST_PROXY: a request over plain HTTP means either no TLS at all (passwords
   * and session cookies in clear) or a TLS proxy whose X-Forwarded-Proto we ignore (no HSTS, no
   * Secure cookie). Either way the first one is logged loudly.
   */
  warnOnPlainHttp?: boolean
}

/** Security headers on every response, HSTS only when the request came over HTTPS. */
export default globalPlugin<SecurityHeadersOptions>('security-headers', async (app, { warnOnPlainHttp = false }) => {
  let warned = !warnOnPlainHttp
  // A callback hook, not an async one: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(BASELINE_HEADERS)
    addRequestHeaders(request, reply)
    if (!warned && request.protocol === 'http') {
      warned = true
      request.log.warn(
        { url: request.url },
        'PLAIN HTTP in production: serve the site through HTTPS (see docs/deploy.md), and set TRUST_PROXY=true when a TLS proxy such as Caddy forwards to this server; without it there is no HSTS and the session cookie is not Secure',
      )
    }
    done()
  })
})
