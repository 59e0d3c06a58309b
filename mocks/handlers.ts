import { adminHandlers, resetAdminMockState } from './handlers/admin.ts'
import { adminContentHandlers, resetAdminContentMockState } from './handlers/admin-content.ts'
import { adminDashboardHandlers, resetAdminDashboardMockState } from './handlers/admin-dashboard.ts'
import { adminDonationsHandlers, resetAdminDonationsMockState } from './handlers/admin-donations.ts'
import { adminGalleryHandlers, resetAdminGalleryMockState } from './handlers/admin-gallery.ts'
import { publicHandlers, resetMockState } from './handlers/public.ts'
import { resetSiteMockState, siteHandlers } from './handlers/site.ts'

export const handlers = [
  ...publicHandlers,
  ...adminHandlers,
  ...adminContentHandlers,
  ...adminDashboardHandlers,
  ...adminDonationsHandlers,
  ...adminGalleryHandlers,
  ...siteHandlers,
]

export function resetMocks() {
  resetMockState()
  resetAdminMockState()
  resetAdminDashboardMockState()
  resetAdminDonationsMockState()
  resetAdminContentMockState()
  resetAdminGalleryMockState()
  resetSiteMockState()
}
