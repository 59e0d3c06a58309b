import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../lib/api-client.ts'
import { useLogError } from '../../lib/use-log-error.ts'
import { DEFAULT_MEMBER_STATS, memberStatsSchema, type MemberStats } from '../../schemas/member-stats.ts'
import type { MemberRegistration } from '../../schemas/member-registration.ts'

export async function getMemberStats(): Promise<MemberStats> {
  return memberStatsSchema.parse(await apiClient.get('api/members/stats').json())
}

export const memberStatsQueries = {
  all: () => ['member-stats'] as const,
  detail: () => queryOptions({ queryKey: [...memberStatsQueries.all(), 'detail'], queryFn: getMemberStats }),
}

/** Member figures; the church's defaults (342 / 12 / 320) until loaded, and if the call fails. */
export function useMemberStats() {
  const query = useQuery({ ...memberStatsQueries.detail(), placeholderData: DEFAULT_MEMBER_STATS })
  useLogError(query.error, 'les statistiques')
  return query.data ?? DEFAULT_MEMBER_STATS
}

export async function registerMember(input: MemberRegistration): Promise<{ id: number }> {
  return apiClient.post('api/members/register', { json: input }).json()
}

/** Registers a member; on success the shown totals rise by one at once, then are refetched. */
export function useRegisterMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: registerMember,
    onSuccess: () => {
      const key = memberStatsQueries.detail().queryKey
      queryClient.setQueryData<MemberStats>(key, (previous) => {
        const base = previous ?? DEFAULT_MEMBER_STATS
        return { ...base, totalMembers: base.totalMembers + 1, newThisMonth: base.newThisMonth + 1 }
      })
      // Not awaited: the new totals already show, the welcome must not wait for one more
      // round trip on slow mobile data.
      void queryClient.invalidateQueries({ queryKey: memberStatsQueries.all() })
    },
  })
}
