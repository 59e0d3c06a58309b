import { adminHandlers, resetAdminMockState } from './handlers/admin.ts'
import { publicHandlers, resetMockState } from './handlers/public.ts'

export const handlers = [...publicHandlers, ...adminHandlers]

export function resetMocks() {
  resetMockState()
  resetAdminMockState()
}
