import '#src/components/ui/global-styles.ts'
import './styles/site.css'
import { startTransition } from 'react'
import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { PAGE_STATE_ID } from '#common/pages.ts'
import type { ScreenGuess } from './lib/screen-guess.ts'
import { App } from './app.tsx'
import { resumeKeptSubmissions } from './lib/offline-queue/kept-flag.ts'
import { createQueryClient } from './lib/query-client.ts'
import { createAppRouter } from './router.tsx'
import { registerServiceWorker } from './sw-register.ts'

/**
 * The data the server drew a public page with (server/src/pages/page-html.ts): JSON in a script
 * element the browser never executes (allowed by our CSP). Only for the page it was made for:
 * the server also answers the dashboard and unknown pages with the empty app.
 */
function embeddedState(): { queries: DehydratedState; screen?: ScreenGuess } | undefined {
  const element = document.getElementById(PAGE_STATE_ID)
  if (!element?.textContent) return undefined
  const state = JSON.parse(element.textContent) as { path: string; queries: DehydratedState; screen?: ScreenGuess }
  return state.path === window.location.pathname.replace(/(.)\/$/, '$1') ? state : undefined
}

/**
 * Ends the current task and resumes in a new one, so that a tap waiting meanwhile is answered:
 * on a slow phone, evaluating the code, creating the router and evaluating the page's chunks
 * were each a long task, and were one when run back to back.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

async function start() {
  // `npm run dev:mock`: the MSW worker answers the API in the browser, no server needed.
  if (import.meta.env.VITE_MOCK_API === 'true') {
    await import('./zod-setup.ts')
    // biome-ignore lint/style/noRestrictedImports: the mocked-backend mode is the one front-end use of the mocks; production builds drop this branch
    const { worker } = await import('#mocks/browser.ts')
    await worker.start({ onUnhandledRequest: 'bypass' })
  }
  // React DOM's client is required here, not imported at the entry's top level (its code comes
  // with the entry all the same: vite.config.ts keeps React in a chunk of its own). As it loads,
  // it makes five Error objects; a browser with DevTools attached, as Lighthouse runs it, records
  // each one's stack and re-parses every script on that stack for its source positions. Imported
  // at the top level, that stack held the whole entry chunk; from here, this function alone.
  // Phones without DevTools never pay for it.
  const { createRoot, hydrateRoot } = await import('react-dom/client')
  await yieldToBrowser()
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  const root = document.getElementById('root')
  if (!root) throw new Error('#root missing from index.html')
  const state = embeddedState()
  if (state && root.firstElementChild) {
    // The page is already painted with the server's data: adopt that markup instead of drawing
    // it again. The same data and the loaded route chunks give the same tree.
    // The data was current when the server sent the page (it draws again after every change),
    // so it counts as just fetched: no part asks for it again as it mounts.
    const now = Date.now()
    for (const query of state.queries.queries) query.state.dataUpdatedAt = now
    hydrate(queryClient, state.queries)
    await yieldToBrowser()
    await router.load()
    await yieldToBrowser()
    // Tells the router its first render adopts server markup (no extra Suspense boundary).
    router.ssr = { manifest: undefined }
    // In a transition, React hydrates in slices of a few milliseconds and lets the browser answer
    // taps in between, instead of one long task for the whole page (on a slow phone, the home
    // page was one 1.4 s task by Lighthouse's count). The page is already painted meanwhile.
    await yieldToBrowser()
    startTransition(() => {
      // The screen the server guessed, for a dashboard page, so as to draw the same tree.
      hydrateRoot(root, <App queryClient={queryClient} router={router} screen={state.screen} />)
    })
  } else {
    root.replaceChildren()
    createRoot(root).render(<App queryClient={queryClient} router={router} />)
  }
  registerServiceWorker()
  // A form submission an earlier visit kept on the phone, offline, goes now.
  resumeKeptSubmissions()
}

void start()
