import { FIGURES_BELOW_COUNT } from '#common/api-messages.ts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiErrorSchema, type ApiErrorBody } from '#common/schemas/api-error.ts'
import {
  adminFiguresSchema,
  memberFiguresSchema,
  type AdminFigures,
  type MemberFigures,
} from '#common/schemas/member-figures.ts'
import { MESSAGES } from '../../plugins/error-handler.ts'
import type { MemberStatsBaseline } from '../../db/members-repository.ts'
import { SETTING_KEYS } from '../../db/settings-repository.ts'
import { churchMonth, startOfChurchMonth } from '#common/church-time.ts'
import { memberStats } from '#common/member-stats.ts'
import { PEOPLE_MESSAGES } from '#common/people-rules.ts'
import { rollCompleteOf, visibleMemberStats } from '../../db/people-stats.ts'
import { audited } from './audited.ts'
import { operatorOf } from './operator.ts'
import { CONTENT } from './roles.ts'

/** The baseline as this route stores it: who corrected it last rides along. */
type CorrectedBaseline = MemberStatsBaseline & { updatedAt?: string; updatedBy?: string }

/** The figures that would need a negative baseline, with their French field errors; null if none. */
function belowOwnCount(
  typed: MemberFigures,
  counts: { total: number; sinceMonthStart: number },
): Record<string, string[]> | null {
  const fieldErrors: Record<string, string[]> = {}
  if (typed.totalMembers < counts.total) {
    fieldErrors.totalMembers = [FIGURES_BELOW_COUNT.totalMembers(counts.total)]
  }
  if (typed.newThisMonth < counts.sinceMonthStart) {
    fieldErrors.newThisMonth = [FIGURES_BELOW_COUNT.newThisMonth(counts.sinceMonthStart)]
  }
  return Object.keys(fieldErrors).length > 0 ? fieldErrors : null
}

/**
 * The member figures shown to visitors (GET /api/members/stats), corrected by the admin.
 *
 * Visitors see the church's baseline plus what the site counted itself (the registrations, not
 * archived; for "new this month", those of the month). The admin types the figures visitors
 * should see NOW; the server stores the baseline that gives exactly those figures today:
 * baseline = typed − the site's own count, valid for the current month. From then on, each new
 * registration adds one, as before, and next month "new this month" starts again from the
 * site's count. Typing less than the site has already counted would need a negative baseline
 * (and figures below zero once registrations are archived): refused with a French field error.
 * "Active members" is the church's own figure: the site knows nothing about attendance.
 */
const figuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = (): AdminFigures => {
    const now = app.now()
    const baseline = app.settingsRepository.get<CorrectedBaseline>(SETTING_KEYS.memberStatsBaseline)
    const counts = app.membersRepository.counts(startOfChurchMonth(now))
    return {
      // Once the roll is complete, the people's figures (the typed ones wait, unchanged).
      ...(rollCompleteOf(app.settingsRepository).complete
        ? visibleMemberStats(app, now)
        : memberStats(baseline, counts, churchMonth(now))),
      registrations: { total: counts.total, thisMonth: counts.sinceMonthStart },
      updatedAt: baseline?.updatedAt ?? null,
      updatedBy: baseline?.updatedBy ?? null,
    }
  }

  app.get(
    '/figures',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Chiffres des membres affichés sur le site, et la part comptée par le site',
        response: { 200: adminFiguresSchema },
      },
    },
    async () => read(),
  )

  app.put(
    '/figures',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Corrige les chiffres affichés : le site montre dès maintenant les nombres saisis',
        body: memberFiguresSchema,
        response: { 200: adminFiguresSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (rollCompleteOf(app.settingsRepository).complete)
        return reply.code(409).send({ message: PEOPLE_MESSAGES.figuresFromRoll } satisfies ApiErrorBody)
      const typed = request.body
      const now = app.now()
      const counts = app.membersRepository.counts(startOfChurchMonth(now))
      const fieldErrors = belowOwnCount(typed, counts)
      if (fieldErrors) {
        return reply.code(400).send({ message: MESSAGES.invalidFields, fieldErrors } satisfies ApiErrorBody)
      }
      const baseline: CorrectedBaseline = {
        totalMembers: typed.totalMembers - counts.total,
        newThisMonth: typed.newThisMonth - counts.sinceMonthStart,
        activeMembers: typed.activeMembers,
        month: churchMonth(now),
        updatedAt: now.toISOString(),
        updatedBy: operatorOf(request),
      }
      const summary = `Chiffres affichés sur le site : ${typed.totalMembers} membres, ${typed.newThisMonth} nouveaux ce mois-ci, ${typed.activeMembers} actifs`
      audited(request, { action: 'figures.update', entity: 'settings', summary }, () =>
        app.settingsRepository.set(SETTING_KEYS.memberStatsBaseline, baseline),
      )
      return read()
    },
  )
}
export default figuresRoutes
