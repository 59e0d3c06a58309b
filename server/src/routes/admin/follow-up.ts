// What the admin routes that change a record share: the id in the path, who is acting, and the
// French answer to a status move the workflow does not allow.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { statusChangeRefused } from '#common/api-messages.ts'
import { DEFAULT_OPERATOR } from '#common/schemas/admin-follow-up.ts'
import type { ApiErrorBody } from '#common/schemas/api-error.ts'

// The id in the path and who is acting when nobody gave their name: shared with the mocks.
export { idParamsSchema } from '#common/schemas/admin.ts'
export { DEFAULT_OPERATOR }

export const operatorOf = (request: FastifyRequest): string => request.adminSession?.operatorName ?? DEFAULT_OPERATOR

export function refuseTransition(reply: FastifyReply, from: string, to: string) {
  const body: ApiErrorBody = { message: statusChangeRefused(from, to) }
  return reply.code(400).send(body)
}

export function badRequest(reply: FastifyReply, message: string, field?: string) {
  const body: ApiErrorBody = field ? { message, fieldErrors: { [field]: [message] } } : { message }
  return reply.code(400).send(body)
}

/**
 * Appends to the audit log, as whoever is at the keyboard. Call it inside the transaction that
 * makes the change, so a change is never stored without its line (nor a line without its change).
 */
export function audit(
  request: FastifyRequest,
  entry: { action: string; entity: string; entityId?: number | null; summary: string },
): void {
  request.server.auditLogRepository.record({ ...entry, actor: operatorOf(request) }, request.server.now())
}
