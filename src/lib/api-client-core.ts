import { replaceEqualDeep, type QueryFunctionContext } from '@tanstack/react-query'
import ky, { isHTTPError } from 'ky'
import { env } from '../config/env.ts'
import { ApiError, apiErrorOf } from './api-error.ts'

// The client without zod. The public pages' reads load with the first screen, where zod (about
// 25 KiB gzip) must not (docs/decisions/0002): they import this module. Everything else imports
// `api-client.ts`, the same client with zod's French messages set up for the forms.

export { ApiError }

/**
 * The one HTTP client. Paths are relative to the backend's root: 'api/services',
 * 'feproba/register' (the two programme calls live outside /api).
 */
export const apiClient = ky.create({
  prefix: env.apiBase,
  timeout: 15_000,
  retry: { limit: 1, methods: ['get'] },
  credentials: 'same-origin',
  hooks: {
    beforeError: [({ error }) => (isHTTPError(error) ? apiErrorOf(error.response.status, error.data) : error)],
  },
})

interface Schema<T> {
  parse: (data: unknown) => T
}

/**
 * GETs `path` with `apiClient` and returns the body checked by the schema that `loadSchema`
 * imports, so that zod loads after the first screen. When the body equals `known` (data this page
 * already holds, checked when it came in), returns `known` itself without loading the schema: a
 * refresh of the data a page arrived with usually brings the same data again, and on a slow phone
 * loading and running zod for nothing is a long task; and nothing re-renders.
 */
export async function getJson<T>(path: string, loadSchema: () => Promise<Schema<T>>, known?: T): Promise<T> {
  const data = await apiClient.get(path).json()
  if (known !== undefined && replaceEqualDeep(known, data) === known) return known
  // zod's French messages (and jitless mode) before the first parse.
  const schema = await import('../zod-setup.ts').then(loadSchema)
  return schema.parse(data)
}

/**
 * The query function of a public read: `getJson` with the data the query already holds (the
 * data the page arrived with, or the last answer) as `known`.
 */
export function readJson<T>(path: string, loadSchema: () => Promise<Schema<T>>) {
  return ({ client, queryKey }: QueryFunctionContext) => getJson(path, loadSchema, client.getQueryData<T>(queryKey))
}
