// The service worker's part in keeping a form submission the network did not take (the page's
// part: src/lib/offline-queue/). Where the browser has Background Sync (Chromium: Chrome,
// Samsung Internet, Edge on Android), the worker keeps the failed POST in its own IndexedDB
// queue and the browser wakes it to send it once the network is back, even after the tab is
// closed; it answers the page with a 202 marked KEPT_BY_WORKER_HEADER, so the page keeps no copy
// of its own, and tells the open pages once it has gone. Elsewhere (Safari, Firefox) this route
// does not match, the POST goes to the network as without a worker, and the page keeps it.
//
// Only the five public forms match: the dashboard's calls never go through here. The body waits
// on the phone only, at most 7 days (KEPT_MAX_AGE_MS); nothing is cached.
//
// Like every route handler in scripts/pwa-options.ts, these functions are copied into sw.js as
// text: they may use no outside name, so the values of common/kept-submissions.ts are spelled out
// and pwa-offline-forms.test.ts checks they agree.
import type { RuntimeCaching } from 'workbox-build'
import { KEPT_MAX_AGE_MS } from '#common/kept-submissions.ts'

type SyncQueue = {
  shiftRequest: () => Promise<{ request: Request; timestamp?: number } | undefined>
  unshiftRequest: (entry: { request: Request; timestamp?: number }) => Promise<void>
}
type WorkerScope = {
  registration: object
  clients: { matchAll: (options: object) => Promise<{ postMessage: (message: unknown) => void }[]> }
}

/** The five public forms' POSTs, where the browser can wake the worker when the network returns. */
export const matchesPublicForm = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) =>
  sameOrigin &&
  'sync' in (self as unknown as WorkerScope).registration &&
  /^\/(api\/(members\/register|contact|newsletter\/subscribe)|feproba\/register|isl\/register)$/.test(url.pathname)

/**
 * After a network failure, once Background Sync has the request (its fetchDidFail ran first):
 * the page gets a 202 saying so. Any other failure (the queue could not store it) gives no
 * answer, and the page, seeing the network error, keeps the submission itself.
 */
export const answerKept = async ({ error }: { error: Error }) => {
  const cause = (error as Error & { details?: { error?: unknown } }).details?.error
  if (!(cause instanceof TypeError)) return undefined
  return new Response('{"kept":true}', {
    status: 202,
    headers: { 'content-type': 'application/json', 'x-kept-offline': '1' },
  })
}

/**
 * Sends the kept submissions, oldest first, each with its Idempotency-Key (a copy the server
 * already has gets its first answer again). A failure puts it back and throws, so that the
 * browser tries again later; an answer, even a refusal, ends it, and the open pages hear how.
 */
export const sendKept = async ({ queue }: { queue: SyncQueue }) => {
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    let response: Response
    try {
      response = await fetch(entry.request.clone())
    } catch (error) {
      await queue.unshiftRequest(entry)
      throw error
    }
    const status = response.status
    if (status === 408 || status === 425 || status === 429 || status >= 500) {
      await queue.unshiftRequest(entry)
      throw new Error(`HTTP ${status}: kept for the next sync`)
    }
    const key = entry.request.headers.get('idempotency-key')
    const pages = await (self as unknown as WorkerScope).clients.matchAll({ type: 'window', includeUncontrolled: true })
    for (const page of pages) page.postMessage({ type: 'kept-submission-sent', key, status })
  }
}

export const offlineFormsRoute: RuntimeCaching = {
  urlPattern: matchesPublicForm,
  method: 'POST',
  handler: 'NetworkOnly',
  options: {
    backgroundSync: {
      name: 'formulaires',
      options: { maxRetentionTime: KEPT_MAX_AGE_MS / 60_000, onSync: sendKept as never },
    },
    plugins: [{ handlerDidError: answerKept }],
  },
}
