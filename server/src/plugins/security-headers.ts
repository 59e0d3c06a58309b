import helmet from '@fastify/helmet'
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

/**
 * What helmet sets, for the rare answer Fastify sends before any hook has run (a URL it cannot
 * decode): see onFrameworkError.
 */
export const BASELINE_HEADERS = {
  'content-security-policy': Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';'),
  'x-content-type-options': 'nosniff',
  'referrer-policy': REFERRER_POLICY,
  'x-frame-options': 'DENY',
} as const

/** HSTS when the request came over HTTPS, and the request id a visitor can quote. */
export function addRequestHeaders(request: FastifyRequest, reply: FastifyReply) {
  // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is on.
  if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}`)
  // Lets a visitor quote the id of a failed request; the log line carries the same id.
  reply.header('x-request-id', request.id)
}

/** Security headers on every response (helmet), HSTS only when the request came over HTTPS. */
export default globalPlugin(async (app) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: REFERRER_POLICY },
    xFrameOptions: { action: 'deny' },
    // Over plain HTTP (local use) HSTS would be meaningless or harmful; set below per request.
    strictTransportSecurity: false,
  })
  app.addHook('onRequest', async (request, reply) => addRequestHeaders(request, reply))
})
