// What people wrote, in the dashboard: contact messages, FEPROBA / ISL requests, newsletter
// subscribers, and the e-mail alerts sent to the team about each of them.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { apiClient } from '#src/lib/api-client.ts'
import { pageOf } from '#common/schemas/admin.ts'
import {
  adminMessageSchema,
  adminRequestSchema,
  outboxItemSchema,
  type AdminMessage,
  type AdminRequest,
  type MessageFilters,
  type MessageStatus,
  type NewsletterFilters,
  type RequestFilters,
  type RequestStatus,
} from '#common/schemas/admin-follow-up.ts'
import { subscriberPageSchema } from '#common/schemas/newsletter-subscription.ts'
import { PAGE_SIZE, adminRead, adminKeys, listDefaults, withPageSize, type Paged } from '../kit/query.ts'
import { useStatusChange } from '../kit/use-status-change.ts'
import type { MessagesSearch } from './search.ts'

export type RequestType = NonNullable<RequestFilters['type']>

export const messageQueries = {
  messages: (filters: Paged<MessageFilters>) =>
    queryOptions({
      queryKey: [...adminKeys.messages, withPageSize(filters)],
      queryFn: adminRead('messages', pageOf(adminMessageSchema), withPageSize(filters)),
      ...listDefaults,
    }),
  requests: (filters: Paged<RequestFilters>) =>
    queryOptions({
      queryKey: [...adminKeys.requests, withPageSize(filters)],
      queryFn: adminRead('requests', pageOf(adminRequestSchema), withPageSize(filters)),
      ...listDefaults,
    }),
  subscribers: (filters: Paged<NewsletterFilters>) =>
    queryOptions({
      queryKey: [...adminKeys.newsletter, withPageSize(filters)],
      queryFn: adminRead('newsletter', subscriberPageSchema, withPageSize(filters)),
      ...listDefaults,
    }),
  outbox: (page: number) =>
    queryOptions({
      queryKey: [...adminKeys.outbox, { page }],
      queryFn: adminRead('outbox', pageOf(outboxItemSchema), { page, pageSize: PAGE_SIZE }),
      ...listDefaults,
    }),
}

/** Reads the first page of the view the tab's URL opens (?rubrique=, ?statut=), as the view asks for it. */
export function ensureFirstMessagesPage(queryClient: QueryClient, { rubrique = 'messages', statut }: MessagesSearch) {
  const first = { page: 1, q: '', status: statut }
  switch (rubrique) {
    case 'messages':
      return queryClient.ensureQueryData(
        messageQueries.messages({ ...first, status: statut === 'traite' ? undefined : statut }),
      )
    case 'demandes':
      return queryClient.ensureQueryData(messageQueries.requests(first))
    case 'newsletter':
      return queryClient.ensureQueryData(messageQueries.subscribers({ page: 1, q: '' }))
    case 'alertes':
      return queryClient.ensureQueryData(messageQueries.outbox(1))
  }
}

export const useChangeMessageStatus = () =>
  useStatusChange<MessageStatus, AdminMessage>('messages', adminKeys.messages, adminMessageSchema)
export const useChangeRequestStatus = () =>
  useStatusChange<RequestStatus, AdminRequest>('requests', adminKeys.requests, adminRequestSchema)

export function useRemoveSubscriber() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...adminKeys.newsletter, 'remove'],
    mutationFn: async (id: number) => {
      await apiClient.delete(`api/admin/newsletter/${id}`)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.newsletter }),
  })
}

export function useRetryOutbox() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...adminKeys.outbox, 'retry'],
    mutationFn: async (id: number) =>
      outboxItemSchema.parse(await apiClient.post(`api/admin/outbox/${id}/retry`).json()),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.outbox })
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview })
    },
  })
}
