import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const healthSchema = z.object({ status: z.literal('ok') })

/** Liveness and database check for the host's monitor. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const ping = app.db.prepare('SELECT 1')
  app.get(
    '/api/health',
    { schema: { tags: ['santé'], summary: 'État du serveur et de la base', response: { 200: healthSchema } } },
    async () => {
      ping.get()
      return { status: 'ok' as const }
    },
  )
}
export default healthRoutes
