import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendNotFound } from '../../plugins/error-handler.ts'
import { adminGuard } from './guard.ts'
import readRoutes from './read-routes.ts'
import sessionRoutes from './session-routes.ts'

/** Everything under /api/admin: one guard for the prefix, answers never cached. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminGuard)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  await app.register(sessionRoutes)
  await app.register(readRoutes)
  // A catch-all inside the prefix, so an unknown admin path also goes through the guard (401
  // before 404) instead of reaching the app-wide not-found handler.
  app.all('/*', { schema: { hide: true } }, sendNotFound)
}
export default adminRoutes
