// Without zod, so the home page can show these figures before zod loads.
import type { MemberStats } from './member-stats.ts'

/** The church's own figures, shown until the server answers and used as its baseline. */
export const DEFAULT_MEMBER_STATS: MemberStats = { totalMembers: 342, newThisMonth: 12, activeMembers: 320 }
