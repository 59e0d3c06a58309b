import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen.ts'

export function createAppRouter(queryClient: QueryClient, { history }: { history?: RouterHistory } = {}) {
  // The first render is the page the browser loaded: the browser has placed it already (at the
  // top, at its #anchor, where a reload or "back" left it, or wherever the visitor scrolled while
  // the app was on its way). Restoring there would send a visitor on a slow phone back to the top.
  let firstRender = true
  const restoreScroll = () => {
    if (!firstRender) return true
    firstRender = false
    return false
  }
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // React Query owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    // In the browser only: on the server the router would emit an inline script, which our CSP
    // refuses (the server's renderer, src/entry-server.tsx, passes a memory history).
    scrollRestoration: history ? false : restoreScroll,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
