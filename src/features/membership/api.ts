import { queryOptions, useQuery } from '@tanstack/react-query'
import { readJson } from '../../lib/api-client-read.ts'
import { useLogError } from '../../lib/use-log-error.ts'
import { DEFAULT_MEMBER_STATS } from '#common/schemas/member-stats-defaults.ts'
import type { MemberStats } from '#common/schemas/member-stats.ts'

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
