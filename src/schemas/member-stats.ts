import { z } from 'zod'

export const memberStatsSchema = z.object({
  totalMembers: z.number().int().nonnegative(),
  newThisMonth: z.number().int().nonnegative(),
  activeMembers: z.number().int().nonnegative(),
})
export type MemberStats = z.infer<typeof memberStatsSchema>

/** The church's own figures (spec §9), shown until the server answers and used as its baseline. */
export const DEFAULT_MEMBER_STATS: MemberStats = { totalMembers: 342, newThisMonth: 12, activeMembers: 320 }
