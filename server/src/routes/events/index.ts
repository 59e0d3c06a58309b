import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { church } from '#common/seed/church.ts'
import { idParamsSchema } from '#common/schemas/admin.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { calendarSchema } from '#common/schemas/calendar.ts'
import { eventListSchema } from '#common/schemas/event.ts'
import {
  eventRegistrationInputSchema,
  registrationAnswerSchema,
  SIGNUP_MESSAGES,
} from '#common/schemas/event-registration.ts'
import { churchDate } from '#common/church-time.ts'
import { signupOpen } from '#common/event-signup.ts'
import { cachedJson, sendJson } from '../../lib/cached-json.ts'
import { publicReads } from '../../lib/public-data.ts'
import { RequestError, sendNotFound } from '../../plugins/error-handler.ts'
import { honeypotAnswer } from '../submission.ts'
import cancelPages from './cancel-pages.ts'
import { eventRecords } from './event-records.ts'
import { buildCalendar } from './ics.ts'
import { eventSignups } from './signups.ts'
import { named } from '../../lib/global-plugin.ts'

/** Stable UIDs, so calendar apps update an event instead of adding it twice. */
const UID_DOMAIN = 'evenements.ebf-santiago'

const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Keyed by Santiago's date: an event drops off the list the day after it took place.
  const reads = publicReads(app)
  const records = eventRecords(app)
  const signups = eventSignups(app)
  const upcoming = cachedJson(app.db, () => reads.events(app.now()))
  const calendar = cachedJson(app.db, () => reads.calendar(app.now()))
  const calendarName = () => app.siteContentRepository.get()?.content.identity.name ?? church.name
  app.get(
    '/api/events',
    {
      schema: {
        tags: ['public'],
        summary: 'Événements à venir ou en cours (à Santiago), par prochaine date',
        response: { 200: eventListSchema },
      },
    },
    async (request, reply) => sendJson(request, reply, upcoming(churchDate(app.now()))),
  )

  app.get(
    '/api/calendar',
    {
      schema: {
        tags: ['public'],
        summary: 'Chaque jour où un événement a lieu, du début du mois courant aux onze mois suivants',
        response: { 200: calendarSchema },
      },
    },
    async (request, reply) => sendJson(request, reply, calendar(churchDate(app.now()))),
  )

  app.get(
    '/api/events.ics',
    { schema: { tags: ['public'], summary: 'Événements à venir au format iCalendar (abonnement)' } },
    async (_request, reply) => {
      const now = app.now()
      const text = buildCalendar(records.current(churchDate(now)), {
        now,
        calendarName: calendarName(),
        uidDomain: UID_DOMAIN,
      })
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="evenements.ics"')
        .header('cache-control', 'no-cache')
        .send(text)
    },
  )

  app.get(
    '/api/events/:id.ics',
    {
      schema: {
        tags: ['public'],
        summary: 'Un seul événement au format iCalendar (« Ajouter à mon agenda »)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const now = app.now()
      const event = records.one(request.params.id, churchDate(now))
      if (!event) return sendNotFound(request, reply)
      const text = buildCalendar([event], { now, calendarName: calendarName(), uidDomain: UID_DOMAIN })
      // An attachment: the phone offers to add it to its agenda instead of showing the text.
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="evenement-${event.id}.ics"`)
        .header('cache-control', 'no-cache')
        .send(text)
    },
  )

  app.post(
    '/api/events/:id/registrations',
    {
      schema: {
        tags: ['public'],
        summary: 'Inscription à un événement (place confirmée, ou liste d’attente au-delà de la capacité)',
        params: idParamsSchema,
        body: eventRegistrationInputSchema,
        response: { 201: registrationAnswerSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
      // A bot is told it has a seat, and nothing is stored.
      preValidation: honeypotAnswer('event-registration', () => ({ status: 201, body: { status: 'confirmed' } })),
    },
    async (request, reply) => {
      const { website: _honeypot, ...person } = request.body
      return app.answerOnce(request, reply, { sameContent: true }, () => {
        const now = app.now()
        const event = app.eventsRepository.find(request.params.id)
        if (!event) throw new RequestError(404, 'Événement introuvable.', 'EVENT_NOT_FOUND')
        if (!event.signup) throw new RequestError(409, SIGNUP_MESSAGES.none, 'SIGNUP_NONE')
        if (!signupOpen(event.signup, event.date, churchDate(now)))
          throw new RequestError(409, SIGNUP_MESSAGES.closed, 'SIGNUP_CLOSED')
        const { id, status } = signups.register(event, person, 'site', now.toISOString())
        request.log.info({ id, eventId: event.id, status }, 'event registration stored')
        return { status: 201, body: { status } }
      })
    },
  )

  await app.register(named('cancelPages', cancelPages))
}
export default eventsRoutes
