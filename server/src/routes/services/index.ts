import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { serviceListSchema } from '../../../../src/schemas/service.ts'

const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/services',
    { schema: { tags: ['public'], summary: 'Les cultes de la semaine', response: { 200: serviceListSchema } } },
    async () => app.servicesRepository.list(),
  )
}
export default servicesRoutes
