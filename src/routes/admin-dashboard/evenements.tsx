import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { loadDashboard } from '#src/features/admin/load-dashboard.ts'

export const Route = createFileRoute('/admin-dashboard/evenements')({
  validateSearch: noSearch,
  loader: async ({ context: { queryClient } }) => {
    const { contentQueries, whenSignedIn } = await loadDashboard()
    return whenSignedIn(queryClient, 'evenements', () => queryClient.ensureQueryData(contentQueries.events()))
  },
  component: lazyRouteComponent(loadDashboard, 'EventsTab'),
})
