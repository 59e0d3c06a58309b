// The administration's follow-up contract: status workflows, status changes, overview, outbox.
// Shared by the admin API (server/src/routes/admin), the dashboard and the MSW mocks.
import { z } from 'zod'
import { SUBSCRIBER_STATUSES } from './newsletter-subscription.ts'
import { paginationSchema } from './admin.ts'
import { isCalendarDate } from './common.ts'
import { MESSAGE_STATUSES, contactMessageRecordSchema } from './contact-message.ts'
import { FEPROBA_PROGRAM_IDS, FEPROBA_REQUEST_TYPE } from './feproba-request.ts'
import { ISL_PROGRAM_IDS, ISL_REQUEST_TYPE } from './isl-request.ts'
import { MEMBER_STATUSES, memberRecordSchema } from './member-registration.ts'
import { REQUEST_STATUSES, programmeRequestRecordSchema } from './programme-request.ts'

export type MemberStatus = (typeof MEMBER_STATUSES)[number]
export type MessageStatus = (typeof MESSAGE_STATUSES)[number]
export type RequestStatus = (typeof REQUEST_STATUSES)[number]

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  nouveau: 'Nouveau',
  contacte: 'Contacté',
  accueilli: 'Accueilli',
  archive: 'Archivé',
}
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  nouveau: 'Nouveau',
  lu: 'Lu',
  repondu: 'Répondu',
}
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  ...MESSAGE_STATUS_LABELS,
  traite: 'Traité',
}

/** Allowed moves: nouveau → contacté → accueilli, any → archivé, archivé → nouveau (restore). */
export const MEMBER_TRANSITIONS: Record<MemberStatus, readonly MemberStatus[]> = {
  nouveau: ['contacte', 'archive'],
  contacte: ['accueilli', 'archive'],
  accueilli: ['archive'],
  archive: ['nouveau'],
}
/** nouveau → lu → répondu (a message may be answered straight away); back to lu if needed. */
export const MESSAGE_TRANSITIONS: Record<MessageStatus, readonly MessageStatus[]> = {
  nouveau: ['lu', 'repondu'],
  lu: ['repondu'],
  repondu: ['lu'],
}

/** A message's moves, and « Traité » from any of them; reopened as « Lu » if it was closed too soon. */
export const REQUEST_TRANSITIONS: Record<RequestStatus, readonly RequestStatus[]> = {
  nouveau: ['lu', 'repondu', 'traite'],
  lu: ['repondu', 'traite'],
  repondu: ['lu', 'traite'],
  traite: ['lu'],
}

export const canMoveMember = (from: MemberStatus, to: MemberStatus) => MEMBER_TRANSITIONS[from].includes(to)
export const canMoveMessage = (from: MessageStatus, to: MessageStatus) => MESSAGE_TRANSITIONS[from].includes(to)
export const canMoveRequest = (from: RequestStatus, to: RequestStatus) => REQUEST_TRANSITIONS[from].includes(to)

export const STATUS_NOTE_MAX = 500
/**
 * Why the status changed (« Rappelé, viendra dimanche »), kept with the change and shown in the
 * trail; blank is no note.
 */
const statusNote = z
  .string({ error: 'Note invalide.' })
  .trim()
  .max(STATUS_NOTE_MAX, { error: `${STATUS_NOTE_MAX} caractères au maximum.` })
  .optional()
  .transform((note) => note || undefined)

export const memberStatusChangeSchema = z.object({
  status: z.enum(MEMBER_STATUSES, { error: 'Statut invalide.' }),
  note: statusNote,
})
export const messageStatusChangeSchema = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: 'Statut invalide.' }),
  note: statusNote,
})
export const requestStatusChangeSchema = z.object({
  status: z.enum(REQUEST_STATUSES, { error: 'Statut invalide.' }),
  note: statusNote,
})

/** Recorded as who made a change when nobody gave their name (PUT /api/admin/session/identity). */
export const DEFAULT_OPERATOR = 'Administrateur'

/** Who is at the keyboard (the pastor, the secretary…), recorded with each status change. */
export const adminIdentitySchema = z.object({
  name: z.string().trim().min(1, { error: 'Indiquez votre nom.' }).max(60, { error: '60 caractères au maximum.' }),
})

/** A registration as the dashboard lists it: follow-up trail and possible duplicates. */
export const adminMemberSchema = memberRecordSchema.extend({
  statusChangedAt: z.string().nullable(),
  statusChangedBy: z.string().nullable(),
  /** The note given with the last change, if any. */
  statusNote: z.string().nullable(),
  /** ids of EARLIER registrations with the same e-mail or normalised phone, not dismissed. */
  duplicateOf: z.array(z.number().int()),
})
export type AdminMember = z.infer<typeof adminMemberSchema>

