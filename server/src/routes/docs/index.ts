import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MESSAGES } from '../../plugins/error-handler.ts'

/**
 * The OpenAPI document built by @fastify/swagger from the routes' zod schemas (no UI shipped). It
 * maps the whole admin API, so only a signed-in member of staff gets it.
 */
const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async (request, reply) => {
    if (!app.adminAuth.readSession(request)) return reply.code(401).send({ message: MESSAGES.unauthorized })
    reply.header('cache-control', 'no-store')
    return app.swagger()
  })
}
export default docsRoutes
