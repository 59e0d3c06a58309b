import { StrictMode, useEffect } from 'react'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { AppRouter } from './router.tsx'
import { theme } from './theme.ts'

/** The providers around the routes: the same tree in the browser and in the server's renderer. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  useEffect(() => {
    // The page is interactive from here (the e2e journeys wait for it before their first click).
    document.documentElement.setAttribute('data-app-ready', '')
  }, [])
  return (
    <StrictMode>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  )
}
