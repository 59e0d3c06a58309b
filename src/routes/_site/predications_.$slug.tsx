import { createFileRoute, notFound } from '@tanstack/react-router'
import { sermonQueries } from '../../features/sermons/api.ts'
import { SermonPage } from '../../features/sermons/components/sermon-page.tsx'

// One sermon's page, beside the list rather than in it (the `_` of the file's name).
export const Route = createFileRoute('/_site/predications_/$slug')({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(sermonQueries.detail(params.slug))
    } catch (error) {
      // Not published (yet), or removed: the site's « Page introuvable ». (The error's class is
      // not imported: this route's definition loads with every page's first screen.)
      if ((error as { status?: unknown } | null)?.status === 404) throw notFound()
      throw error
    }
  },
  component: SermonRoute,
})

function SermonRoute() {
  const { slug } = Route.useParams()
  return <SermonPage slug={slug} />
}