export const mergeMemberSchema = z.object({ intoId: z.number().int().positive() })

// Its own module, so that the overview loads it without the follow-up's records.
export { adminOverviewSchema, type AdminOverview } from './admin-overview.ts'

export const outboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
})
export type OutboxItem = z.infer<typeof outboxItemSchema>

// Added with the admin API (server/src/routes/admin): the records the message and request lists
// return, the session answer, and the list filters (the CSV exports take the same, minus paging).

const statusTrail = {
  statusChangedAt: z.string().nullable(),
  statusChangedBy: z.string().nullable(),
  statusNote: z.string().nullable(),
}

export const adminMessageSchema = contactMessageRecordSchema.extend(statusTrail)
export type AdminMessage = z.infer<typeof adminMessageSchema>

export const adminRequestSchema = programmeRequestRecordSchema.and(z.object(statusTrail))
export type AdminRequest = z.infer<typeof adminRequestSchema>

/** GET /api/admin/session and PUT /api/admin/session/identity. */
export const adminSessionSchema = z.object({ authenticated: z.literal(true), name: z.string().nullable() })
export type AdminSession = z.infer<typeof adminSessionSchema>

const searchText = z.string().trim().max(100, { error: '100 caractères au maximum.' }).optional()
const memberStatusFilter = z.enum(MEMBER_STATUSES, { error: 'Statut invalide.' }).optional()
const messageStatusFilter = z.enum(MESSAGE_STATUSES, { error: 'Statut invalide.' }).optional()
const requestStatusFilter = z.enum(REQUEST_STATUSES, { error: 'Statut invalide.' }).optional()

export const memberFiltersSchema = z.object({
  q: searchText,
  status: memberStatusFilter,
  /** '1': only the registrations flagged as duplicates. */
  duplicates: z.enum(['0', '1'], { error: 'Valeur attendue : 0 ou 1.' }).optional(),
})
export type MemberFilters = z.infer<typeof memberFiltersSchema>

export const messageFiltersSchema = z.object({ q: searchText, status: messageStatusFilter })
export type MessageFilters = z.infer<typeof messageFiltersSchema>

export const requestFiltersSchema = z.object({
  q: searchText,
  status: requestStatusFilter,
  type: z.enum([FEPROBA_REQUEST_TYPE, ISL_REQUEST_TYPE], { error: 'Type de demande invalide.' }).optional(),
  program: z.enum([...FEPROBA_PROGRAM_IDS, ...ISL_PROGRAM_IDS], { error: 'Programme inconnu.' }).optional(),
})
export type RequestFilters = z.infer<typeof requestFiltersSchema>

export const newsletterFiltersSchema = z.object({
  q: searchText,
  status: z.enum(SUBSCRIBER_STATUSES, { error: 'Statut invalide.' }).optional(),
})
export type NewsletterFilters = z.infer<typeof newsletterFiltersSchema>

export const adminMembersQuerySchema = paginationSchema.extend(memberFiltersSchema.shape)
export const adminMessagesQuerySchema = paginationSchema.extend(messageFiltersSchema.shape)
export const adminRequestsQuerySchema = paginationSchema.extend(requestFiltersSchema.shape)
export const adminNewsletterQuerySchema = paginationSchema.extend(newsletterFiltersSchema.shape)

// The CSV exports of registrations, messages and requests: the list's filters, and the days (in
// Santiago) the records came in between, « Du » and « Au » both included; either may be left out.
const exportDay = z
  .string({ error: 'Date invalide (format AAAA-MM-JJ).' })
  .refine(isCalendarDate, { error: 'Date invalide (format AAAA-MM-JJ).' })
  .optional()
const exportRange = { from: exportDay, to: exportDay }
const rangeInOrder = (range: { from?: string | undefined; to?: string | undefined }) =>
  !range.from || !range.to || range.from <= range.to
const RANGE_ORDER = { error: 'La date « Au » est avant la date « Du ».', path: ['to'] }

export const memberExportQuerySchema = memberFiltersSchema.extend(exportRange).refine(rangeInOrder, RANGE_ORDER)
export const messageExportQuerySchema = messageFiltersSchema.extend(exportRange).refine(rangeInOrder, RANGE_ORDER)
export const requestExportQuerySchema = requestFiltersSchema.extend(exportRange).refine(rangeInOrder, RANGE_ORDER)
/** « Du » and « Au » of an export, as the links carry them (YYYY-MM-DD). */
export type ExportRange = { from?: string | undefined; to?: string | undefined }
