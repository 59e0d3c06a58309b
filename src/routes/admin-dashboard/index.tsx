import { createFileRoute, redirect } from '@tanstack/react-router'
import { legacyTabAddress, noSearch } from '#src/features/admin/kit/search.ts'
import { OverviewTab } from '#src/features/admin/overview/components/overview-tab.tsx'

export const Route = createFileRoute('/admin-dashboard/')({
  validateSearch: noSearch,
  // The addresses from before each tab had its own (?onglet=membres&statut=nouveau): bookmarks
  // and the team's links open the same tab with the same filters.
  beforeLoad: ({ location }) => {
    const address = legacyTabAddress(location.search)
    if (address) throw redirect({ ...address, replace: true })
  },
  loader: async ({ context: { queryClient } }) => {
    const [{ whenSignedIn }, { overviewQueries }] = await Promise.all([
      import('#src/features/admin/kit/prefetch.ts'),
      import('#src/features/admin/overview/api.ts'),
    ])
    return whenSignedIn(queryClient, 'overview', () => queryClient.ensureQueryData(overviewQueries.overview()))
  },
  component: OverviewTab,
})
