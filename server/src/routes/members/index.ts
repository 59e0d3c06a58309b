import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberRegistrationSchema } from '#common/schemas/member-registration.ts'
import { memberStatsSchema } from '#common/schemas/member-stats.ts'
import { churchMonth } from '#common/church-time.ts'
import { cachedJson, sendJson } from '../../lib/cached-json.ts'
import { publicReads } from '../../lib/public-data.ts'
import { registrationSender } from '../../db/people-linking.ts'
import { memberAlert } from '../../mail/staff-alerts.ts'
import { createdSchema, honeypotTrap, storeWithStaffAlert } from '../submission.ts'

const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Keyed by the month in Santiago: "new this month" starts again from the site's own count.
  const reads = publicReads(app)
  const stats = cachedJson(app.db, () => reads.stats(app.now()))

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
          () => {
            const newId = app.membersRepository.insert(registration, createdAt)
            app.peopleLinker.link('member_registrations', newId, registrationSender(registration), new Date(createdAt))
            return newId
          },
          (newId) => memberAlert(newId, registration, createdAt),
        )
        request.log.info({ id }, 'member registration stored')
        return { status: 201, body: { id } }
      })
    },
  )
}
export default membersRoutes
