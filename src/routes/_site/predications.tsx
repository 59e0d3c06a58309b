import { createFileRoute } from '@tanstack/react-router'
import { sermonQueries } from '../../features/sermons/api.ts'
import { SermonsPage } from '../../features/sermons/components/sermons-page.tsx'

// At once on the page the server drew (it embeds the list); fetched when reached from another page.
export const Route = createFileRoute('/_site/predications')({
  loader: ({ context }) => context.queryClient.ensureQueryData(sermonQueries.list()),
  component: SermonsPage,
})
