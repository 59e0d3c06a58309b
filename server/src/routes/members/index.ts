import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberRegistrationSchema } from '../../../../src/schemas/member-registration.ts'
import { memberStatsSchema } from '../../../../src/schemas/member-stats.ts'
import { SETTING_KEYS } from '../../db/settings-repository.ts'
import type { MemberStatsBaseline } from '../../db/members-repository.ts'
import { churchMonth, startOfChurchMonth } from '../../lib/church-time.ts'
import { memberAlert } from '../../mail/staff-alerts.ts'
import { createdSchema, honeypotTrap, storeWithStaffAlert } from '../submission.ts'
import { memberStats } from './member-stats.ts'

const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/members/stats',
    { schema: { tags: ['public'], summary: 'Chiffres des membres', response: { 200: memberStatsSchema } } },
    async () => {
      const now = app.now()
      const baseline = app.settingsRepository.get<MemberStatsBaseline>(SETTING_KEYS.memberStatsBaseline)
      return memberStats(baseline, app.membersRepository.counts(startOfChurchMonth(now)), churchMonth(now))
    },
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
      const createdAt = app.now().toISOString()
      const id = storeWithStaffAlert(
        app,
        createdAt,
        () => app.membersRepository.insert(registration, createdAt),
        (newId) => memberAlert(newId, registration, createdAt),
      )
      request.log.info({ id }, 'member registration stored')
      return reply.code(201).send({ id })
    },
  )
}
export default membersRoutes
