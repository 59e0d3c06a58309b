import type { ReactElement, ReactNode } from 'react'
import { render as rtlRender } from '@testing-library/react'
import { SiteMantineProvider } from '#src/components/ui/mantine-provider.tsx'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { theme } from '#src/theme.ts'

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
}

/**
 * Renders `ui` inside the app's providers (Mantine, React Query and a memory router, so that
 * components using <Link> or router hooks work). Returns the query client for cache assertions.
 */
export function render(ui: ReactElement, { path = '/', queryClient = createTestQueryClient() } = {}) {
  const rootRoute = createRootRoute()
  const route = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => ui })
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui })
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute, route]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  })
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <SiteMantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </SiteMantineProvider>
  )
  const result = rtlRender(<RouterProvider router={router} />, { wrapper: Wrapper })
  return { ...result, queryClient, router }
}
