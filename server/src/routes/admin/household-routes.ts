import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema } from '#common/schemas/admin.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { householdInputSchema, householdPatchSchema, householdSchema } from '#common/schemas/people.ts'
import { justWritten } from '../../lib/just-written.ts'
import { sendNotFound } from '../../plugins/error-handler.ts'
import { audited } from './audited.ts'
import { FOLLOW_UP } from './roles.ts'

/** « Foyer n° 3 »: an audit line names no one, the household's name being a family's name. */
const named = (id: number) => `Foyer n° ${id}`

/** Households: a shared address and the people living there (set on each person: householdId, householdRole). */
const householdRoutes: FastifyPluginAsyncZod = async (app) => {
  const households = app.peopleRepository.households

  app.get(
    '/households',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Foyers, par nom, avec leurs personnes',
        response: { 200: z.array(householdSchema) },
      },
    },
    async () => households.list(),
  )

  app.post(
    '/households',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Crée un foyer (nom, adresse, ville)',
        body: householdInputSchema,
        response: { 201: householdSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { name, address = '', city = '' } = request.body
      const id = audited(
        request,
        (newId) => ({
          action: 'household.create',
          entity: 'household',
          entityId: newId,
          summary: `${named(newId)} créé`,
        }),
        () => households.create({ name, address, city }, app.now()),
      )
      return reply.code(201).send(justWritten(households.find(id), 'household'))
    },
  )

  app.get(
    '/households/:id',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Un foyer et ses personnes',
        params: idParamsSchema,
        response: { 200: householdSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => households.find(request.params.id) ?? sendNotFound(request, reply),
  )

  app.patch(
    '/households/:id',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Modifie un foyer (les champs envoyés seulement)',
        params: idParamsSchema,
        body: householdPatchSchema,
        response: { 200: householdSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const before = households.find(id)
      if (!before) return sendNotFound(request, reply)
      const after = {
        name: request.body.name ?? before.name,
        address: request.body.address ?? before.address,
        city: request.body.city ?? before.city,
      }
      const changed = (['name', 'address', 'city'] as const).filter((field) => after[field] !== before[field])
      const labels = { name: 'nom', address: 'adresse', city: 'ville' }
      const summary = `${named(id)} modifié : ${changed.map((field) => labels[field]).join(', ') || 'aucun changement'}`
      audited(request, { action: 'household.update', entity: 'household', entityId: id, summary }, () =>
        households.update(id, after),
      )
      return households.find(id)
    },
  )

  app.delete(
    '/households/:id',
    {
      config: { roles: FOLLOW_UP },
      schema: {
        tags: ['admin'],
        summary: 'Supprime un foyer ; ses personnes restent, sans foyer',
        params: idParamsSchema,
        response: { 204: z.undefined(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      if (!households.find(id)) return sendNotFound(request, reply)
      audited(
        request,
        { action: 'household.delete', entity: 'household', entityId: id, summary: `${named(id)} supprimé` },
        () => households.remove(id, app.now()),
      )
      return reply.code(204).send()
    },
  )
}
export default householdRoutes
