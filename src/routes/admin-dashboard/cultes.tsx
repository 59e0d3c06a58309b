import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { loadDashboard } from '#src/features/admin/load-dashboard.ts'

export const Route = createFileRoute('/admin-dashboard/cultes')({
  validateSearch: noSearch,
  loader: async ({ context: { queryClient } }) => {
    const { calendarQueries, whenSignedIn } = await loadDashboard()
    return whenSignedIn(queryClient, 'cultes', () => queryClient.ensureQueryData(calendarQueries.services()))
  },
  component: lazyRouteComponent(loadDashboard, 'ServicesTab'),
})
