import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** Donation settings and the register of gifts (issue 6). */
const donationRoutes: FastifyPluginAsyncZod = async () => {}
export default donationRoutes
