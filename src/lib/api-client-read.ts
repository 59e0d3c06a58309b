import { replaceEqualDeep, type QueryFunctionContext } from '@tanstack/react-query'

// The public pages' reads load with the first screen, where neither zod (about 25 KiB gzip) nor
// ky (about 8 KiB) fits the budget (docs/decisions/0002): the page arrives with its data, so the
// client and the schema are imported only when a read is made.

/** What checks an answer: a zod schema, imported when the answer comes. */
export interface Schema<T> {
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
  const { apiClient } = await import('./api-client-core.ts')
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
  return ({ client, queryKey }: Pick<QueryFunctionContext, 'client' | 'queryKey'>): Promise<T> =>
    getJson(path, loadSchema, client.getQueryData<T>(queryKey))
}
