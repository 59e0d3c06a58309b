import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { loadDashboard } from '#src/features/admin/load-dashboard.ts'

export const Route = createFileRoute('/admin-dashboard/lettres')({
  validateSearch: noSearch,
  loader: async ({ context: { queryClient } }) => {
    const { ensureFirstMessagesPage, letterQueries, whenSignedIn } = await loadDashboard()
    // The letters and the first page of subscribers, read together: the tab draws both at once.
    return whenSignedIn(queryClient, 'lettres', () =>
      Promise.all([
        queryClient.ensureQueryData(letterQueries.list()),
        ensureFirstMessagesPage(queryClient, { rubrique: 'newsletter' }),
      ]),
    )
  },
  component: lazyRouteComponent(loadDashboard, 'LettersTab'),
})
