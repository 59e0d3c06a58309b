import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberRegistrationSchema } from '#common/schemas/member-registration.ts'
import { memberStatsSchema } from '#common/schemas/member-stats.ts'
import { SETTING_KEYS } from '../../db/settings-repository.ts'
import type { MemberStatsBaseline } from '../../db/members-repository.ts'
import { churchMonth, startOfChurchMonth } from '#common/church-time.ts'
import { cachedJson, sendJson } from '../../lib/cached-json.ts'
import { memberAlert } from '../../mail/staff-alerts.ts'
import { createdSchema, honeypotTrap, storeWithStaffAlert } from '../submission.ts'
import { memberStats } from './member-stats.ts'

const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Keyed by the month in Santiago: "new this month" starts again from the site's own count.
  const stats = cachedJson(app.db, (month) => {
    const baseline = app.settingsRepository.get<MemberStatsBaseline>(SETTING_KEYS.memberStatsBaseline)
    const now = app.now()
    return memberStatsSchema.parse(memberStats(baseline, app.membersRepository.counts(startOfChurchMonth(now)), month))
  })

  app.get(
    '/api/members/stats',
    {
      schema: { tags: ['public'], summary: 'Chiffres des membres', response: { 200: memberStatsSchema } },
    },
    async (request, reply) => sendJson(request, reply, stats(churchMonth(app.now()))),
  )

  app.post(
    '/api/members/register',
    {
      schema: {
        tags: ['public'],
        summary: 'Inscription comme membre',
        body: memberRegistrationSchema,
        response: { 201: createdSchema },
      },
      preValidation: honeypotTrap('membership', app.membersRepository.nextId),
    },
    async (request, reply) => {
      const { website: _honeypot, ...registration } = request.body
      return app.answerOnce(request, reply, { sameContent: true }, () => {
        const createdAt = app.now().toISOString()
        const id = storeWithStaffAlert(
          app,
          createdAt,
          () => app.membersRepository.insert(registration, createdAt),
          (newId) => memberAlert(newId, registration, createdAt),
        )
        request.log.info({ id }, 'member registration stored')
        return { status: 201, body: { id } }
      })
    },
  )
}
export default membersRoutes
