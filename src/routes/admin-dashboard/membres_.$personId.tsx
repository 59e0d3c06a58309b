import { createFileRoute } from '@tanstack/react-router'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { PersonPage } from '#src/features/admin/people/components/person-page.tsx'

// A person's page, under the « Membres » tab (/admin-dashboard/membres/12), outside its list's
// route: the list and its filters are not drawn behind it.
export const Route = createFileRoute('/admin-dashboard/membres_/$personId')({
  validateSearch: noSearch,
  loader: async ({ context: { queryClient }, params }) => {
    const [{ whenSignedIn }, { peopleQueries }] = await Promise.all([
      import('#src/features/admin/kit/prefetch.ts'),
      import('#src/features/admin/people/api.ts'),
    ])
    const id = Number(params.personId)
    if (!Number.isInteger(id) || id <= 0) return
    return whenSignedIn(queryClient, 'membres', () => queryClient.ensureQueryData(peopleQueries.person(id)))
  },
  component: PersonPage,
})
