import { adminHandlers, resetAdminMockState } from './handlers/admin.ts'
import { adminDashboardHandlers, resetAdminDashboardMockState } from './handlers/admin-dashboard.ts'
import { publicHandlers, resetMockState } from './handlers/public.ts'

export const handlers = [...publicHandlers, ...adminHandlers, ...adminDashboardHandlers]

export function resetMocks() {
  resetMockState()
  resetAdminMockState()
  resetAdminDashboardMockState()
}
