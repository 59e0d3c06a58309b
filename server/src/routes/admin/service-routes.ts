import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { API_MESSAGES } from '#common/api-messages.ts'
import {
  serviceInputSchema,
  serviceListSchema,
  serviceMoveSchema,
  serviceSchema,
  type Service,
  type ServiceInput,
} from '#common/schemas/service.ts'
import { sendNotFound } from '../../plugins/error-handler.ts'
import { changedFields } from './changed-fields.ts'
import { audit, badRequest, idParamsSchema } from './follow-up.ts'

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
 * The weekly services of the home page: list, add, edit, delete, reorder (issue 6). Colours and
 * icons come from fixed lists (common/schemas/service-style.ts): the colour goes into a style
 * attribute, so free CSS is never accepted.
 */
const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.servicesRepository

  app.get(
    '/services',
    {
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
      schema: {
        tags: ['admin'],
        summary: 'Ajoute un culte (à la fin de la liste)',
        body: serviceInputSchema,
        response: { 201: serviceSchema },
      },
    },
    async (request, reply) => {
      const input = request.body
      const created = app.db.transaction(() => {
        const id = services.insert(input)
        audit(request, {
          action: 'service.create',
          entity: 'service',
          entityId: id,
          summary: `${named(input)} ajouté (${input.day}, ${input.time})`,
        })
        return { id, ...input }
      })()
      return reply.code(201).send(created)
    },
  )

  app.put(
    '/services/:id',
    {
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
      const updated = app.db.transaction(() => {
        const before = services.find(id)
        if (!before || !services.update(id, input)) return undefined
        const renamed = before.name === input.name ? '' : ` (anciennement « ${before.name} »)`
        const summary = `${named(input)}${renamed} modifié : ${changedFields(before, input, FIELD_LABELS)}`
        audit(request, { action: 'service.update', entity: 'service', entityId: id, summary })
        return { id, ...input }
      })()
      return updated ? reply.send(updated) : sendNotFound(request, reply)
    },
  )

  app.delete(
    '/services/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Supprime un culte',
        params: idParamsSchema,
        response: { 204: z.undefined(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const removed = app.db.transaction(() => {
        const before = services.find(id)
        if (!before || !services.remove(id)) return false
        audit(request, {
          action: 'service.delete',
          entity: 'service',
          entityId: id,
          summary: `${named(before)} supprimé`,
        })
        return true
      })()
      return removed ? reply.code(204).send() : sendNotFound(request, reply)
    },
  )

  app.post(
    '/services/:id/move',
    {
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
      const outcome = app.db.transaction(() => {
        const service = services.find(id)
        if (!service) return 'missing' as const
        if (!services.move(id, direction === 'up' ? -1 : 1)) return 'edge' as const
        const where = direction === 'up' ? 'monté' : 'descendu'
        audit(request, {
          action: 'service.move',
          entity: 'service',
          entityId: id,
          summary: `${named(service)} ${where} d’une place`,
        })
        return services.list()
      })()
      if (outcome === 'missing') return sendNotFound(request, reply)
      if (outcome === 'edge') {
        return badRequest(
          reply,
          direction === 'up' ? API_MESSAGES.serviceAlreadyFirst : API_MESSAGES.serviceAlreadyLast,
          'direction',
        )
      }
      return outcome
    },
  )
}
export default serviceRoutes
