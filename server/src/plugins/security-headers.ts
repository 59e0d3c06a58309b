import helmet from '@fastify/helmet'
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

/** Security headers on every response (helmet), HSTS only when the request came over HTTPS. */
export default globalPlugin(async (app) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Over plain HTTP (local use) HSTS would be meaningless or harmful; set below per request.
    strictTransportSecurity: false,
  })
  app.addHook('onRequest', async (request, reply) => {
    // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is on.
    if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}`)
    // Lets a visitor quote the id of a failed request; the log line carries the same id.
    reply.header('x-request-id', request.id)
  })
})
