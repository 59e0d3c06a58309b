// The member figures shown to visitors, corrected from the dashboard, and the audit log. As on
// the server, the admin types the figures visitors should see now; the store keeps the baseline
// that gives them, given what the site's form has received (common/member-stats.ts).
import { http, HttpResponse } from 'msw'
import { API_MESSAGES, FIGURES_BELOW_COUNT } from '#common/api-messages.ts'
import { churchMonth } from '#common/church-time.ts'
import { paginationSchema } from '#common/schemas/admin.ts'
import { memberFiguresSchema, type AdminFigures } from '#common/schemas/member-figures.ts'
import { pageOfRows } from '#common/schemas/paging.ts'
import { clockNow } from '../clock.ts'
import { audit } from '../audit.ts'
import { ADMIN_API, apiError, guarded, parseBody, parseQuery } from '../respond.ts'
import { currentAccount, operator } from '../session.ts'
import { now, state } from '../state.ts'
import { formRegistrationCounts, visibleMemberStats } from './public.ts'
import { PEOPLE_MESSAGES } from '#common/people-rules.ts'
import { isRollComplete } from './admin-people.ts'

function figures(): AdminFigures {
  const counts = formRegistrationCounts()
  return {
    ...visibleMemberStats(),
    registrations: { total: counts.total, thisMonth: counts.sinceMonthStart },
    updatedAt: state.figures.updatedAt,
    updatedBy: state.figures.updatedBy,
  }
}

export const adminFiguresHandlers = [
  http.get(
    `${ADMIN_API}/figures`,
    guarded(() => HttpResponse.json(figures())),
  ),
  http.put(
    `${ADMIN_API}/figures`,
    guarded(async ({ request }) => {
      const { data: typed, error } = await parseBody(request, memberFiguresSchema)
      if (error) return error
      if (isRollComplete()) return apiError(409, PEOPLE_MESSAGES.figuresFromRoll)
      // Less than the site has counted itself would need a negative baseline.
      const counts = formRegistrationCounts()
      const fieldErrors: Record<string, string[]> = {}
      if (typed.totalMembers < counts.total) fieldErrors.totalMembers = [FIGURES_BELOW_COUNT.totalMembers(counts.total)]
      if (typed.newThisMonth < counts.sinceMonthStart) {
        fieldErrors.newThisMonth = [FIGURES_BELOW_COUNT.newThisMonth(counts.sinceMonthStart)]
      }
      if (Object.keys(fieldErrors).length > 0) return apiError(400, API_MESSAGES.invalidFields, fieldErrors)
      state.figures = {
        baseline: {
          totalMembers: typed.totalMembers - counts.total,
          newThisMonth: typed.newThisMonth - counts.sinceMonthStart,
          activeMembers: typed.activeMembers,
          month: churchMonth(clockNow()),
        },
        updatedAt: now(),
        updatedBy: operator(),
      }
      const summary = `Chiffres affichés sur le site : ${typed.totalMembers} membres, ${typed.newThisMonth} nouveaux ce mois-ci, ${typed.activeMembers} actifs`
      audit('figures.update', 'settings', null, summary)
      return HttpResponse.json(figures())
    }),
  ),

  // Newest first; administrators only, as on the server.
  http.get(
    `${ADMIN_API}/audit-log`,
    guarded(({ request }) => {
      if (currentAccount().role !== 'administrateur') return apiError(403, API_MESSAGES.forbidden)
      const { data, error } = parseQuery(request, paginationSchema)
      return (
        error ??
        HttpResponse.json(
          pageOfRows(
            [...state.audit].sort((a, b) => b.id - a.id),
            data,
          ),
        )
      )
    }),
  ),
]
