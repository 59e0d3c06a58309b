// The page renderer the server draws the public pages with (built for Node by `vite build` into
// dist/server/entry-server.js, loaded by server/src/pages/load-renderer.ts). It draws one page
// from the data the server read from the database, and returns the query cache to embed, so that
// the browser hydrates the very same tree without fetching that data again.
import { PassThrough } from 'node:stream'
import { prerenderToNodeStream } from 'react-dom/static'
import { dehydrate, type QueryKey } from '@tanstack/react-query'
import { createMemoryHistory, type AnyRoute } from '@tanstack/react-router'
import type { PageData, PageDataKey, PagePath, RenderedPage } from '#common/pages.ts'
import { App } from './app.tsx'
import { donationQueries } from './features/donations/api.ts'
import { calendarQueries, eventQueries } from './features/events/api.ts'
import { galleryQueries } from './features/gallery/api.ts'
import { memberStatsQueries } from './features/membership/api.ts'
import { serviceQueries } from './features/services/api.ts'
import { liveQueries, sermonQueries } from './features/sermons/api.ts'
import { createQueryClient } from './lib/query-client.ts'
import { siteContentQuery } from './lib/site-content.ts'
import { PageHeadContext, type PageHead } from './lib/use-page-title.ts'
import { createAppRouter } from './router.tsx'

/** Where each piece of the page's data lives in the query cache (the same keys the GETs fill). */
const QUERY_KEYS: Record<PageDataKey, QueryKey> = {
  site: siteContentQuery().queryKey,
  donation: donationQueries.settings().queryKey,
  services: serviceQueries.list().queryKey,
  events: eventQueries.list().queryKey,
  calendar: calendarQueries.days().queryKey,
  stats: memberStatsQueries.detail().queryKey,
  gallery: galleryQueries.list().queryKey,
  sermons: sermonQueries.list().queryKey,
  // Per sermon: see keyOf.
  sermon: sermonQueries.all(),
  live: liveQueries.status().queryKey,
}

/** A piece's query key: a sermon's page holds that sermon under its own slug's key. */
const keyOf = (key: PageDataKey, data: Partial<PageData>): QueryKey =>
  key === 'sermon' && data.sermon ? sermonQueries.detail(data.sermon.slug).queryKey : QUERY_KEYS[key]

export async function renderPage(path: PagePath, data: Partial<PageData>): Promise<RenderedPage> {
  const queryClient = createQueryClient()
  for (const [key, value] of Object.entries(data) as [PageDataKey, unknown][]) {
    queryClient.setQueryData(keyOf(key, data), value)
  }
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
  // Only the data the server gave: a query the page would have fetched itself is left out.
  const keys = new Set(Object.keys(data).map((key) => JSON.stringify(keyOf(key as PageDataKey, data))))
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (query) => keys.has(JSON.stringify(query.queryKey)) })
  return { html: Buffer.concat(chunks).toString('utf8'), head, queries }
}
