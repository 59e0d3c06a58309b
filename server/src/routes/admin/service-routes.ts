import { API_MESSAGES } from '#common/api-messages.ts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import {
  serviceInputSchema,
  serviceListSchema,
  serviceMoveSchema,
  serviceSchema,
  type Service,
  type ServiceInput,
} from '#common/schemas/service.ts'
import { badRequest, sendNotFound } from '../../plugins/error-handler.ts'
import { audited } from './audited.ts'
import { changedFields } from './changed-fields.ts'
import { idParamsSchema } from '#common/schemas/admin.ts'
import { CONTENT } from './roles.ts'

const FIELD_LABELS: Record<keyof ServiceInput, string> = {
  name: 'nom',
  day: 'jour',
  time: 'horaire',
  description: 'description',
  color: 'couleur',
  icon: 'icône',
}

const named = (service: Pick<Service, 'name'>) => `Culte « ${service.name} »`

/**
 * The weekly services of the home page: list, add, edit, delete, reorder. Colours and
 * icons come from fixed lists (common/schemas/service-style.ts): the colour goes into a style
 * attribute, so free CSS is never accepted.
 */
const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.servicesRepository

  app.get(
    '/services',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Les cultes, dans l’ordre de la page d’accueil',
        response: { 200: serviceListSchema },
      },
    },
    async () => services.list(),
  )

  app.post(
    '/services',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Ajoute un culte (à la fin de la liste)',
        body: serviceInputSchema,
        response: { 201: serviceSchema },
      },
    },
    async (request, reply) => {
      const input = request.body
      const id = audited(
        request,
        (newId) => ({
          action: 'service.create',
          entity: 'service',
          entityId: newId,
          summary: `${named(input)} ajouté (${input.day}, ${input.time})`,
        }),
        () => services.insert(input),
      )
      return reply.code(201).send({ id, ...input })
    },
  )

  app.put(
    '/services/:id',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Modifie un culte',
        params: idParamsSchema,
        body: serviceInputSchema,
        response: { 200: serviceSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const input = request.body
      const before = services.find(id)
      if (!before) return sendNotFound(request, reply)
      const renamed = before.name === input.name ? '' : ` (anciennement « ${before.name} »)`
      const summary = `${named(input)}${renamed} modifié : ${changedFields(before, input, FIELD_LABELS)}`
      audited(request, { action: 'service.update', entity: 'service', entityId: id, summary }, () =>
        services.update(id, input),
      )
      return { id, ...input }
    },
  )

  app.delete(
    '/services/:id',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Supprime un culte',
        params: idParamsSchema,
        response: { 204: z.undefined(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const before = services.find(id)
      if (!before) return sendNotFound(request, reply)
      const summary = `${named(before)} supprimé`
      audited(request, { action: 'service.delete', entity: 'service', entityId: id, summary }, () =>
        services.remove(id),
      )
      return reply.code(204).send()
    },
  )

  app.post(
    '/services/:id/move',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Monte ou descend un culte d’une place ; répond la liste dans son nouvel ordre',
        params: idParamsSchema,
        body: serviceMoveSchema,
        response: { 200: serviceListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const { direction } = request.body
      const service = services.find(id)
      if (!service) return sendNotFound(request, reply)
      const summary = `${named(service)} ${direction === 'up' ? 'monté' : 'descendu'} d’une place`
      // At the top (or bottom) already, nothing moves and no line is written.
      const moved = audited(
        request,
        (done) => (done ? { action: 'service.move', entity: 'service', entityId: id, summary } : undefined),
        // move() renumbers the whole list: in the transaction, so a failure leaves the old order.
        () => services.move(id, direction === 'up' ? -1 : 1),
      )
      if (!moved) {
        const edge = direction === 'up' ? API_MESSAGES.serviceAlreadyFirst : API_MESSAGES.serviceAlreadyLast
        return badRequest(reply, edge, 'direction')
      }
      return services.list()
    },
  )
}
export default serviceRoutes
