import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { readJson } from '../../lib/get-json.ts'
import { useLogError } from '../../lib/use-log-error.ts'
import { DEFAULT_MEMBER_STATS } from '#common/schemas/member-stats-defaults.ts'
import type { MemberStats } from '#common/schemas/member-stats.ts'
import type { MemberRegistration } from '#common/schemas/member-registration.ts'

/** Checked by its schema, unless it is the data already held (see readJson). */
export const getMemberStats = readJson<MemberStats>('api/members/stats', () =>
  import('#common/schemas/member-stats.ts').then((m) => m.memberStatsSchema),
)

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
  // The client (ky, zod) loads with the form, not with the member figures of the first screen.
  const { apiClient } = await import('../../lib/api-client.ts')
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
