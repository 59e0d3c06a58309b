import type { FastifyRequest } from 'fastify'
import type { AuditRecord } from '../../db/audit-log-repository.ts'
import { operatorIdOf, operatorOf } from './operator.ts'

/** An audit line as a route describes it; the actor and the time are added here. */
export type AuditLine = Omit<AuditRecord, 'actor' | 'actorId'>

/**
 * Makes a change and writes its audit line in ONE transaction, as whoever is at the keyboard: a
 * change is never stored without its line, nor a line without its change. `line` may be worked
 * out from what `change` returned (the id of a new row); `undefined` then means nothing changed,
 * and no line is written. Returns what `change` returned.
 */
export function audited<T>(
  request: FastifyRequest,
  line: AuditLine | ((result: T) => AuditLine | undefined),
  change: () => T,
): T {
  const app = request.server
  return app.db.transaction(() => {
    const result = change()
    const entry = typeof line === 'function' ? line(result) : line
    if (entry)
      app.auditLogRepository.record({ ...entry, actor: operatorOf(request), actorId: operatorIdOf(request) }, app.now())
    return result
  })()
}
