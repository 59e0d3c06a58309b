// Fetchers and query factories of the dashboard (contract: "Administration I").
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { ApiError, apiClient } from '../../lib/api-client.ts'
import { env } from '../../config/env.ts'
import { pageOf } from '#common/schemas/admin.ts'
import {
  adminMemberSchema,
  adminMessageSchema,
  adminOverviewSchema,
  adminRequestSchema,
  outboxItemSchema,
  type MemberStatus,
  type MessageStatus,
} from '#common/schemas/admin-follow-up.ts'
import { newsletterSubscriberSchema } from '#common/schemas/newsletter-subscription.ts'
import { eventListSchema } from '#common/schemas/event.ts'
import type { FEPROBA_REQUEST_TYPE } from '#common/schemas/feproba-request.ts'
import type { ISL_REQUEST_TYPE } from '#common/schemas/isl-request.ts'
import { ADMIN_KEY, adminSessionQuery } from './session.ts'

export const PAGE_SIZE = 20

// The lists' filters as the screens hold them ('' = no filter); toSearchParams drops the empty ones.
type Paged = { page: number; pageSize?: number }
export type MemberFilters = Paged & { q: string; status: MemberStatus | ''; duplicates: boolean }
export type MessageFilters = Paged & { q: string; status: MessageStatus | '' }
export type RequestType = typeof FEPROBA_REQUEST_TYPE | typeof ISL_REQUEST_TYPE
export type RequestFilters = MessageFilters & { type: RequestType | ''; program: string }
export type SubscriberFilters = Paged & { q: string }
export type Page<T> = { items: T[]; total: number }

type Params = Record<string, string | number | boolean | undefined>
/** Query parameters without the empty ones; `duplicates` travels as 1. */
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
  list: 'members' | 'messages' | 'requests' | 'newsletter',
  { page: _page, pageSize: _size, ...filters }: Params,
) {
  const query = toSearchParams(filters).toString()
  return `${env.apiBase}api/admin/${list}.csv${query ? `?${query}` : ''}`
}

const get = async <T extends z.ZodType>(path: string, schema: T, params: Params = {}): Promise<z.infer<T>> =>
  schema.parse(await apiClient.get(`api/admin/${path}`, { searchParams: toSearchParams(params) }).json())

const withPageSize = <T extends Paged>(filters: T) => ({ ...filters, pageSize: filters.pageSize ?? PAGE_SIZE })

/** A 4xx (401 expired session, 400…) will not mend itself: no automatic retry. */
const retry = (failureCount: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failureCount < 1

/** Tabs show cached data when one comes back to them, then refresh it if older than 30 s. */
const list = { staleTime: 30_000, retry, placeholderData: keepPreviousData }

export const adminQueries = {
  all: () => ADMIN_KEY,
  session: adminSessionQuery,
  overview: () =>
    queryOptions({
      queryKey: [...ADMIN_KEY, 'overview'],
      queryFn: () => get('overview', adminOverviewSchema),
      staleTime: 30_000,
      retry,
    }),
  events: () =>
    queryOptions({
      queryKey: [...ADMIN_KEY, 'events'],
      queryFn: () => get('events', eventListSchema),
      staleTime: 30_000,
      retry,
    }),
  members: () => [...ADMIN_KEY, 'members'] as const,
  memberList: (filters: MemberFilters) =>
    queryOptions({
      queryKey: [...adminQueries.members(), withPageSize(filters)],
      queryFn: () => get('members', pageOf(adminMemberSchema), withPageSize(filters)),
      ...list,
    }),
  messages: () => [...ADMIN_KEY, 'messages'] as const,
  messageList: (filters: MessageFilters) =>
    queryOptions({
      queryKey: [...adminQueries.messages(), withPageSize(filters)],
      queryFn: () => get('messages', pageOf(adminMessageSchema), withPageSize(filters)),
      ...list,
    }),
  requests: () => [...ADMIN_KEY, 'requests'] as const,
  requestList: (filters: RequestFilters) =>
    queryOptions({
      queryKey: [...adminQueries.requests(), withPageSize(filters)],
      queryFn: () => get('requests', pageOf(adminRequestSchema), withPageSize(filters)),
      ...list,
    }),
  subscribers: () => [...ADMIN_KEY, 'newsletter'] as const,
  subscriberList: (filters: SubscriberFilters) =>
    queryOptions({
      queryKey: [...adminQueries.subscribers(), withPageSize(filters)],
      queryFn: () => get('newsletter', pageOf(newsletterSubscriberSchema), withPageSize(filters)),
      ...list,
    }),
  outbox: () => [...ADMIN_KEY, 'outbox'] as const,
  outboxList: (page: number) =>
    queryOptions({
      queryKey: [...adminQueries.outbox(), { page }],
      queryFn: () => get('outbox', pageOf(outboxItemSchema), { page, pageSize: PAGE_SIZE }),
      ...list,
    }),
}
