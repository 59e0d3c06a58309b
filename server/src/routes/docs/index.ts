import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** The OpenAPI document built by @fastify/swagger from the routes' zod schemas (no UI shipped). */
const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
export default docsRoutes
