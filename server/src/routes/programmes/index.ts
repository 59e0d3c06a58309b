import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { feprobaRequestSchema } from '#common/schemas/feproba-request.ts'
import { islRequestSchema } from '#common/schemas/isl-request.ts'
import { namedSender } from '../../db/people-linking.ts'
import { programmeRequestAlert } from '../../mail/staff-alerts.ts'
import { createdSchema, honeypotTrap, storeWithStaffAlert } from '../submission.ts'

/** The two programme forms. No /api prefix: the forms have always posted to these public paths. */
const programmesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.programmeRequestsRepository

  // Both forms store into one table, told apart by their fixed `type`; only path, schema and
  // the documentation summary differ.
  const forms = [
    {
      url: '/feproba/register',
      kind: 'feproba',
      body: feprobaRequestSchema,
      summary: 'Demande d’information FEPROBA (type = feproba_registration)',
    },
    { url: '/isl/register', kind: 'isl', body: islRequestSchema, summary: 'Candidature ISL (type = isl_registration)' },
  ] as const

  for (const form of forms) {
    app.post(
      form.url,
      {
        schema: { tags: ['public'], summary: form.summary, body: form.body, response: { 201: createdSchema } },
        preValidation: honeypotTrap(form.kind, repository.nextId),
      },
      async (request, reply) => {
        const { website: _honeypot, ...fields } = request.body
        return app.answerOnce(request, reply, { sameContent: true }, () => {
          const createdAt = app.now().toISOString()
          const id = storeWithStaffAlert(
            app,
            createdAt,
            () => {
              const newId = repository.insert(fields, createdAt)
              app.peopleLinker.link('programme_requests', newId, namedSender(fields), new Date(createdAt))
              return newId
            },
            (newId) => programmeRequestAlert(newId, fields, createdAt),
          )
          request.log.info({ id, type: fields.type }, 'programme request stored')
          return { status: 201, body: { id } }
        })
      },
    )
  }
}
export default programmesRoutes
