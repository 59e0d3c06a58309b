import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { loadDashboard } from '#src/features/admin/load-dashboard.ts'

export const Route = createFileRoute('/admin-dashboard/lettres')({
  validateSearch: noSearch,
  loader: async ({ context: { queryClient } }) => {
    const { letterQueries, whenSignedIn } = await loadDashboard()
    return whenSignedIn(queryClient, 'lettres', () => queryClient.ensureQueryData(letterQueries.list()))
  },
  component: lazyRouteComponent(loadDashboard, 'LettersTab'),
})
