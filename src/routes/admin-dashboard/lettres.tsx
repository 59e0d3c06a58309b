import { createFileRoute } from '@tanstack/react-router'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { LettersTab } from '#src/features/admin/newsletter/components/letters-tab.tsx'

export const Route = createFileRoute('/admin-dashboard/lettres')({
  validateSearch: noSearch,
  loader: async ({ context: { queryClient } }) => {
    const [{ whenSignedIn }, { letterQueries }, { ensureFirstMessagesPage }] = await Promise.all([
      import('#src/features/admin/kit/prefetch.ts'),
      import('#src/features/admin/newsletter/api.ts'),
      import('#src/features/admin/messages/api.ts'),
    ])
    // The letters and the first page of subscribers, read together: the tab draws both at once.
    return whenSignedIn(queryClient, 'lettres', () =>
      Promise.all([
        queryClient.ensureQueryData(letterQueries.list()),
        ensureFirstMessagesPage(queryClient, { rubrique: 'newsletter' }),
      ]),
    )
  },
  component: LettersTab,
})
