import { z } from 'zod'

/** One line of the audit log (GET /api/admin/audit-log). */
export const auditEntrySchema = z.object({
  id: z.number().int().positive(),
  /** ISO 8601 instant. */
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.number().int().nullable(),
  summary: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>
