import { z } from 'zod'
import { DEFAULT_MEMBER_STATS } from './member-stats-defaults.ts'

export const memberStatsSchema = z.object({
  totalMembers: z.number().int().nonnegative(),
  newThisMonth: z.number().int().nonnegative(),
  activeMembers: z.number().int().nonnegative(),
})
export type MemberStats = z.infer<typeof memberStatsSchema>

export { DEFAULT_MEMBER_STATS }
