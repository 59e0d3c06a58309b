import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** Events: create, edit, delete (issue 6). */
const eventRoutes: FastifyPluginAsyncZod = async () => {}
export default eventRoutes
