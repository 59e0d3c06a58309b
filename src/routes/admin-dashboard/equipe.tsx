import { createFileRoute } from '@tanstack/react-router'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { TeamTab } from '#src/features/admin/team/components/team-tab.tsx'

export const Route = createFileRoute('/admin-dashboard/equipe')({
  validateSearch: noSearch,
  loader: async ({ context: { queryClient } }) => {
    const [{ whenSignedIn }, { teamQueries }] = await Promise.all([
      import('#src/features/admin/kit/prefetch.ts'),
      import('#src/features/admin/team/api.ts'),
    ])
    return whenSignedIn(queryClient, 'equipe', () => queryClient.ensureQueryData(teamQueries.accounts()))
  },
  component: TeamTab,
})
