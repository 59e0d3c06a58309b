import { isNetworkError, isTimeoutError } from 'ky'
import type { KeptPath } from '#common/kept-submissions.ts'
import { env } from '../../config/env.ts'
import { apiClient } from '../api-client.ts'
import { isKeptByWorker, keep, pageOutbox } from './page-outbox.ts'

/** A public form's (or a headcount's) submission: answered (`data`), or kept on the phone to go later (`key`). */
export type Submitted<T> = { kept: false; data: T } | { kept: true; key: string }

const lastSubmitted = new Map<KeptPath, { content: string; key: string }>()

/** A random key: crypto.randomUUID where the page is secure (HTTPS, localhost), else 128 random bits. */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The Idempotency-Key of `body` on `path`: made when this content is first submitted, the same
 * for every retry of the same content (a second tap, a retry after an error), a new one as soon
 * as the content changes.
 */
export function submissionKey(path: KeptPath, body: unknown): string {
  const content = JSON.stringify(body)
  const last = lastSubmitted.get(path)
  if (last?.content === content) return last.key
  const key = randomKey()
  lastSubmitted.set(path, { content, key })
  return key
}

/**
 * Sends a public form's submission with its key. When the network fails (offline, dropped, no
 * answer in time: not an error answer, which is thrown as an ApiError as before), keeps it on the
 * phone to send when the network returns; where the service worker has kept it for Background
 * Sync, leaves it to the worker. Only the five public forms and the dashboard's attendance come
 * through here (KeptPath): nothing else of the dashboard is ever kept.
 */
export async function submitOrKeep<T>(path: KeptPath, body: unknown): Promise<Submitted<T>> {
  const key = submissionKey(path, body)
  let response: Response
  try {
    response = await apiClient.post(path, { json: body, headers: { 'idempotency-key': key } })
  } catch (error) {
    if (!isNetworkError(error) && !isTimeoutError(error)) throw error
    await keep({ key, path, url: new URL(path, env.apiBase).toString(), body, keptAt: Date.now() })
    return { kept: true, key }
  }
  if (isKeptByWorker(response)) {
    // Listen for the worker's news that it has gone.
    pageOutbox()
    return { kept: true, key }
  }
  return { kept: false, data: (await response.json()) as T }
}
