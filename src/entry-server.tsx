// The page renderer the server draws the public pages with (built for Node by `vite build` into
// dist/server/entry-server.js, loaded by server/src/pages/load-renderer.ts). It draws one page
// from the data the server read from the database, and returns the query cache to embed, so that
// the browser hydrates the very same tree without fetching that data again. It draws the
// dashboard's first screen too, for whoever is signed in, from the answers of the dashboard's own
// reads made inside the server.
import { AsyncLocalStorage } from 'node:async_hooks'
import { PassThrough } from 'node:stream'
import { prerenderToNodeStream } from 'react-dom/static'
import { dehydrate, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { createMemoryHistory, type AnyRoute } from '@tanstack/react-router'
import type { PageData, PageDataKey, PagePath, RenderDashboard, RenderedPage } from '#common/pages.ts'
import { App } from './app.tsx'
import type { AdminSession } from './features/admin/kit/session.ts'
import { adminKeys } from './features/admin/kit/query.ts'
import { donationQueries } from './features/donations/api.ts'
import { calendarQueries, eventQueries } from './features/events/api.ts'
import { galleryQueries } from './features/gallery/api.ts'
import { memberStatsQueries } from './features/membership/api.ts'
import { serviceQueries } from './features/services/api.ts'
import { liveQueries, sermonQueries } from './features/sermons/api.ts'
import { sendRequestsWith } from './lib/api-client-core.ts'
import { createQueryClient } from './lib/query-client.ts'
import { siteContentQuery } from './lib/site-content.ts'
import type { ScreenGuess } from './lib/screen-guess.ts'
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

/** The router's matched routes' components, loaded: nothing suspends for code while React renders. */
async function loadRouteComponents(router: ReturnType<typeof createAppRouter>) {
  await Promise.all(
    router.state.matches.map((match) => {
      const route = (router.routesById as unknown as Record<string, AnyRoute | undefined>)[match.routeId]
      const component = route?.options.component as { preload?: () => Promise<void> } | undefined
      return component?.preload?.()
    }),
  )
}

/** The app's markup for the router's location, and what the page writes into its head. */
async function draw(queryClient: QueryClient, router: ReturnType<typeof createAppRouter>, screen?: ScreenGuess) {
  const head: PageHead = {}
  const { prelude } = await prerenderToNodeStream(
    <PageHeadContext.Provider value={head}>
      <App queryClient={queryClient} router={router} screen={screen} />
    </PageHeadContext.Provider>,
    // Every Suspense boundary inline, in order: React would otherwise send a large one apart,
    // to be moved into place by an inline script, which our CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const chunks: Buffer[] = []
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer)
  return { html: Buffer.concat(chunks).toString('utf8'), head }
}

export async function renderPage(path: PagePath, data: Partial<PageData>): Promise<RenderedPage> {
  const queryClient = createQueryClient()
  for (const [key, value] of Object.entries(data) as [PageDataKey, unknown][]) {
    queryClient.setQueryData(keyOf(key, data), value)
  }
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }) })
  await router.load()
  // The route components are code-split: load them now, so that nothing suspends while React
  // renders (a suspended boundary would be sent out of order, see draw).
  await loadRouteComponents(router)
  const { html, head } = await draw(queryClient, router)
  // Only the data the server gave: a query the page would have fetched itself is left out.
  const keys = new Set(Object.keys(data).map((key) => JSON.stringify(keyOf(key as PageDataKey, data))))
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (query) => keys.has(JSON.stringify(query.queryKey)) })
  return { html, head, queries }
}

/**
 * The sender of the dashboard page being drawn: the app's client sends its requests to it
 * (api-client-core.ts), each drawing its own, however many are drawn at once.
 */
const drawing = new AsyncLocalStorage<typeof fetch>()
sendRequestsWith((input, init) => (drawing.getStore() ?? globalThis.fetch)(input, init))

/** Resolves once no query is being fetched (the route loaders start reads they do not wait for). */
function allFetched(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (queryClient.isFetching() > 0) return
      stop()
      resolve()
    }
    const stop = queryClient.getQueryCache().subscribe(check)
    check()
  })
}

/**
 * The reads the drawn components asked for that no loader made (the overview's lists, a filter's
 * choices): made now, so that the next drawing shows their data. One that fails is dropped: the
 * page shows its placeholder, and the browser asks again. Returns whether any was answered.
 */
async function readWhatWasAsked(queryClient: QueryClient): Promise<boolean> {
  const asked = queryClient.getQueryCache().findAll({
    predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query),
  })
  const answered = await Promise.all(
    asked.map(async (query) => {
      await queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })
      if (query.state.status === 'success') return true
      queryClient.removeQueries({ queryKey: query.queryKey, exact: true })
      return false
    }),
  )
  return answered.includes(true)
}

/**
 * Whether the part that asked for `query` wants it read now: a read waiting for a choice (a
 * search of two letters, a ministry) is `enabled: false` until then. A query keeps the options
 * of the part that made it (`useQuery`'s, `enabled` among them).
 */
function enabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) }
  return typeof enabled === 'function' ? enabled(query) : enabled !== false
}

/** At most this many drawings of a page: each new answer may show parts that ask for more. */
const MAX_DRAWINGS = 3

/**
 * A dashboard page as the browser would draw it once its reads have come: the route loaders'
 * (the session, the tab's first page), then those of the parts drawn, all answered by `answer`.
 */
export const renderDashboard: RenderDashboard = (url, answer, screen) =>
  drawing.run(answer, async () => {
    const queryClient = createQueryClient()
    const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [url] }) })
    await router.load()
    await allFetched(queryClient)
    const session = queryClient.getQueryData<AdminSession>(adminKeys.session)
    const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' })
    // An old address that redirects leaves no match (the browser follows the redirect).
    const opened = router.state.matches
    // Signed out, a step left (the second factor), a redirect, an unknown record, a read that
    // failed: the browser draws those itself, as before.
    if (
      !session?.authenticated ||
      session.pending !== null ||
      opened.length === 0 ||
      opened.some((match) => match.status !== 'success') ||
      failed.length > 0
    ) {
      return undefined
    }
    await loadRouteComponents(router)
    let drawn = await draw(queryClient, router, screen)
    for (let drawings = 1; drawings < MAX_DRAWINGS && (await readWhatWasAsked(queryClient)); drawings++) {
      drawn = await draw(queryClient, router, screen)
    }
    const queries = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' })
    return { ...drawn, queries }
  })
