// The dashboard's changes. Every key sits under ADMIN_KEY, so a 401 here shows the sign-in again.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { z } from 'zod'
import { ApiError, apiClient } from '../../lib/api-client.ts'
import {
  adminMemberSchema,
  adminMessageSchema,
  adminRequestSchema,
  adminSessionSchema,
  outboxItemSchema,
  type adminIdentitySchema,
  type AdminMember,
  type AdminMessage,
  type AdminRequest,
  type MemberStatus,
  type MessageStatus,
} from '#common/schemas/admin-follow-up.ts'
import { adminQueries, type Page } from './api.ts'
import { ADMIN_KEY, SIGNED_OUT, adminSessionQuery } from './session.ts'

/** Ends the session; an already expired one counts as ended. The gate then clears the admin cache. */
export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      try {
        await apiClient.post('api/admin/logout')
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error
      }
    },
    onSuccess: () => queryClient.setQueryData(adminSessionQuery().queryKey, SIGNED_OUT),
  })
}

/** Who is at the keyboard (recorded with each status change). */
export function useSaveIdentity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ADMIN_KEY, 'identity'],
    mutationFn: async (input: z.infer<typeof adminIdentitySchema>) =>
      adminSessionSchema.parse(await apiClient.put('api/admin/session/identity', { json: input }).json()),
    onSuccess: (session) => queryClient.setQueryData(adminSessionQuery().queryKey, session),
  })
}

type WithStatus<S> = { id: number; status: S }

/**
 * PATCH /:path/:id { status }, shown at once in every cached page of the list; put back as it
 * was if the server refuses. The caller tells the user (notification) on error.
 */
function useStatusChange<S extends string, T extends WithStatus<S>>(
  path: string,
  listKey: QueryKey,
  parse: (data: unknown) => T,
) {
  const queryClient = useQueryClient()
  const patchPages = (change: (item: T) => T) =>
    queryClient.setQueriesData<Page<T>>(
      { queryKey: listKey },
      (page) => page && { ...page, items: page.items.map(change) },
    )
  return useMutation({
    mutationKey: [...ADMIN_KEY, path, 'status'],
    mutationFn: async ({ id, status }: WithStatus<S>) =>
      parse(await apiClient.patch(`api/admin/${path}/${id}`, { json: { status } }).json()),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: listKey })
      const previous = queryClient.getQueriesData<Page<T>>({ queryKey: listKey })
      patchPages((item) => (item.id === id ? { ...item, status } : item))
      return { previous }
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data)
    },
    onSuccess: (updated) => patchPages((item) => (item.id === updated.id ? updated : item)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: listKey })
      void queryClient.invalidateQueries({ queryKey: adminQueries.overview().queryKey })
    },
  })
}

export const useChangeMemberStatus = () =>
  useStatusChange<MemberStatus, AdminMember>('members', adminQueries.members(), (data) => adminMemberSchema.parse(data))
export const useChangeMessageStatus = () =>
  useStatusChange<MessageStatus, AdminMessage>('messages', adminQueries.messages(), (data) =>
    adminMessageSchema.parse(data),
  )
export const useChangeRequestStatus = () =>
  useStatusChange<MessageStatus, AdminRequest>('requests', adminQueries.requests(), (data) =>
    adminRequestSchema.parse(data),
  )

/** A POST that changes members, then refreshes the lists and the overview's counts. */
function useMemberAction<V>(name: string, call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ADMIN_KEY, 'members', name],
    mutationFn: async (variables: V) => adminMemberSchema.parse(await call(variables)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminQueries.members() })
      void queryClient.invalidateQueries({ queryKey: adminQueries.overview().queryKey })
    },
  })
}

/** Merges a duplicate into the earlier registration (the duplicate is archived). */
export const useMergeMember = () =>
  useMemberAction('merge', ({ id, intoId }: { id: number; intoId: number }) =>
    apiClient.post(`api/admin/members/${id}/merge`, { json: { intoId } }).json(),
  )
export const useDismissDuplicate = () =>
  useMemberAction('dismiss-duplicate', (id: number) =>
    apiClient.post(`api/admin/members/${id}/dismiss-duplicate`).json(),
  )

export function useRemoveSubscriber() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ADMIN_KEY, 'newsletter', 'remove'],
    mutationFn: async (id: number) => {
      await apiClient.delete(`api/admin/newsletter/${id}`)
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueries.subscribers() }),
  })
}

export function useRetryOutbox() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ADMIN_KEY, 'outbox', 'retry'],
    mutationFn: async (id: number) =>
      outboxItemSchema.parse(await apiClient.post(`api/admin/outbox/${id}/retry`).json()),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminQueries.outbox() })
      void queryClient.invalidateQueries({ queryKey: adminQueries.overview().queryKey })
    },
  })
}
