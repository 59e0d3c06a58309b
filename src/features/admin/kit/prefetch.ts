import type { QueryClient } from '@tanstack/react-query'
import { ADMIN_OVERVIEW_ROLES, mayOpenTab, type AdminTab } from '#common/admin-dashboard-pages.ts'
import type { StaffRole } from '#common/schemas/staff-account.ts'
import { adminSessionQuery } from './session.ts'

/**
 * A tab route's loader: `prefetch` starts the tab's first reads while the tab's code loads (or as
 * soon as a pointer rests on its link), once the server says someone is signed in, with nothing
 * left to set up, and with a role that may open `area`. Otherwise it asks for nothing: the gate
 * shows the sign-in or the set-up, the layout says the tab is reserved. It does not wait for the
 * data, nor fail with it: the tab shows its own placeholder, then its own error with "Réessayer".
 * `prefetch` gets the role, for a tab with a part only some of its roles may read.
 */
export async function whenSignedIn(
  queryClient: QueryClient,
  area: AdminTab | 'overview',
  prefetch: (role: StaffRole) => Promise<unknown>,
) {
  // The dashboard's loader asks the same question; an unanswered one is its error to show.
  const session = await queryClient.ensureQueryData(adminSessionQuery()).catch(() => null)
  if (!session?.authenticated || session.pending !== null) return
  const { role } = session.account
  const allowed = area === 'overview' ? ADMIN_OVERVIEW_ROLES.includes(role) : mayOpenTab(role, area)
  if (allowed) prefetch(role).catch(() => undefined)
}
