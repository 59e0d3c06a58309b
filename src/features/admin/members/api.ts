// The registrations in the dashboard: the list, the follow-up status, merging duplicates.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { KyInstance, ResponsePromise } from 'ky'
import type { AdminMember, MemberFilters, MemberStatus } from '#common/schemas/admin-follow-up.ts'
import { adminKeys, adminRead, adminSend, listDefaults, readAgain, withPageSize, type Paged } from '../kit/query.ts'
import { useStatusChange } from '../kit/use-status-change.ts'
import type { MembersSearch } from './search.ts'

/** The list's filters: the tab's URL (?statut=, ?doublons=), then what is typed and the page. */
export const memberFilters = (search: MembersSearch, { page = 1, q = '' } = {}): Paged<MemberFilters> => ({
  page,
  q,
  status: search.statut,
  duplicates: search.doublons ? '1' : undefined,
})

// « Membres » opens on this list, drawn by the server: its schema (and zod) loads with an answer
// that differs from the data held, or with a change (kit/query.ts).
const loadMember = () => import('#common/schemas/admin-follow-up.ts').then((m) => m.adminMemberSchema)
const loadMemberPage = () =>
  Promise.all([import('#common/schemas/admin.ts'), loadMember()]).then(([{ pageOf }, member]) => pageOf(member))

export const memberQueries = {
  list: (filters: Paged<MemberFilters>) =>
    queryOptions({
      queryKey: [...adminKeys.members, withPageSize(filters)],
      queryFn: adminRead('members', loadMemberPage, withPageSize(filters)),
      ...listDefaults,
    }),
}

export const useChangeMemberStatus = () =>
  useStatusChange<MemberStatus, AdminMember>('members', adminKeys.members, loadMember)

/** A POST that changes members, then refreshes the lists and the overview's counts. */
function useMemberAction<V>(name: string, call: (api: KyInstance, variables: V) => ResponsePromise) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...adminKeys.members, name],
    mutationFn: (variables: V) => adminSend((api) => call(api, variables), loadMember),
    onSuccess: () => {
      void readAgain(queryClient, adminKeys.members)
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview })
    },
  })
}

/** Merges a duplicate into the earlier registration (the duplicate is archived). */
export const useMergeMember = () =>
  useMemberAction('merge', (api, { id, intoId }: { id: number; intoId: number }) =>
    api.post(`api/admin/members/${id}/merge`, { json: { intoId } }),
  )
export const useDismissDuplicate = () =>
  useMemberAction('dismiss-duplicate', (api, id: number) => api.post(`api/admin/members/${id}/dismiss-duplicate`))
