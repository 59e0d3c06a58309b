import { createFileRoute } from '@tanstack/react-router'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { SermonsTab } from '#src/features/admin/sermons/components/sermons-tab.tsx'

export const Route = createFileRoute('/admin-dashboard/predications')({
  validateSearch: noSearch,
  loader: async ({ context: { queryClient } }) => {
    const [{ whenSignedIn }, { adminSermonsQuery }] = await Promise.all([
      import('#src/features/admin/kit/prefetch.ts'),
      import('#src/features/admin/sermons/api.ts'),
    ])
    return whenSignedIn(queryClient, 'predications', () => queryClient.ensureQueryData(adminSermonsQuery()))
  },
  component: SermonsTab,
})
