import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pageOf, paginationSchema } from '#common/schemas/admin.ts'
import { auditEntrySchema } from '#common/schemas/audit-log.ts'

/** The audit log, newest first: who changed what, and when. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
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
