import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { peopleSearch, registrationSearch, validateMembresSearch, viewOf } from '#src/features/admin/people/search.ts'
import { loadDashboard } from '#src/features/admin/load-dashboard.ts'

export const Route = createFileRoute('/admin-dashboard/membres')({
  validateSearch: validateMembresSearch,
  loaderDeps: ({ search }) => search,
  // The first page of the view the URL opens (the people, the registrations or the templates).
  loader: async ({ context: { queryClient }, deps }) => {
    const { memberFilters, memberQueries, peopleFilters, peopleQueries, whenSignedIn } = await loadDashboard()
    return whenSignedIn(queryClient, 'membres', () => {
      const view = viewOf(deps)
      if (view === 'inscriptions')
        return queryClient.ensureQueryData(memberQueries.list(memberFilters(registrationSearch(deps))))
      if (view === 'modeles') return queryClient.ensureQueryData(peopleQueries.templates())
      return queryClient.ensureQueryData(peopleQueries.list(peopleFilters(peopleSearch(deps))))
    })
  },
  component: lazyRouteComponent(loadDashboard, 'MembresPage'),
})
