// The member figures visitors see (GET /api/members/stats), for the server and the mocks.
import { DEFAULT_MEMBER_STATS, type MemberStats } from './schemas/member-stats.ts'

/** The church's own figures, valid for `month` (YYYY-MM) as far as newThisMonth goes. */
export interface MemberStatsBaseline extends MemberStats {
  month: string
}

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
