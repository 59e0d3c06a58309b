// Helpers for the dashboard's component tests (not shipped: only *.test.tsx files import this).
import { vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { render } from '@testing-library/react'
import { SiteMantineProvider } from '#src/components/ui/mantine-provider.tsx'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router'
import { server } from '#mocks/node.ts'
import {
  MOCK_ACCOUNTS,
  MOCK_ADMIN_EMAIL,
  MOCK_ADMIN_PASSWORD,
  MOCK_TOTP_CODE,
  mockAdminSession,
} from '#mocks/handlers/admin.ts'
import { within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { createTestQueryClient } from '#tests/setup/render.tsx'
import { routeTree } from '#src/routeTree.gen.ts'
import { theme } from '#src/theme.ts'

/** The mock server holds an open session: the administrator's, or the account of `role`. */
export function signInMock(role: keyof typeof MOCK_ACCOUNTS = 'administrateur') {
  mockAdminSession.signedIn = true
  mockAdminSession.accountId = MOCK_ACCOUNTS[role]
}

/** Signs in through the form in `scope` as the mock's administrator: e-mail, password, then the code. */
export async function signInThroughForm(user: UserEvent, scope: HTMLElement = document.body) {
  await user.type(within(scope).getByLabelText(/Adresse e-mail/), MOCK_ADMIN_EMAIL)
  await user.type(within(scope).getByLabelText(/Mot de passe/, { selector: 'input' }), MOCK_ADMIN_PASSWORD)
  await user.click(within(scope).getByRole('button', { name: 'Se connecter' }))
  await user.type(await within(scope).findByLabelText(/Code de vérification/), MOCK_TOTP_CODE)
  await user.click(within(scope).getByRole('button', { name: 'Valider' }))
}

/**
 * Opens `path` (a dashboard address: /admin-dashboard/membres?statut=nouveau) in the app's real
 * routes, in a memory router: the session's loader and gate, the layout, the tab's route.
 */
export function renderDashboard(path = '/admin-dashboard') {
  const queryClient = createTestQueryClient()
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  })
  const view = render(
    <SiteMantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SiteMantineProvider>,
  )
  /** Where the router stands: the path and the search it holds. */
  const place = () => ({ pathname: router.state.location.pathname, search: router.state.location.search })
  return { ...view, queryClient, router, place }
}

/** Every admin request's method and URL, then the regular mock answers. */
export function recordAdminRequests() {
  const requests: { method: string; url: URL; body: unknown }[] = []
  server.use(
    http.all('*/api/admin/*', async ({ request }) => {
      const body: unknown =
        request.method === 'GET'
          ? undefined
          : await request
              .clone()
              .json()
              .catch(() => undefined)
      requests.push({ method: request.method, url: new URL(request.url), body })
    }),
  )
  return requests
}

/** Keeps GETs to `path` waiting until `release()`, then lets the regular mock answer. */
export function holdGets(path: string) {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(http.get(path, async () => void (await gate)))
  return { release: () => release() }
}

/** Answers GETs to `path` with an error until the returned function is called. */
export function failGets(path: string, status = 500) {
  let failing = true
  server.use(
    http.get(path, () =>
      failing
        ? HttpResponse.json(
            { message: status === 401 ? 'Authentification requise.' : 'Erreur interne du serveur.' },
            { status },
          )
        : undefined,
    ),
  )
  return () => {
    failing = false
  }
}

/** Recharts warns that jsdom draws its chart 0 × 0 px: true, and not what these tests look at. */
export function quietChartSizeWarnings() {
  const warn = console.warn.bind(console)
  return vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('The width(0) and height(0) of chart')) return
    warn(...args)
  })
}
