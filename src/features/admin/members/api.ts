// The registrations in the dashboard: the list, the follow-up status, merging duplicates.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '#src/lib/api-client.ts'
import { pageOf } from '#common/schemas/admin.ts'
import {
  adminMemberSchema,
  type AdminMember,
  type MemberFilters,
  type MemberStatus,
} from '#common/schemas/admin-follow-up.ts'
import { adminGet, adminKeys, listDefaults, withPageSize, type Paged } from '../kit/query.ts'
import { useStatusChange } from '../kit/use-status-change.ts'
import type { MembersSearch } from './search.ts'

/** The list's filters: the tab's URL (?statut=, ?doublons=), then what is typed and the page. */
export const memberFilters = (search: MembersSearch, { page = 1, q = '' } = {}): Paged<MemberFilters> => ({
  page,
  q,
  status: search.statut,
  duplicates: search.doublons ? '1' : undefined,
})

export const memberQueries = {
  list: (filters: Paged<MemberFilters>) =>
    queryOptions({
      queryKey: [...adminKeys.members, withPageSize(filters)],
      queryFn: () => adminGet('members', pageOf(adminMemberSchema), withPageSize(filters)),
      ...listDefaults,
    }),
}

export const useChangeMemberStatus = () =>
  useStatusChange<MemberStatus, AdminMember>('members', adminKeys.members, (data) => adminMemberSchema.parse(data))

/** A POST that changes members, then refreshes the lists and the overview's counts. */
function useMemberAction<V>(name: string, call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...adminKeys.members, name],
    mutationFn: async (variables: V) => adminMemberSchema.parse(await call(variables)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.members })
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview })
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
