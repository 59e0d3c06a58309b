// The dashboard overview's answer (GET /api/admin/overview): the counts of what waits, the member
// figures, the registrations' chart, the outbox and the last backup.
import { z } from 'zod'
import { backupStatusSchema } from './backup-status.ts'
import { memberStatsSchema } from './member-stats.ts'

export const adminOverviewSchema = z.object({
  stats: memberStatsSchema,
  events: z.object({ total: z.number().int(), upcoming: z.number().int(), thisMonth: z.number().int() }),
  pending: z.object({
    members: z.number().int(),
    messages: z.number().int(),
    requests: z.number().int(),
    duplicates: z.number().int(),
  }),
  /**
   * Last 12 months, oldest first, month as YYYY-MM: the registrations received, or, once the roll
   * is complete (rollComplete), the new members by their membership date.
   */
  registrationsByMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  /** The member figures and the chart are counted from the people (PUT /api/admin/settings/roll-complete). */
  rollComplete: z.boolean(),
  outbox: z.object({ pending: z.number().int(), failed: z.number().int() }),
  smtpConfigured: z.boolean(),
  /** The last successful backup, its age, and whether it reached the off-site copy. */
  backup: backupStatusSchema,
})
export type AdminOverview = z.infer<typeof adminOverviewSchema>
