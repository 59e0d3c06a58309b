import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serviceListSchema } from '#common/schemas/service.ts'
import { cachedJson, sendJson } from '../../lib/cached-json.ts'
import { publicReads } from '../../lib/public-data.ts'

const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = publicReads(app)
  const services = cachedJson(app.db, () => reads.services(app.now()))
  app.get(
    '/api/services',
    {
      schema: { tags: ['public'], summary: 'Les cultes de la semaine', response: { 200: serviceListSchema } },
    },
    async (request, reply) => sendJson(request, reply, services()),
  )
}
export default servicesRoutes
