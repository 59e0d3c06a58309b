// Attendance: headcounts and roll calls, the ministries' rosters, who is missed. Shared by the
// admin API (server/src/routes/admin/attendance-routes.ts), the dashboard
// (src/features/admin/attendance) and the MSW mocks.
import { z } from 'zod'
import { isoDate } from './common.ts'
import { personInputSchema, personListItemSchema } from './people.ts'

const id = (error: string) => z.coerce.number({ error }).int({ error }).positive({ error })
const count = (label: string) =>
  z
    .number({ error: `${label} : un nombre est attendu.` })
    .int({ error: `${label} : un nombre entier est attendu.` })
    .min(0, { error: `${label} : 0 au minimum.` })
    .max(100_000, { error: `${label} : 100 000 au maximum.` })

export const ATTENDANCE_MESSAGES = {
  nothingCounted: 'Indiquez un comptage ou cochez au moins une personne.',
  unknownService: 'Culte inconnu.',
  unknownMinistry: 'Ministère inconnu.',
  unknownPeople: 'Personne inconnue (supprimée ou fusionnée) dans la liste.',
  unknownPerson: 'Personne inconnue.',
  rangeReversed: 'La date de fin précède la date de début.',
  ministryExists: 'Un ministère porte déjà ce nom.',
  notYourMinistry: 'Vous enregistrez les présences de vos ministères seulement.',
  notAnAssignee: 'Choisissez un membre actif du secrétariat ou un administrateur.',
  notOnRoster: 'Cochez les membres de ce ministère (ajoutez une nouvelle personne avec « Ajouter et cocher »).',
} as const

export const headcountSchema = z.object({
  adults: count('Adultes'),
  children: count('Enfants'),
  firstTime: count('Première visite'),
})
export type Headcount = z.infer<typeof headcountSchema>

/** POST /api/admin/attendance: numbers typed, names ticked, or both. */
export const attendanceInputSchema = z
  .object({
    date: isoDate,
    serviceId: id('Culte invalide.').nullable().optional(),
    ministryId: id('Ministère invalide.').nullable().optional(),
    headcount: headcountSchema.optional(),
    personIds: z
      .array(id('Personne invalide.'), { error: 'Liste de personnes invalide.' })
      .max(2000, { error: '2 000 personnes au maximum.' })
      .optional(),
  })
  .refine((input) => input.headcount !== undefined || (input.personIds?.length ?? 0) > 0, {
    error: ATTENDANCE_MESSAGES.nothingCounted,
    path: ['headcount'],
  })
export type AttendanceInput = z.input<typeof attendanceInputSchema>

export const attendanceRecordSchema = z.object({
  id: z.number().int().positive(),
  date: z.string(),
  serviceId: z.number().int().positive().nullable(),
  serviceName: z.string().nullable(),
  ministryId: z.number().int().positive().nullable(),
  ministryName: z.string().nullable(),
  headcount: headcountSchema.nullable(),
  /** The people ticked present (ids; the roll call). */
  personIds: z.array(z.number().int().positive()),
  createdBy: z.string(),
  createdAt: z.string(),
})
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>
export const attendanceListSchema = z.object({ items: z.array(attendanceRecordSchema) })

/** GET /api/admin/attendance: the records between two days (both included), newest first. */
export const attendanceQuerySchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    serviceId: id('Culte invalide.').optional(),
    ministryId: id('Ministère invalide.').optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: ATTENDANCE_MESSAGES.rangeReversed,
    path: ['to'],
  })

/** ?absentWeeks=N on GET /api/admin/people (and GET /api/admin/attendance/absent). */
export const absentWeeksSchema = z.coerce
  .number({ error: 'Nombre de semaines invalide.' })
  .int({ error: 'Nombre de semaines invalide.' })
  .min(1, { error: '1 semaine au minimum.' })
  .max(52, { error: '52 semaines au maximum.' })
export const DEFAULT_ABSENT_WEEKS = 3

export const absentPersonSchema = personListItemSchema.extend({
  /** The last day they were ticked present. */
  lastSeenOn: z.string(),
  /** The days they were ticked in the two months before the window. */
  timesBefore: z.number().int(),
})
export type AbsentPerson = z.infer<typeof absentPersonSchema>
export const absentListSchema = z.object({ items: z.array(absentPersonSchema), total: z.number().int() })

export const ministrySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  sortOrder: z.number().int(),
  memberCount: z.number().int(),
  leaderCount: z.number().int(),
})
export type Ministry = z.infer<typeof ministrySchema>
export const ministryListSchema = z.object({ items: z.array(ministrySchema) })
export const ministryInputSchema = z.object({
  name: z
    .string({ error: 'Nom obligatoire.' })
    .trim()
    .min(1, { error: 'Nom obligatoire.' })
    .max(120, { error: '120 caractères au maximum.' }),
})

export const ministryMemberSchema = z.object({
  personId: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  leader: z.boolean(),
  /** They agreed to WhatsApp messages (« Copier les numéros » copies only theirs). */
  whatsapp: z.boolean(),
})
export type MinistryMember = z.infer<typeof ministryMemberSchema>
export const ministryMembersSchema = z.object({ items: z.array(ministryMemberSchema) })
export const ministryMemberInputSchema = z.object({
  personId: id('Personne invalide.'),
  leader: z.boolean({ error: 'Responsable : vrai ou faux.' }).optional(),
})
/**
 * POST /api/admin/people/:id/follow-up (« Remettre en suivi »): to whom the person is entrusted,
 * the signed-in account when left out.
 */
export const followUpAgainSchema = z.object({ assignedTo: id('Compte invalide.').optional() }).nullish()

/** GET /api/admin/people/assignees: the office's active accounts a person can be entrusted to. */
export const assigneesSchema = z.object({
  items: z.array(z.object({ id: z.number().int().positive(), name: z.string() })),
})
export type Assignee = z.infer<typeof assigneesSchema>['items'][number]

/**
 * POST /api/admin/ministries/:id/newcomers: someone met at the door of the ministry's meeting,
 * added to the people and to its roster (what a ministry's leader may add, who cannot search the
 * people). Answers the roster and the new person's id, to tick.
 */
export const ministryNewcomerSchema = personInputSchema.pick({ firstName: true, lastName: true, phone: true })
export const ministryNewcomerAnswerSchema = ministryMembersSchema.extend({ personId: z.number().int().positive() })
export const ministryMemberParamsSchema = z.object({
  id: id('Ministère invalide.'),
  personId: id('Personne invalide.'),
})

export const attendanceTrendsSchema = z.object({
  /** Each week (its Monday) of the last 12 months: adults and children counted, all services added. */
  weeks: z.array(z.object({ week: z.string(), adults: z.number().int(), children: z.number().int() })),
  /** First-time visitors counted, month by month (AAAA-MM), the last 12 months. */
  firstTimeByMonth: z.array(z.object({ month: z.string(), firstTime: z.number().int() })),
  /** Members (status « membre ») ticked present at least once in the last 8 weeks, and all members. */
  activeMembers: z.number().int(),
  members: z.number().int(),
})
export type AttendanceTrends = z.infer<typeof attendanceTrendsSchema>
