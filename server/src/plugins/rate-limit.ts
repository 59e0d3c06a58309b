import fastifyRateLimit from '@fastify/rate-limit'
import type { RouteOptions } from 'fastify'
import { globalPlugin } from '../lib/global-plugin.ts'

export const PUBLIC_WRITE_WINDOW_MS = 10 * 60_000
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
 * public forms sharing one counter. Checked in onRequest, before the body is read, so a flood
 * costs no parsing. Over the limit: 429, Retry-After, and the French message of the error handler.
 * Must be registered before the routes (it hooks onRoute).
 */
export default globalPlugin<{ max: number }>(async (app, { max }) => {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`rate limit exceeded, retry in ${context.after}`), {
        statusCode: context.statusCode,
        code: 'RATE_LIMITED',
      }),
  })
  const limitPublicWrites = app.rateLimit({ max, timeWindow: PUBLIC_WRITE_WINDOW_MS })
  app.addHook('onRoute', (route) => {
    if (!isPublicWrite(route)) return
    const hooks = route.onRequest ?? []
    route.onRequest = [...(Array.isArray(hooks) ? hooks : [hooks]), limitPublicWrites]
  })
})
