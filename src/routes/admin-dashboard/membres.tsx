import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { validateMembersSearch } from '#src/features/admin/members/search.ts'
import { loadDashboard } from '#src/features/admin/load-dashboard.ts'

export const Route = createFileRoute('/admin-dashboard/membres')({
  validateSearch: validateMembersSearch,
  loaderDeps: ({ search }) => search,
  // The first page with the URL's filters, as the tab first asks for it.
  loader: async ({ context: { queryClient }, deps }) => {
    const { memberFilters, memberQueries, whenSignedIn } = await loadDashboard()
    return whenSignedIn(queryClient, 'membres', () =>
      queryClient.ensureQueryData(memberQueries.list(memberFilters(deps))),
    )
  },
  component: lazyRouteComponent(loadDashboard, 'MembersPage'),
})
