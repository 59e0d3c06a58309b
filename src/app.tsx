import { StrictMode, useEffect } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import type { AppRouter } from './router.tsx'
import { SiteMantineProvider } from './components/ui/mantine-provider.tsx'
import { theme } from './theme.ts'
import { ScreenGuessContext, type ScreenGuess } from './lib/screen-guess.ts'

/** The providers around the routes: the same tree in the browser and in the server's renderer. */
export function App({
  queryClient,
  router,
  screen,
}: {
  queryClient: QueryClient
  router: AppRouter
  /** The screen the server drew the page for, if it guessed (a dashboard page). */
  screen?: ScreenGuess
}) {
  useEffect(() => {
    // The page is interactive from here (the e2e journeys wait for it before their first click).
    document.documentElement.setAttribute('data-app-ready', '')
  }, [])
  return (
    <StrictMode>
      {/* Mantine's MantineProvider, set to write no <style> element in <body>, which HTML does
          not allow: the theme's variables and breakpoint classes come from a stylesheet
          (scripts/mantine-theme-css.ts). Responsive style props would write one too
          (src/components/ui/README.md). */}
      <SiteMantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <ScreenGuessContext.Provider value={screen}>
            <RouterProvider router={router} />
          </ScreenGuessContext.Provider>
        </QueryClientProvider>
      </SiteMantineProvider>
    </StrictMode>
  )
}
