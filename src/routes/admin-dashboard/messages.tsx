import { createFileRoute } from '@tanstack/react-router'
import { validateMessagesSearch } from '#src/features/admin/messages/search.ts'
import { MessagesPage } from '#src/features/admin/messages/components/messages-tab.tsx'

export const Route = createFileRoute('/admin-dashboard/messages')({
  validateSearch: validateMessagesSearch,
  loaderDeps: ({ search }) => search,
  // The first page of the view the URL opens, with its filter.
  loader: async ({ context: { queryClient }, deps }) => {
    const [{ whenSignedIn }, { ensureFirstMessagesPage }] = await Promise.all([
      import('#src/features/admin/kit/prefetch.ts'),
      import('#src/features/admin/messages/api.ts'),
    ])
    return whenSignedIn(queryClient, 'messages', () => ensureFirstMessagesPage(queryClient, deps))
  },
  component: MessagesPage,
})
