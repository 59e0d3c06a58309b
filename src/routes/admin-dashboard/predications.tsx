import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { loadDashboard } from '#src/features/admin/load-dashboard.ts'

export const Route = createFileRoute('/admin-dashboard/predications')({
  validateSearch: noSearch,
  loader: async ({ context: { queryClient } }) => {
    const { adminSermonsQuery, whenSignedIn } = await loadDashboard()
    return whenSignedIn(queryClient, 'predications', () => queryClient.ensureQueryData(adminSermonsQuery()))
  },
  component: lazyRouteComponent(loadDashboard, 'SermonsTab'),
})
