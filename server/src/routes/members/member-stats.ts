import { DEFAULT_MEMBER_STATS, type MemberStats } from '#common/schemas/member-stats.ts'
import type { MemberStatsBaseline } from '../../db/members-repository.ts'

/**
 * The church's figures plus what the site has recorded. The baseline's newThisMonth only holds
 * for the month it was set in (the install month); after that, newThisMonth counts the site's
 * registrations of the current month alone. activeMembers stays the church's figure: the site
 * knows nothing about attendance.
 */
export function memberStats(
  baseline: MemberStatsBaseline | undefined,
  counts: { total: number; sinceMonthStart: number },
  currentMonth: string,
): MemberStats {
  const base = baseline ?? { ...DEFAULT_MEMBER_STATS, month: currentMonth }
  return {
    totalMembers: base.totalMembers + counts.total,
    newThisMonth: (base.month === currentMonth ? base.newThisMonth : 0) + counts.sinceMonthStart,
    activeMembers: base.activeMembers,
  }
}
