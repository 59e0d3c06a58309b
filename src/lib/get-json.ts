import { replaceEqualDeep, type QueryFunctionContext } from '@tanstack/react-query'
import type { ApiErrorBody } from '#common/schemas/api-error.ts'
import { env } from '../config/env.ts'
import { ApiError, httpError } from './api-error.ts'

// The home page's three reads (services, events, member figures) come through here rather than
// through `apiClient`: ky and zod (about 35 KiB gzip together) would otherwise load with the
// first screen, on slow and costly mobile data. Same rules as `apiClient` for a GET: same-origin
// credentials, a 15 s timeout, one retry after 300 ms on a network error or a passing failure,
// an `ApiError` on an error answer. The answer is still checked against its zod schema, which
// loads (with zod) after the page is up, unless it is the data the page already holds: a refresh
// of the data a page arrived with usually brings the same data again, and on a slow phone loading
// and running zod for nothing cost a long task (62 ms, and 43 ms more to check the answers).

const TIMEOUT_MS = 15_000
const RETRY_DELAY_MS = 300
// ky's defaults for a retried GET.
const RETRY_STATUSES = new Set([408, 413, 429, 500, 502, 503, 504])

interface Schema<T> {
  parse: (data: unknown) => T
}

const isErrorBody = (body: unknown): body is ApiErrorBody =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'

async function errorFrom(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined)
  return new ApiError(response.status, isErrorBody(body) ? body : { message: httpError(response.status) })
}

async function fetchOnce(url: string): Promise<Response> {
  return fetch(url, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
}

async function fetchWithRetry(url: string): Promise<Response> {
  try {
    const response = await fetchOnce(url)
    if (response.ok || !RETRY_STATUSES.has(response.status)) return response
  } catch (error) {
    // A timeout is not retried (as with ky); a network failure is.
    if (error instanceof DOMException && error.name === 'TimeoutError') throw error
  }
  await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
  return fetchOnce(url)
}

/**
 * GETs `path` (relative to the backend's root, e.g. 'api/services') and returns the body checked
 * by the schema that `loadSchema` imports. When the body equals `known` (data this page already
 * holds, checked when it came in), returns `known` itself without loading the schema: nothing to
 * check, and nothing to re-render.
 */
export async function getJson<T>(path: string, loadSchema: () => Promise<Schema<T>>, known?: T): Promise<T> {
  const response = await fetchWithRetry(`${env.apiBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`)
  if (!response.ok) throw await errorFrom(response)
  // zod's French messages (and jitless mode) before the first parse.
  const loadChecked = () => import('../zod-setup.ts').then(loadSchema)
  if (known === undefined) {
    const [data, schema] = await Promise.all([response.json() as Promise<unknown>, loadChecked()])
    return schema.parse(data)
  }
  const data: unknown = await response.json()
  if (replaceEqualDeep(known, data) === known) return known
  return (await loadChecked()).parse(data)
}

/**
 * The query function of a public read: `getJson` with the data the query already holds (the
 * data the page arrived with, or the last answer) as `known`.
 */
export function readJson<T>(path: string, loadSchema: () => Promise<Schema<T>>) {
  return ({ client, queryKey }: QueryFunctionContext) => getJson(path, loadSchema, client.getQueryData<T>(queryKey))
}
