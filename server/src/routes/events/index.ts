import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { church } from '#common/seed/church.ts'
import { eventListSchema } from '#common/schemas/event.ts'
import { churchDate } from '#common/church-time.ts'
import { cachedJson, sendJson } from '../../lib/cached-json.ts'
import { publicReads } from '../../lib/public-data.ts'
import { buildCalendar } from './ics.ts'

const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Keyed by Santiago's date: an event drops off the list the day after it took place.
  const reads = publicReads(app)
  const upcoming = cachedJson(app.db, () => reads.events(app.now()))
  app.get(
    '/api/events',
    {
      schema: {
        tags: ['public'],
        summary: 'Événements à venir (à partir d’aujourd’hui à Santiago), par date',
        response: { 200: eventListSchema },
      },
    },
    async (request, reply) => sendJson(request, reply, upcoming(churchDate(app.now()))),
  )

  app.get(
    '/api/events.ics',
    { schema: { tags: ['public'], summary: 'Événements à venir au format iCalendar' } },
    async (_request, reply) => {
      const now = app.now()
      const calendar = buildCalendar(app.eventsRepository.upcoming(churchDate(now)), {
        now,
        calendarName: app.siteContentRepository.get()?.content.identity.name ?? church.name,
        uidDomain: 'evenements.ebf-santiago',
      })
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="evenements.ics"')
        .header('cache-control', 'no-cache')
        .send(calendar)
    },
  )
}
export default eventsRoutes
