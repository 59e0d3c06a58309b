import { KEPT_BY_WORKER_HEADER, SENT_BY_WORKER_MESSAGE } from '#common/kept-submissions.ts'
import { markKept } from './kept-flag.ts'
import { createOutbox, type FlushResult, type KeptSubmission, type Outbox, type Sending } from './outbox.ts'
import { keptStore } from './store.ts'

// This page's outbox (one per page, created on first use). It sends what it keeps when the
// browser says the network is back (`online`), on the next visit (kept-flag.ts), and meanwhile
// every few seconds, then minutes: `online` never comes when the phone thinks it is connected
// but nothing gets through. Where the service worker has Background Sync it keeps the
// submissions itself (scripts/pwa-offline-forms.ts) and this outbox only hears how they ended.

const FIRST_RETRY_MS = 5_000
const LAST_RETRY_MS = 5 * 60_000
const TIMEOUT_MS = 15_000

async function send(entry: KeptSubmission): Promise<Sending> {
  const response = await fetch(entry.url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': entry.key },
    body: JSON.stringify(entry.body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  return { status: response.status, keptByWorker: isKeptByWorker(response) }
}

/** The service worker's answer to a form POST it kept for Background Sync. */
export const isKeptByWorker = (response: Response) =>
  response.status === 202 && response.headers.has(KEPT_BY_WORKER_HEADER)

/** One flush at a time across the site's open tabs, where the browser has Web Locks. */
const aloneAcrossTabs = (task: () => Promise<FlushResult>): Promise<FlushResult> =>
  navigator.locks ? navigator.locks.request('envois-gardes', task) : task()

/** "Sent" from the service worker: the pages still open show the form's success text. */
function onWorkerMessage(event: MessageEvent<unknown>) {
  if (typeof event.data !== 'object' || event.data === null) return
  const { type, key, status } = event.data as Record<string, unknown>
  if (type !== SENT_BY_WORKER_MESSAGE || typeof key !== 'string' || typeof status !== 'number') return
  outbox?.settle(key, status < 400 ? 'sent' : 'refused')
}

let outbox: Outbox | undefined
let retryTimer: ReturnType<typeof setTimeout> | undefined
let retryDelay = FIRST_RETRY_MS

export function pageOutbox(): Outbox {
  if (outbox) return outbox
  outbox = createOutbox({ store: keptStore(), send, exclusive: aloneAcrossTabs })
  window.addEventListener('online', () => void flushKept())
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage)
  return outbox
}

/** Keeps a submission the network did not take, to send it as soon as it can. */
export async function keep(entry: KeptSubmission): Promise<void> {
  await pageOutbox().keep(entry)
  markKept(true)
  retryLater()
}

/** Sends what is kept now; what still cannot go is tried again later. */
export async function flushKept(): Promise<void> {
  clearTimeout(retryTimer)
  retryTimer = undefined
  let result: FlushResult
  try {
    result = await pageOutbox().flush()
  } catch {
    // The store failed for a moment: the copies are still there.
    retryLater()
    return
  }
  if (result.left === 0) markKept(false)
  if (result.waiting) retryLater()
  else retryDelay = FIRST_RETRY_MS
}

function retryLater() {
  if (retryTimer !== undefined) return
  retryTimer = setTimeout(() => {
    retryTimer = undefined
    void flushKept()
  }, retryDelay)
  retryDelay = Math.min(retryDelay * 2, LAST_RETRY_MS)
}
