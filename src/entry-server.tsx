// The prerender's entry (scripts/prerender.ts builds it for Node): renders one public page to
// HTML with the services, events, member figures, gallery and donation account of the build, and
// returns the query cache to embed, so that the browser hydrates the very same tree before
// fetching live data.
import { PassThrough } from 'node:stream'
import { prerenderToNodeStream } from 'react-dom/static'
import { dehydrate, type DehydratedState } from '@tanstack/react-query'
import { createMemoryHistory, type AnyRoute } from '@tanstack/react-router'
import { App } from './app.tsx'
import { donationQueries } from './features/donations/api.ts'
import { eventQueries } from './features/events/api.ts'
import { galleryQueries } from './features/gallery/api.ts'
import { memberStatsQueries } from './features/membership/api.ts'
import { serviceQueries } from './features/services/api.ts'
import { createQueryClient } from './lib/query-client.ts'
import { PageHeadContext, type PageHead } from './lib/use-page-title.ts'
import { createAppRouter } from './router.tsx'
import type { DonationSettings } from '#common/schemas/donation-settings.ts'
import type { ChurchEvent } from '#common/schemas/event.ts'
import type { GalleryPhoto } from '#common/schemas/gallery-photo.ts'
import type { MemberStats } from '#common/schemas/member-stats.ts'
import type { Service } from '#common/schemas/service.ts'

export interface BuildData {
  services: Service[]
  events: ChurchEvent[]
  stats: MemberStats
  gallery: GalleryPhoto[]
  /** The account the "Faire un don" links go to. */
  donation: DonationSettings
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string
  head: PageHead
  /** React Query's cache, embedded as JSON for the browser's hydration. */
  queries: DehydratedState
}

export async function renderPage(path: string, data: BuildData): Promise<RenderedPage> {
  const queryClient = createQueryClient()
  queryClient.setQueryData(serviceQueries.list().queryKey, data.services)
  queryClient.setQueryData(eventQueries.list().queryKey, data.events)
  queryClient.setQueryData(memberStatsQueries.detail().queryKey, data.stats)
  queryClient.setQueryData(galleryQueries.list().queryKey, data.gallery)
  queryClient.setQueryData(donationQueries.settings().queryKey, data.donation)
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }) })
  await router.load()
  // The route components are code-split: load them now, so that nothing suspends while React
  // renders (a suspended boundary would be sent out of order, see below).
  await Promise.all(
    router.state.matches.map((match) => {
      const route = (router.routesById as unknown as Record<string, AnyRoute | undefined>)[match.routeId]
      const component = route?.options.component as { preload?: () => Promise<void> } | undefined
      return component?.preload?.()
    }),
  )
  const head: PageHead = {}
  const { prelude } = await prerenderToNodeStream(
    <PageHeadContext.Provider value={head}>
      <App queryClient={queryClient} router={router} />
    </PageHeadContext.Provider>,
    // Every Suspense boundary inline, in order: React would otherwise send a large one apart,
    // to be moved into place by an inline script, which our CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const chunks: Buffer[] = []
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer)
  return { html: Buffer.concat(chunks).toString('utf8'), head, queries: dehydrate(queryClient) }
}
