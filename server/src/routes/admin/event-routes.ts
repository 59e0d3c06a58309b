import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { formatLongDate } from '#common/format-date.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { eventInputSchema, eventSchema, type ChurchEvent, type EventInput } from '#common/schemas/event.ts'
import { sendNotFound } from '../../plugins/error-handler.ts'
import { changedFields } from './changed-fields.ts'
import { audit, idParamsSchema } from './follow-up.ts'

const FIELD_LABELS: Record<keyof EventInput, string> = {
  title: 'titre',
  date: 'date',
  time: 'heure',
  description: 'description',
  location: 'lieu',
  category: 'catégorie',
}

const named = (event: Pick<ChurchEvent, 'title'>) => `Événement « ${event.title} »`

/**
 * Events: create, edit, delete (issue 6). GET /events (past ones included) is in overview-routes.
 * Every change and its audit line share one transaction; the public reads (/api/events, its ETag,
 * /api/events.ics) see the change on their next request, as they follow the database's version.
 */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = app.eventsRepository

  app.post(
    '/events',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ajoute un événement',
        body: eventInputSchema,
        response: { 201: eventSchema },
      },
    },
    async (request, reply) => {
      const input = request.body
      const created = app.db.transaction(() => {
        const id = events.insert(input, app.now().toISOString())
        audit(request, {
          action: 'event.create',
          entity: 'event',
          entityId: id,
          summary: `${named(input)} ajouté (${formatLongDate(input.date)})`,
        })
        return { id, ...input }
      })()
      return reply.code(201).send(created)
    },
  )

  app.put(
    '/events/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Modifie un événement',
        params: idParamsSchema,
        body: eventInputSchema,
        response: { 200: eventSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const input = request.body
      const updated = app.db.transaction(() => {
        const before = events.find(id)
        if (!before || !events.update(id, input)) return undefined
        const renamed = before.title === input.title ? '' : ` (anciennement « ${before.title} »)`
        const summary = `${named(input)}${renamed} modifié : ${changedFields(before, input, FIELD_LABELS)}`
        audit(request, { action: 'event.update', entity: 'event', entityId: id, summary })
        return { id, ...input }
      })()
      return updated ? reply.send(updated) : sendNotFound(request, reply)
    },
  )

  app.delete(
    '/events/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Supprime un événement',
        params: idParamsSchema,
        response: { 204: z.undefined(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const removed = app.db.transaction(() => {
        const before = events.find(id)
        if (!before || !events.remove(id)) return false
        audit(request, {
          action: 'event.delete',
          entity: 'event',
          entityId: id,
          summary: `${named(before)} du ${formatLongDate(before.date)} supprimé`,
        })
        return true
      })()
      return removed ? reply.code(204).send() : sendNotFound(request, reply)
    },
  )
}
export default eventRoutes
