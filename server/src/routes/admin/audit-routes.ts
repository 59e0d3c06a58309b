import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pageOf, paginationSchema } from '#common/schemas/admin.ts'
import { auditEntrySchema } from '#common/schemas/audit-log.ts'
import { ADMINISTRATOR_ONLY } from './roles.ts'

/** The audit log, newest first: who changed what, and when. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      config: { roles: ADMINISTRATOR_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Journal des modifications, les plus récentes d’abord',
        querystring: paginationSchema,
        response: { 200: pageOf(auditEntrySchema) },
      },
    },
    async (request) => app.auditLogRepository.list(request.query),
  )
}
export default auditRoutes
