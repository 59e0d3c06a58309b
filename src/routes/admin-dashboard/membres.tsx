import { createFileRoute } from '@tanstack/react-router'
import { peopleSearch, registrationSearch, validateMembresSearch, viewOf } from '#src/features/admin/people/search.ts'
import { MembresPage } from '#src/features/admin/people/components/membres-tab.tsx'

export const Route = createFileRoute('/admin-dashboard/membres')({
  validateSearch: validateMembresSearch,
  loaderDeps: ({ search }) => search,
  // The first page of the view the URL opens (the people, the registrations or the templates).
  loader: async ({ context: { queryClient }, deps }) => {
    const [{ whenSignedIn }, { memberFilters, memberQueries }, { peopleFilters, peopleQueries }] = await Promise.all([
      import('#src/features/admin/kit/prefetch.ts'),
      import('#src/features/admin/members/api.ts'),
      import('#src/features/admin/people/api.ts'),
    ])
    return whenSignedIn(queryClient, 'membres', () => {
      const view = viewOf(deps)
      if (view === 'inscriptions')
        return queryClient.ensureQueryData(memberQueries.list(memberFilters(registrationSearch(deps))))
      if (view === 'modeles') return queryClient.ensureQueryData(peopleQueries.templates())
      return queryClient.ensureQueryData(peopleQueries.list(peopleFilters(peopleSearch(deps))))
    })
  },
  component: MembresPage,
})
