// The PATCH that moves a registration, a message or a programme request along its follow-up
// workflow: the three differ only by their schemas, repository, allowed moves and wording.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { apiErrorSchema, type ApiErrorBody } from '#common/schemas/api-error.ts'
import { sendNotFound } from '../../plugins/error-handler.ts'
import { audited } from './audited.ts'
import { idParamsSchema } from '#common/schemas/admin.ts'
import { operatorOf } from './operator.ts'
import { FOLLOW_UP } from './roles.ts'

type AdminApp = Parameters<FastifyPluginAsyncZod>[0]

export interface StatusRoute<S extends string, R extends { id: number; status: S }> {
  /** With its `:id`: '/members/:id'. */
  url: string
  /** The OpenAPI summary. */
  summary: string
  /** `{ status, note? }`: the statuses this kind of record can take, and the change's note. */
  body: z.ZodType<{ status: S; note?: string | undefined }>
  /** The record answered once moved (the repository's `find`). */
  record: z.ZodType
  repository: {
    find: (id: number) => R | undefined
    setStatus: (id: number, status: S, at: string, by: string, note?: string) => void
  }
  canMove: (from: S, to: S) => boolean
  /** The statuses in French, for the refusal and the audit line. */
  labels: Record<S, string>
  /** The audit line's code and table; `name` starts its summary: « Message n° 3 (Jean Pierre) ». */
  audit: { action: string; entity: string; name: (record: R) => string }
  /** The log line of a move. */
  logMessage: string
}

/**
 * Adds the status-change route: 404 for an unknown id, 400 for a move the workflow does not
 * allow, else the new status (with who and when) and its audit line, answered with the record.
 */
export function addStatusRoute<S extends string, R extends { id: number; status: S }>(
  app: AdminApp,
  route: StatusRoute<S, R>,
): void {
  const { repository, labels } = route
  app.patch(
    route.url,
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: route.summary,
        params: idParamsSchema,
        body: route.body,
        response: { 200: route.record, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const { status, note } = request.body
      const current = repository.find(id)
      if (!current) return sendNotFound(request, reply)
      const move = `${labels[current.status]} → ${labels[status]}`
      if (!route.canMove(current.status, status)) {
        return reply.code(400).send({ message: `Changement de statut impossible : ${move}.` } satisfies ApiErrorBody)
      }
      const { action, entity, name } = route.audit
      // The note goes into the journal too: the record keeps only the last change's.
      const summary = `${name(current)} : ${move}${note ? ` (note : ${note})` : ''}`
      audited(request, { action, entity, entityId: id, summary }, () =>
        repository.setStatus(id, status, request.server.now().toISOString(), operatorOf(request), note),
      )
      request.log.info({ id, from: current.status, to: status }, route.logMessage)
      return repository.find(id)
    },
  )
}
