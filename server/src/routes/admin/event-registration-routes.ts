import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { eventRegistrationsCsv } from '#common/event-registrations-export.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { idParamsSchema } from '#common/schemas/admin.ts'
import {
  adminRegistrationSchema,
  registrationChangeSchema,
  registrationListSchema,
  staffRegistrationInputSchema,
} from '#common/schemas/event-registration.ts'
import { sendNotFound } from '../../plugins/error-handler.ts'
import { eventSignups } from '../events/signups.ts'
import { audited } from './audited.ts'
import { sendCsv } from './csv-download.ts'
import { CONTENT } from './roles.ts'

const registrationParams = idParamsSchema.extend({
  registrationId: z.coerce
    .number({ error: 'Identifiant invalide.' })
    .int({ error: 'Identifiant invalide.' })
    .positive({ error: 'Identifiant invalide.' }),
})

/**
 * An event's sign-ups, for whoever runs the event (every role, like the events tab): the list,
 * its export, someone added by hand, arrivals ticked at the door, a sign-up confirmed or
 * cancelled. A cancellation moves the waiting list up, and the mails go with the change.
 */
const eventRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const registrations = app.eventRegistrationsRepository
  const signups = eventSignups(app)
  const saved = (id: number) => {
    const registration = registrations.find(id)
    if (!registration) throw new Error(`registration ${id} missing right after it was saved`)
    return registration
  }

  app.get(
    '/events/:id/registrations',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Les inscriptions à un événement, dans l’ordre d’arrivée, et leurs totaux',
        params: idParamsSchema,
        response: { 200: registrationListSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      if (!app.eventsRepository.find(id)) return sendNotFound(request, reply)
      return registrations.list(id)
    },
  )

  app.get(
    '/events/:id/registrations.csv',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Les inscriptions à un événement en CSV (annulées comprises)',
        params: idParamsSchema,
        response: { 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const event = app.eventsRepository.find(id)
      if (!event) return sendNotFound(request, reply)
      return sendCsv(reply, eventRegistrationsCsv(event.id), registrations.list(id).items)
    },
  )

  app.post(
    '/events/:id/registrations',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Inscrit quelqu’un à la main (même inscriptions closes ; liste d’attente au-delà de la capacité)',
        params: idParamsSchema,
        body: staffRegistrationInputSchema,
        response: { 201: adminRegistrationSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const event = app.eventsRepository.find(request.params.id)
      if (!event) return sendNotFound(request, reply)
      const input = request.body
      const { id } = audited(
        request,
        (added) => ({
          action: 'event.registration',
          entity: 'event',
          entityId: event.id,
          summary: `Inscription de ${input.name} (${input.seats} place${input.seats > 1 ? 's' : ''}) à « ${event.title} » : ${added.status === 'confirmed' ? 'confirmée' : 'liste d’attente'}`,
        }),
        () => signups.register(event, input, 'staff', app.now().toISOString()),
      )
      return reply.code(201).send(saved(id))
    },
  )

  app.patch(
    '/events/:id/registrations/:registrationId',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Arrivée cochée ou décochée à l’entrée ; inscription confirmée à la main ou annulée',
        params: registrationParams,
        body: registrationChangeSchema,
        response: { 200: adminRegistrationSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, registrationId } = request.params
      const event = app.eventsRepository.find(id)
      const registration = registrations.find(registrationId)
      if (!event || !registration || registration.eventId !== id) return sendNotFound(request, reply)
      const { arrived, status } = request.body
      const at = app.now().toISOString()
      const change = () => {
        if (status === 'cancelled') signups.cancel(event, registration, at)
        else if (status === 'confirmed') signups.confirm(event, registration, at)
        if (arrived !== undefined) registrations.setArrived(registrationId, arrived ? at : null)
      }
      // Ticking arrivals at the door is not a change worth an audit line each; a status is.
      if (status === undefined) app.db.transaction(change)()
      else
        audited(
          request,
          {
            action: 'event.registration',
            entity: 'event',
            entityId: id,
            summary: `Inscription de ${registration.name} à « ${event.title} » ${status === 'cancelled' ? 'annulée' : 'confirmée à la main'}`,
          },
          change,
        )
      return saved(registrationId)
    },
  )
}
export default eventRegistrationRoutes
