import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { feprobaRequestSchema } from '../../../../src/schemas/feproba-request.ts'
import { islRequestSchema } from '../../../../src/schemas/isl-request.ts'
import { programmeRequestAlert } from '../../mail/staff-alerts.ts'
import { createdSchema, honeypotTrap, storeWithStaffAlert } from '../submission.ts'

/** The two programme forms. No /api prefix: these are the paths the spec (§7) gives. */
const programmesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.programmeRequestsRepository

  app.post(
    '/feproba/register',
    {
      schema: {
        tags: ['public'],
        summary: 'Demande d’information FEPROBA (type = feproba_registration)',
        body: feprobaRequestSchema,
        response: { 201: createdSchema },
      },
      preValidation: honeypotTrap('feproba', repository.nextId),
    },
    async (request, reply) => {
      const { website: _honeypot, ...fields } = request.body
      const createdAt = app.now().toISOString()
      const id = storeWithStaffAlert(
        app,
        createdAt,
        () => repository.insert(fields, createdAt),
        (newId) => programmeRequestAlert(newId, fields, createdAt),
      )
      request.log.info({ id, type: fields.type }, 'programme request stored')
      return reply.code(201).send({ id })
    },
  )

  app.post(
    '/isl/register',
    {
      schema: {
        tags: ['public'],
        summary: 'Candidature ISL (type = isl_registration)',
        body: islRequestSchema,
        response: { 201: createdSchema },
      },
      preValidation: honeypotTrap('isl', repository.nextId),
    },
    async (request, reply) => {
      const { website: _honeypot, ...fields } = request.body
      const createdAt = app.now().toISOString()
      const id = storeWithStaffAlert(
        app,
        createdAt,
        () => repository.insert(fields, createdAt),
        (newId) => programmeRequestAlert(newId, fields, createdAt),
      )
      request.log.info({ id, type: fields.type }, 'programme request stored')
      return reply.code(201).send({ id })
    },
  )
}
export default programmesRoutes
