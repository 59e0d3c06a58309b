import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { loadDashboard } from '#src/features/admin/load-dashboard.ts'

export const Route = createFileRoute('/admin-dashboard/equipe')({
  validateSearch: noSearch,
  loader: async ({ context: { queryClient } }) => {
    const { teamQueries, whenSignedIn } = await loadDashboard()
    return whenSignedIn(queryClient, 'equipe', () => queryClient.ensureQueryData(teamQueries.accounts()))
  },
  component: lazyRouteComponent(loadDashboard, 'TeamTab'),
})
