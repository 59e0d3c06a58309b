// The dashboard's first screen, counted from the mock's store with the server's definitions
// (server/src/routes/admin/overview-routes.ts).
import { http, HttpResponse } from 'msw'
import { churchDate, churchMonth } from '#common/church-time.ts'
import type { AdminOverview } from '#common/schemas/admin-follow-up.ts'
import { clockNow } from '../clock.ts'
import { ADMIN_API, guarded } from '../respond.ts'
import { state } from '../state.ts'
import { toAdminMember } from './admin-members.ts'
import { isRollComplete, newMembersIn } from './admin-people.ts'
import { visibleMemberStats } from './public.ts'

/** The `count` church months ending with this one, as YYYY-MM, oldest first. */
function lastMonths(now: Date, count: number): string[] {
  const [year, month] = churchMonth(now).split('-').map(Number) as [number, number]
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1)).toISOString().slice(0, 7),
  )
}

function overview(now = clockNow()): AdminOverview {
  const today = churchDate(now)
  const month = today.slice(0, 7)
  const members = state.members.map(toAdminMember)
  // Archived registrations are left out of the monthly counts, as from the member figures.
  const received = members.filter((m) => m.status !== 'archive').map((m) => churchMonth(new Date(m.createdAt)))
  // A mail that will not be sent (no next attempt) waits for nothing: not counted.
  const unsent = state.outbox.filter((item) => item.sentAt === null && item.nextAttemptAt !== null)
  return {
    stats: visibleMemberStats(now),
    events: {
      total: state.events.length,
      upcoming: state.events.filter((event) => event.date > today).length,
      thisMonth: state.events.filter((event) => event.date.startsWith(month)).length,
    },
    pending: {
      members: members.filter((m) => m.status === 'nouveau').length,
      messages: state.messages.filter((m) => m.status === 'nouveau').length,
      requests: state.requests.filter((r) => r.status === 'nouveau').length,
      duplicates: members.filter((m) => m.duplicateOf.length > 0).length,
    },
    // Once the roll is complete, the new members by their membership date, as the figures count them.
    registrationsByMonth: lastMonths(now, 12).map((m) => ({
      month: m,
      count: isRollComplete() ? newMembersIn(m) : received.filter((receivedIn) => receivedIn === m).length,
    })),
    rollComplete: isRollComplete(),
    outbox: {
      pending: unsent.filter((item) => item.attempts === 0).length,
      failed: unsent.filter((item) => item.attempts > 0).length,
    },
    smtpConfigured: state.smtpConfigured,
    backup: state.backup,
  }
}

/** Lets a test (or a demo) show the dashboard as if SMTP_URL were set. */
export function setMockSmtpConfigured(value: boolean) {
  state.smtpConfigured = value
}

export const adminOverviewHandlers = [
  http.get(
    `${ADMIN_API}/overview`,
    guarded(() => HttpResponse.json(overview())),
  ),
]
