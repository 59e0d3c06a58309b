// What every admin read shares: the query keys of every admin resource, the retry rule, the
// freshness, the page size, and the GET that checks the answer. Every key sits under ADMIN_KEY:
// signing out clears it, and a 401 under it means "session expired" (use-session-expiry.ts).
// The server draws a tab's first screen with its data in the page (like the public pages,
// docs/decisions/0002), so a tab's modules import neither the client (ky) nor a zod schema: both
// load when a call is made, and a refresh bringing the data already held loads neither schema nor zod.
import { keepPreviousData, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { KyInstance, ResponsePromise } from 'ky'
import { ApiError } from '#src/lib/api-error.ts'
import { getJson, readJson, type Schema } from '#src/lib/api-client-read.ts'
import { env } from '#src/config/env.ts'
import type { Pagination } from '#common/schemas/admin.ts'

/** Root of every admin query and mutation key. */
export const ADMIN_KEY = ['admin'] as const

/** The admin resources' keys; a list's pages add their filters after their resource's key. */
export const adminKeys = {
  all: ADMIN_KEY,
  session: [...ADMIN_KEY, 'session'],
  accounts: [...ADMIN_KEY, 'accounts'],
  mySessions: [...ADMIN_KEY, 'my-sessions'],
  overview: [...ADMIN_KEY, 'overview'],
  figures: [...ADMIN_KEY, 'figures'],
  members: [...ADMIN_KEY, 'members'],
  people: [...ADMIN_KEY, 'people'],
  households: [...ADMIN_KEY, 'households'],
  messageTemplates: [...ADMIN_KEY, 'message-templates'],
  messages: [...ADMIN_KEY, 'messages'],
  requests: [...ADMIN_KEY, 'requests'],
  newsletter: [...ADMIN_KEY, 'newsletter'],
  letters: [...ADMIN_KEY, 'letters'],
  outbox: [...ADMIN_KEY, 'outbox'],
  events: [...ADMIN_KEY, 'events'],
  services: [...ADMIN_KEY, 'services'],
  gallery: [...ADMIN_KEY, 'gallery'],
  donationSettings: [...ADMIN_KEY, 'donation-settings'],
  gifts: [...ADMIN_KEY, 'gifts'],
  auditLog: [...ADMIN_KEY, 'audit-log'],
  site: [...ADMIN_KEY, 'site'],
  launchChecklist: [...ADMIN_KEY, 'launch-checklist'],
} as const

export const PAGE_SIZE = 20

/** A list's filters (common/schemas, the API's own) and the page on screen. */
export type Paged<Filters> = Filters & Pick<Pagination, 'page'> & { pageSize?: number }
export type Page<T> = { items: T[]; total: number }

/** A 4xx (401 expired session, 400…) will not mend itself: no automatic retry. */
export const retry = (failureCount: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failureCount < 1

/**
 * Reads the queries under `queryKey` again once a change has reached the server. A read still on
 * its way may have left before the change arrived. TanStack Query cancels it and reads again only
 * when the query already holds data (`cancelRefetch`); a query with no data yet (a list shown for
 * the first time: a search typed while a status was being changed) joins it instead, and would
 * keep the answer from before the change. So such a read is cancelled first.
 */
export async function readAgain(queryClient: QueryClient, queryKey: QueryKey) {
  await queryClient.cancelQueries({ queryKey, predicate: (query) => query.state.data === undefined })
  return queryClient.invalidateQueries({ queryKey })
}

/** Tabs show cached data when one comes back to them, then refresh it if older than 30 s. */
export const readDefaults = { staleTime: 30_000, retry }
/** A list keeps the page on screen while the next one (another page, another filter) loads. */
export const listDefaults = { ...readDefaults, placeholderData: keepPreviousData }

type Params = Record<string, string | number | boolean | undefined>

/** Query parameters without the empty ones; `true` travels as 1. */
export function toSearchParams(params: Params): URLSearchParams {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === '' || value === undefined || value === false) continue
    search.set(key, value === true ? '1' : String(value))
  }
  return search
}

/** The CSV export of a list with the filters on screen (all matching rows, not one page). */
export function csvHref(
  list: 'members' | 'people' | 'messages' | 'requests' | 'newsletter' | 'gifts',
  filters: Params,
) {
  const { page: _page, pageSize: _size, ...rest } = filters
  const query = toSearchParams(rest).toString()
  return `${env.apiLinkBase}api/admin/${list}.csv${query ? `?${query}` : ''}`
}

/**
 * The schema of an answer, or, in a module a tab's first screen imports, a function importing it
 * (`() => import('#common/schemas/….ts').then((m) => m.…Schema)`): it then loads with an answer.
 */
export type AnswerSchema<T> = Schema<T> | (() => Promise<Schema<T>>)

const adminPath = (path: string, params: Params) => {
  const query = toSearchParams(params).toString()
  return `api/admin/${path}${query ? `?${query}` : ''}`
}

/**
 * GET /api/admin/`path`, the answer checked by its schema (`getJson`): unless it equals `known`,
 * the data already held, which is kept as it is without loading the schema nor zod.
 */
export function adminGet<T>(path: string, schema: AnswerSchema<T>, params: Params = {}, known?: T) {
  return getJson(adminPath(path, params), loaderOf(schema), known)
}

/** An admin query's function: `readJson` (the data the query holds, drawn in the page or the last answer, as `known`). */
export const adminRead = <T>(path: string, schema: AnswerSchema<T>, params: Params = {}) =>
  readJson(adminPath(path, params), loaderOf(schema))

const loaderOf = <T>(schema: AnswerSchema<T>) => (typeof schema === 'function' ? schema : () => Promise.resolve(schema))

/** The client for a change, imported with zod's French messages when the change is sent. */
export const adminClient = () => import('#src/lib/api-client.ts').then((m) => m.apiClient)

/** A change sent with `adminClient`, its answer checked by its schema (imported then, if a function). */
export async function adminSend<T>(send: (client: KyInstance) => ResponsePromise, schema: AnswerSchema<T>): Promise<T> {
  const [client, check] = await Promise.all([adminClient(), loaderOf(schema)()])
  return check.parse(await send(client).json())
}

/** A page's filters as the query key and the request carry them: the page size made explicit. */
export const withPageSize = <T extends { pageSize?: number }>(filters: T) => ({
  ...filters,
  pageSize: filters.pageSize ?? PAGE_SIZE,
})
