// The mock's audit log: a line per change, as whoever is at the keyboard, with the server's action,
// table and French summary (server/src/routes/admin/; tests/contract/ compares them line by line).
import { operator } from './session.ts'
import { nextId, now, state } from './state.ts'

export function audit(action: string, entity: string, entityId: number | null, summary: string) {
  state.audit.push({ id: nextId(state.audit), at: now(), actor: operator(), action, entity, entityId, summary })
}

/** "titre, lieu": the labels of the fields an edit changed, as the server's summaries list them. */
export function changedFields<K extends string>(
  before: Record<K, unknown>,
  after: Record<K, unknown>,
  labels: Record<K, string>,
): string {
  const changed = (Object.keys(labels) as K[]).filter((key) => before[key] !== after[key])
  return changed.length > 0 ? changed.map((key) => labels[key]).join(', ') : 'aucun changement'
}

/** What an edit changed, after « modifié » in a summary (the title's old name when it changed). */
export const renamedFrom = (before: string, after: string) => (before === after ? '' : ` (anciennement « ${before} »)`)
