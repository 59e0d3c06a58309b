import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminOverviewSchema } from '#common/schemas/admin-follow-up.ts'
import { eventListSchema } from '#common/schemas/event.ts'
import { rollCompleteOf, visibleMemberStats } from '../../db/people-stats.ts'
import { eventRecords } from '../events/event-records.ts'
import { churchDate, churchMonth, churchTimeToUtc } from '#common/church-time.ts'
import { CONTENT, FOLLOW_UP } from './roles.ts'

/** The month `delta` months after `month` (YYYY-MM). */
function addMonths(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, monthNumber - 1 + delta, 1)).toISOString().slice(0, 7)
}

/** `count` months ending with `month` (YYYY-MM), oldest first. */
export function monthsEndingWith(month: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addMonths(month, index - (count - 1)))
}

/** Where a church month starts, as an ISO instant comparable with created_at. */
const monthStart = (month: string) => churchTimeToUtc(`${month}-01`, 0, 0).toISOString()

/** The dashboard's first screen: figures, what waits for someone, registrations over a year. */
const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = eventRecords(app)
  app.get(
    '/overview',
    {
      config: { roles: FOLLOW_UP },
      schema: { tags: ['admin'], summary: 'Vue d’ensemble du tableau de bord', response: { 200: adminOverviewSchema } },
    },
    async () => {
      const now = app.now()
      const month = churchMonth(now)
      const rollComplete = rollCompleteOf(app.settingsRepository).complete
      return {
        stats: visibleMemberStats(app, now),
        events: app.eventsRepository.figures(churchDate(now), month),
        pending: {
          members: app.memberFollowUpRepository.countWithStatus('nouveau'),
          messages: app.contactMessagesRepository.countWithStatus('nouveau'),
          requests: app.programmeRequestsRepository.countWithStatus('nouveau'),
          duplicates: app.memberFollowUpRepository.countDuplicates(),
        },
        // Once the roll is complete, the new members by their membership date: the same count as
        // the figures' « nouveaux ce mois-ci ».
        registrationsByMonth: monthsEndingWith(month, 12).map((m) => ({
          month: m,
          count: rollComplete
            ? app.rollStats.newInMonth(m)
            : app.memberFollowUpRepository.countReceived(monthStart(m), monthStart(addMonths(m, 1))),
        })),
        rollComplete,
        outbox: app.outboxRepository.counts(),
        smtpConfigured: app.smtpConfigured,
        backup: await app.backupStatus(),
      }
    },
  )

  app.get(
    '/events',
    {
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary: 'Tous les événements, passés compris, par date, avec où en sont leurs inscriptions',
        response: { 200: eventListSchema },
      },
    },
    async () => events.all(churchDate(app.now())),
  )
}
export default overviewRoutes
