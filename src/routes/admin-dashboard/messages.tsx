import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { validateMessagesSearch } from '#src/features/admin/messages/search.ts'
import { loadDashboard } from '#src/features/admin/load-dashboard.ts'

export const Route = createFileRoute('/admin-dashboard/messages')({
  validateSearch: validateMessagesSearch,
  loaderDeps: ({ search }) => search,
  // The first page of the view the URL opens, with its filter.
  loader: async ({ context: { queryClient }, deps }) => {
    const { ensureFirstMessagesPage, whenSignedIn } = await loadDashboard()
    return whenSignedIn(queryClient, 'messages', () => ensureFirstMessagesPage(queryClient, deps))
  },
  component: lazyRouteComponent(loadDashboard, 'MessagesPage'),
})
