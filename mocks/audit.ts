// The mock's audit log: a line per change, as whoever is at the keyboard.
import { operator } from './session.ts'
import { nextId, now, state } from './state.ts'

export function audit(action: string, entity: string, entityId: number | null, summary: string) {
  state.audit.push({ id: nextId(state.audit), at: now(), actor: operator(), action, entity, entityId, summary })
}
