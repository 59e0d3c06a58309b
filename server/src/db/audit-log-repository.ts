import type { AuditEntry } from '#common/schemas/audit-log.ts'
import type { Db } from './database.ts'
import { offsetOf, type Page, type PageRequest } from './pagination.ts'

export interface AuditRecord {
  /** Who acted: the signed-in account's name. */
  actor: string
  /** That account's id (null for changes made without a session). */
  actorId?: number | null
  /** A stable code, `<entity>.<verb>`: `event.create`, `gallery.delete`, `member.status`… */
  action: string
  /** The table or setting that changed: `event`, `service`, `gallery_photo`, `gift`, `settings`… */
  entity: string
  entityId?: number | null
  /** One French sentence for the dashboard: « Événement « Conférence » ajouté ». */
  summary: string
}

/** The audit log: appended in the same transaction as the change it describes, never updated. */
export function createAuditLogRepository(db: Db) {
  const insert = db.prepare<[AuditRecord & { at: string; entityId: number | null; actorId: number | null }]>(
    `INSERT INTO audit_log (at, actor, actor_id, action, entity, entity_id, summary)
     VALUES (@at, @actor, @actorId, @action, @entity, @entityId, @summary)`,
  )
  const page = db.prepare<[{ limit: number; offset: number }], AuditEntry>(
    `SELECT id, at, actor, action, entity, entity_id AS entityId, summary
     FROM audit_log ORDER BY id DESC LIMIT @limit OFFSET @offset`,
  )
  const count = db.prepare<[], number>('SELECT COUNT(*) FROM audit_log').pluck()
  return {
    record(entry: AuditRecord, at: Date): void {
      insert.run({ ...entry, entityId: entry.entityId ?? null, actorId: entry.actorId ?? null, at: at.toISOString() })
    },
    /** Newest first. */
    list(request: PageRequest): Page<AuditEntry> {
      return { items: page.all({ limit: request.pageSize, offset: offsetOf(request) }), total: count.get() ?? 0 }
    },
  }
}
export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>
