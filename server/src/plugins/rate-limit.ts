import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import { globalPlugin } from '../lib/global-plugin.ts'
import { createTokenBuckets } from '../lib/token-bucket.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A public write is any route that changes state outside /api/admin: today the five forms.
 * Chosen by rule rather than by a flag on each route, so a form added later is limited too.
 * The admin API has its own login throttle and needs a session for everything else.
 */
export function isPublicWrite(route: Pick<RouteOptions, 'method' | 'url'>): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method]
  const writes = methods.some((method) => !SAFE_METHODS.has(method.toUpperCase()))
  return writes && route.url !== '/api/admin' && !route.url.startsWith('/api/admin/')
}

/**
 * Submissions per client address (request.ip: with TRUST_PROXY, the address our proxy saw), all
 * public forms sharing one token bucket of `burst` submissions that gives back `perHour` an hour
 * (lib/token-bucket.ts), on the app's clock. Checked in onRequest, before the body is read, so a
 * flood costs no parsing; refused and honeypot submissions count too. Over the limit: 429,
 * Retry-After (when the next token comes back) and the French message of the error handler.
 * Must be registered before the routes (it hooks onRoute).
 */
export default globalPlugin<{ burst: number; perHour: number }>('rate-limit', async (app, { burst, perHour }) => {
  const buckets = createTokenBuckets({ capacity: burst, refillPerHour: perHour })

  const limitPublicWrites = async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = buckets.take(request.ip, app.now().getTime())
    if (verdict.allowed) return
    reply.header('retry-after', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))))
    throw Object.assign(new Error('public form rate limit reached'), { statusCode: 429, code: 'RATE_LIMITED' })
  }

  app.addHook('onRoute', (route) => {
    if (!isPublicWrite(route)) return
    const hooks = route.onRequest ?? []
    route.onRequest = [...(Array.isArray(hooks) ? hooks : [hooks]), limitPublicWrites]
  })
})
