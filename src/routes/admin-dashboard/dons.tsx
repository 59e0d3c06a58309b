import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { mayChangeDonationSettings } from '#common/admin-dashboard-pages.ts'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { loadDashboard } from '#src/features/admin/load-dashboard.ts'

export const Route = createFileRoute('/admin-dashboard/dons')({
  validateSearch: noSearch,
  // The PayPal settings (administrators only), the monthly totals and the register's first page.
  loader: async ({ context: { queryClient } }) => {
    const { donationAdminQueries, whenSignedIn } = await loadDashboard()
    return whenSignedIn(queryClient, 'dons', (role) =>
      Promise.all([
        mayChangeDonationSettings(role) ? queryClient.ensureQueryData(donationAdminQueries.settings()) : null,
        queryClient.ensureQueryData(donationAdminQueries.giftTotals()),
        queryClient.ensureQueryData(donationAdminQueries.giftList({ page: 1 })),
      ]),
    )
  },
  component: lazyRouteComponent(loadDashboard, 'DonationsTab'),
})
