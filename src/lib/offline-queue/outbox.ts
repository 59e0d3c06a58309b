import { KEPT_MAX_AGE_MS, type KeptPath } from '#common/kept-submissions.ts'

/** A form submission the network did not take, kept on this phone until it can go. */
export interface KeptSubmission {
  /** Its Idempotency-Key: the submission's identity, sent with every attempt, and the store's key. */
  key: string
  path: KeptPath
  /** Where it goes: the backend's address for `path` when it was kept (src/config/env.ts). */
  url: string
  body: unknown
  /** When it was kept (ms since 1970); dropped unsent after KEPT_MAX_AGE_MS. */
  keptAt: number
}

/** Where kept submissions live: IndexedDB in the browser (./store.ts), memory in tests. */
export interface KeptStore {
  put: (entry: KeptSubmission) => Promise<void>
  all: () => Promise<KeptSubmission[]>
  remove: (key: string) => Promise<void>
}

/** What one attempt got back: an answer's status; a network failure rejects instead. */
export interface Sending {
  status: number
  /** The service worker kept it for Background Sync (its 202): it is the worker's to send now. */
  keptByWorker: boolean
}

/** How a kept submission ended: taken by the server, or refused by it for good (a 4xx). */
export type Outcome = 'sent' | 'refused'

export interface OutboxOptions {
  store: KeptStore
  send: (entry: KeptSubmission) => Promise<Sending>
  now?: () => number
  /** Runs a flush alone among the site's open tabs (Web Locks), so no two send the same copy at once. */
  exclusive?: (task: () => Promise<FlushResult>) => Promise<FlushResult>
}

export interface FlushResult {
  /** Some could not go (no network, the server busy): try again later. */
  waiting: boolean
  /** How many are still kept. */
  left: number
}

/**
 * Answers worth another try later: the server is busy, limited us, or failed for a moment; or
 * (a dashboard copy only: the public forms need no session) the staff member's session ended
 * while the phone was offline, so the copy waits for the next sign-in rather than being lost.
 */
const retryLater = (status: number) =>
  status === 401 || status === 408 || status === 425 || status === 429 || status >= 500

/**
 * The phone's outbox: keeps submissions, sends them oldest first when asked to (`flush`), deletes
 * each one once the server has answered it for good, and tells whoever listens for its key how it
 * ended. Sending again is safe: the key makes the server answer a repeat with its first answer.
 */
export function createOutbox({ store, send, now = Date.now, exclusive = (task) => task() }: OutboxOptions) {
  const listeners = new Map<string, Set<(outcome: Outcome) => void>>()
  // Outcomes already known, for a listener that comes after the news.
  const settled = new Map<string, Outcome>()
  let flushing: Promise<FlushResult> | undefined

  function settle(key: string, outcome: Outcome) {
    settled.set(key, outcome)
    for (const listener of listeners.get(key) ?? []) listener(outcome)
  }

  async function flushOnce(): Promise<FlushResult> {
    const entries = (await store.all()).sort((a, b) => a.keptAt - b.keptAt)
    let left = entries.length
    for (const entry of entries) {
      if (now() - entry.keptAt > KEPT_MAX_AGE_MS) {
        await store.remove(entry.key)
        left -= 1
        continue
      }
      let sending: Sending
      try {
        sending = await send(entry)
      } catch {
        // No network: the others would fail the same way.
        return { waiting: true, left }
      }
      if (!sending.keptByWorker && retryLater(sending.status)) return { waiting: true, left }
      await store.remove(entry.key)
      left -= 1
      // Kept by the worker: it tells the pages itself once sent (see page-outbox.ts).
      if (!sending.keptByWorker) settle(entry.key, sending.status < 400 ? 'sent' : 'refused')
    }
    return { waiting: false, left }
  }

  return {
    keep: (entry: KeptSubmission): Promise<void> => store.put(entry),
    /** Sends what is kept; a flush asked for while one runs shares it. */
    flush(): Promise<FlushResult> {
      flushing ??= exclusive(flushOnce).finally(() => {
        flushing = undefined
      })
      return flushing
    },
    /** How the submission `key` ended, once known (at once if it already is). Returns the unsubscribe. */
    onOutcome(key: string, listener: (outcome: Outcome) => void): () => void {
      const known = settled.get(key)
      if (known) queueMicrotask(() => listener(known))
      const forKey = listeners.get(key) ?? new Set()
      forKey.add(listener)
      listeners.set(key, forKey)
      return () => forKey.delete(listener)
    },
    /** News from elsewhere (the service worker sent one it kept). */
    settle,
  }
}
export type Outbox = ReturnType<typeof createOutbox>
