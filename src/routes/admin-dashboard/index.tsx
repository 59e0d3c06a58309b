import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { legacyTabAddress, noSearch } from '#src/features/admin/kit/search.ts'
import { loadDashboard } from '#src/features/admin/load-dashboard.ts'

export const Route = createFileRoute('/admin-dashboard/')({
  validateSearch: noSearch,
  // The addresses from before each tab had its own (?onglet=membres&statut=nouveau): bookmarks
  // and the team's links open the same tab with the same filters.
  beforeLoad: ({ location }) => {
    const address = legacyTabAddress(location.search)
    if (address) throw redirect({ ...address, replace: true })
  },
  loader: async ({ context: { queryClient } }) => {
    const { overviewQueries, whenSignedIn } = await loadDashboard()
    return whenSignedIn(queryClient, 'overview', () => queryClient.ensureQueryData(overviewQueries.overview()))
  },
  component: lazyRouteComponent(loadDashboard, 'OverviewTab'),
})
