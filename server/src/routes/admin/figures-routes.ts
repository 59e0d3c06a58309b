import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** The member figures shown to visitors (issue 6). */
const figuresRoutes: FastifyPluginAsyncZod = async () => {}
export default figuresRoutes
