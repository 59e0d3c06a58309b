import { z } from 'zod'
import { memberStatsSchema } from './member-stats.ts'

/** More members than this is a typo for a church of a few hundred. */
export const FIGURES_MAX = 100_000

/** A count typed in a form ("342", " 1 200 ") or sent as a number: a whole number within bounds. */
const count = (label: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value.trim() === ''
          ? undefined
          : Number(value.replace(/[\s\u00a0\u202f]/g, ''))
        : value,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? `${label} : nombre obligatoire.` : `${label} : nombre entier attendu.`,
      })
      .int({ error: `${label} : nombre entier attendu.` })
      .min(0, { error: `${label} : 0 au minimum.` })
      .max(FIGURES_MAX, { error: `${label} : 100\u00a0000 au maximum.` }),
  )

/**
 * The figures the admin wants visitors to see now (PUT /api/admin/figures): the same three as
 * GET /api/members/stats. New members and active members are among all members.
 */
export const memberFiguresSchema = z
  .object({
    totalMembers: count('Membres au total'),
    newThisMonth: count('Nouveaux ce mois-ci'),
    activeMembers: count('Membres actifs'),
  })
  .superRefine((figures, context) => {
    // Compared only once each figure is valid on its own (a -1 already has its message).
    const valid = (n: number) => Number.isInteger(n) && n >= 0 && n <= FIGURES_MAX
    if (![figures.totalMembers, figures.newThisMonth, figures.activeMembers].every(valid)) return
    if (figures.newThisMonth > figures.totalMembers) {
      context.addIssue({
        code: 'custom',
        path: ['newThisMonth'],
        message: 'Pas plus de nouveaux membres que de membres au total.',
      })
    }
    if (figures.activeMembers > figures.totalMembers) {
      context.addIssue({
        code: 'custom',
        path: ['activeMembers'],
        message: 'Pas plus de membres actifs que de membres au total.',
      })
    }
  })
export type MemberFiguresInput = z.input<typeof memberFiguresSchema>
export type MemberFigures = z.output<typeof memberFiguresSchema>

/**
 * GET /api/admin/figures: what visitors see, how much of it the site counted itself (the
 * registrations received, archived ones aside), and who corrected the figures last.
 */
export const adminFiguresSchema = memberStatsSchema.extend({
  registrations: z.object({ total: z.number().int().nonnegative(), thisMonth: z.number().int().nonnegative() }),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
})
export type AdminFigures = z.infer<typeof adminFiguresSchema>
