import { createFileRoute } from '@tanstack/react-router'
import { mayChangeDonationSettings } from '#common/admin-dashboard-pages.ts'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { DonationsTab } from '#src/features/admin/donations/components/donations-tab.tsx'

export const Route = createFileRoute('/admin-dashboard/dons')({
  validateSearch: noSearch,
  // The PayPal settings (administrators only), the monthly totals and the register's first page.
  loader: async ({ context: { queryClient } }) => {
    const [{ whenSignedIn }, { donationAdminQueries }] = await Promise.all([
      import('#src/features/admin/kit/prefetch.ts'),
      import('#src/features/admin/donations/api.ts'),
    ])
    return whenSignedIn(queryClient, 'dons', (role) =>
      Promise.all([
        mayChangeDonationSettings(role) ? queryClient.ensureQueryData(donationAdminQueries.settings()) : null,
        queryClient.ensureQueryData(donationAdminQueries.giftTotals()),
        queryClient.ensureQueryData(donationAdminQueries.giftList({ page: 1 })),
      ]),
    )
  },
  component: DonationsTab,
})
