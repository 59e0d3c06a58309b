import type { AdminMember, AdminOverview } from '#common/schemas/admin-follow-up.ts'
import { DEFAULT_MEMBER_STATS } from '#common/schemas/member-stats.ts'
import type { DashboardState } from './admin-dashboard-data.ts'

/** The last 12 months as YYYY-MM, oldest first. */
function lastTwelveMonths(): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date()
    d.setUTCDate(1)
    d.setUTCMonth(d.getUTCMonth() - 11 + i)
    return d.toISOString().slice(0, 7)
  })
}

/** GET /api/admin/overview computed from the mock's records, with the contract's definitions. */
export function buildOverview(state: DashboardState, members: AdminMember[]): AdminOverview {
  const today = new Date().toISOString().slice(0, 10)
  const month = today.slice(0, 7)
  return {
    stats: {
      totalMembers: DEFAULT_MEMBER_STATS.totalMembers + members.length,
      newThisMonth: members.filter((m) => m.createdAt.startsWith(month)).length,
      activeMembers: DEFAULT_MEMBER_STATS.activeMembers + members.filter((m) => m.status === 'accueilli').length,
    },
    events: {
      total: state.events.length,
      upcoming: state.events.filter((e) => e.date > today).length,
      thisMonth: state.events.filter((e) => e.date.startsWith(month)).length,
    },
    pending: {
      members: members.filter((m) => m.status === 'nouveau').length,
      messages: state.messages.filter((m) => m.status === 'nouveau').length,
      requests: state.requests.filter((r) => r.status === 'nouveau').length,
      duplicates: members.filter((m) => m.duplicateOf.length > 0).length,
    },
    registrationsByMonth: lastTwelveMonths().map((m) => ({
      month: m,
      count: members.filter((r) => r.createdAt.startsWith(m)).length,
    })),
    outbox: {
      pending: state.outbox.filter((o) => !o.sentAt && o.attempts === 0).length,
      failed: state.outbox.filter((o) => !o.sentAt && o.attempts > 0).length,
    },
    smtpConfigured: state.smtpConfigured,
  }
}
