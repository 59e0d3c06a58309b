import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** Gallery photos: upload, re-categorise, delete (issue 6). */
const galleryRoutes: FastifyPluginAsyncZod = async () => {}
export default galleryRoutes
