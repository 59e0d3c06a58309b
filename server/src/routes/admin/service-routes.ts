import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** Weekly services: edit (issue 6). */
const serviceRoutes: FastifyPluginAsyncZod = async () => {}
export default serviceRoutes
