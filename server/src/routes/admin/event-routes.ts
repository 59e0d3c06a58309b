import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { formatLongDate } from '#common/format-date.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { churchDate } from '#common/church-time.ts'
import { eventInputSchema, eventSchema, type SavedEventInput } from '#common/schemas/event.ts'
import type { StoredEvent } from '../../db/events-repository.ts'
import { sendNotFound } from '../../plugins/error-handler.ts'
import { eventRecords } from '../events/event-records.ts'
import { eventSignups } from '../events/signups.ts'
import { audited } from './audited.ts'
import { changedFields } from './changed-fields.ts'
import { idParamsSchema } from '#common/schemas/admin.ts'
import { CONTENT } from './roles.ts'

const FIELD_LABELS: Record<keyof SavedEventInput, string> = {
  title: 'titre',
  date: 'date',
  time: 'heure',
  description: 'description',
  location: 'lieu',
  category: 'catégorie',
  endDate: 'date de fin',
  recurrence: 'répétition',
  signup: 'inscriptions',
}

/** The fields as the audit log compares them: the rule and the sign-ups by their content. */
const comparable = (event: SavedEventInput | StoredEvent) => ({
  ...event,
  recurrence: JSON.stringify(event.recurrence),
  signup: JSON.stringify(event.signup),
})

const named = (event: Pick<SavedEventInput, 'title'>) => `Événement « ${event.title} »`

/**
 * Events: create, edit, delete. GET /events (past ones included) is in overview-routes.
 * Every change and its audit line share one transaction; the public reads (/api/events, its ETag,
 * /api/events.ics) see the change on their next request, as they follow the database's version.
 */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = app.eventsRepository
  const records = eventRecords(app)
  const signups = eventSignups(app)
  /** The event as the API answers it, read back after the change. */
  const answer = (id: number) => {
    const record = records.one(id, churchDate(app.now()))
    if (!record) throw new Error(`event ${id} missing right after it was saved`)
    return record
  }

  app.post(
    '/events',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Ajoute un événement',
        body: eventInputSchema,
        response: { 201: eventSchema },
      },
    },
    async (request, reply) => {
      const input = request.body
      const id = audited(
        request,
        (newId) => ({
          action: 'event.create',
          entity: 'event',
          entityId: newId,
          summary: `${named(input)} ajouté (${formatLongDate(input.date)})`,
        }),
        () => events.insert(input, app.now().toISOString()),
      )
      return reply.code(201).send(answer(id))
    },
  )

  app.put(
    '/events/:id',
    {
      config: { roles: CONTENT },
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
      const before = events.find(id)
      if (!before) return sendNotFound(request, reply)
      const renamed = before.title === input.title ? '' : ` (anciennement « ${before.title} »)`
      const summary = `${named(input)}${renamed} modifié : ${changedFields(comparable(before), comparable(input), FIELD_LABELS)}`
      audited(request, { action: 'event.update', entity: 'event', entityId: id, summary }, () => {
        events.update(id, input)
        // More seats offered: the head of the waiting list gets them, and is told.
        const after = events.find(id)
        if (after) signups.moveUp(after, app.now().toISOString())
      })
      return answer(id)
    },
  )

  app.delete(
    '/events/:id',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Supprime un événement',
        params: idParamsSchema,
        response: { 204: z.undefined(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const before = events.find(id)
      if (!before) return sendNotFound(request, reply)
      const summary = `${named(before)} du ${formatLongDate(before.date)} supprimé`
      audited(request, { action: 'event.delete', entity: 'event', entityId: id, summary }, () => events.remove(id))
      return reply.code(204).send()
    },
  )
}
export default eventRoutes
