// The people the church meets: one record per person, their household, their consents, and the
// timeline of everything about them. Shared by the admin API (server/src/routes/admin/people*),
// the dashboard (src/features/admin/people) and the MSW mocks.
import { z } from 'zod'
import {
  LIMITS,
  email as requiredEmail,
  optionalChoice,
  optionalPhone,
  optionalSingleLine,
  optionalText,
} from './common.ts'
import { MARITAL_STATUSES } from './member-registration.ts'
import {
  PERSON_STATUSES,
  FOLLOW_UP_STEPS,
  GENDERS,
  PERSON_LANGUAGES,
  HOUSEHOLD_ROLES,
  CONSENT_CHANNELS,
} from './people-labels.ts'

export {
  PERSON_STATUSES,
  type PersonStatus,
  PERSON_STATUS_LABELS,
  FOLLOW_UP_STEPS,
  type FollowUpStep,
  FOLLOW_UP_STEP_LABELS,
  GENDERS,
  GENDER_LABELS,
  PERSON_LANGUAGES,
  type PersonLanguage,
  PERSON_LANGUAGE_LABELS,
  HOUSEHOLD_ROLES,
  HOUSEHOLD_ROLE_LABELS,
  CONSENT_CHANNELS,
  type ConsentChannel,
  CONSENT_CHANNEL_LABELS,
} from './people-labels.ts'

// No defaults: the same fields make the PATCH, where an absent field is left as it is.
const optionalDate = z
  .union([z.literal(''), z.iso.date({ error: 'Date invalide.' })], { error: 'Date invalide.' })
  .optional()
const optionalEmail = z.union([z.literal(''), requiredEmail], { error: 'Adresse e-mail invalide.' }).optional()

/** A person's texts ('' when unknown), in the order the forms, the import and the export use. */
export const PERSON_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'phone2',
  'birthDate',
  'address',
  'city',
  'gender',
  'maritalStatus',
  'occupation',
  'firstVisitDate',
  'membershipDate',
  'baptized',
  'baptismDate',
  'baptismChurch',
  'previousChurch',
  'emergencyContact',
  'emergencyPhone',
] as const
export type PersonTextField = (typeof PERSON_TEXT_FIELDS)[number]

/**
 * What staff type about a person (create: firstName alone is enough for someone met at the door;
 * the server stores '' for an absent text, ['fr'], visiteur, no follow-up and no household).
 */
export const personInputSchema = z.object({
  firstName: z
    .string({ error: 'Le prénom est obligatoire.' })
    .trim()
    .min(1, { error: 'Le prénom est obligatoire.' })
    .max(LIMITS.name, { error: `${LIMITS.name} caractères au maximum.` }),
  lastName: optionalSingleLine(LIMITS.name),
  email: optionalEmail,
  phone: optionalPhone,
  phone2: optionalPhone,
  birthDate: optionalDate,
  address: optionalText(LIMITS.address),
  city: optionalSingleLine(LIMITS.name),
  gender: optionalChoice(GENDERS),
  maritalStatus: optionalChoice(MARITAL_STATUSES),
  occupation: optionalSingleLine(LIMITS.name),
  firstVisitDate: optionalDate,
  membershipDate: optionalDate,
  baptized: optionalChoice(['oui', 'non'] as const),
  baptismDate: optionalDate,
  baptismChurch: optionalSingleLine(LIMITS.shortText),
  previousChurch: optionalSingleLine(LIMITS.shortText),
  emergencyContact: optionalSingleLine(LIMITS.name),
  emergencyPhone: optionalPhone,
  languages: z
    .array(z.enum(PERSON_LANGUAGES, { error: 'Langue invalide.' }))
    .max(4)
    .optional(),
  status: z.enum(PERSON_STATUSES, { error: 'Statut invalide.' }).optional(),
  followUpStep: z.enum(FOLLOW_UP_STEPS, { error: 'Étape de suivi invalide.' }).optional(),
  householdId: z.number().int().positive().nullable().optional(),
  householdRole: optionalChoice(HOUSEHOLD_ROLES),
  /** Consents given or withdrawn by this change, channel by channel (dated by the server). */
  consents: z
    .object({ email: z.boolean(), whatsapp: z.boolean(), sms: z.boolean(), phone: z.boolean() })
    .partial()
    .optional(),
})
export type PersonInput = z.input<typeof personInputSchema>
/** PATCH /api/admin/people/:id: any subset of the fields. */
export const personPatchSchema = personInputSchema.partial()

export const consentSchema = z.object({
  channel: z.enum(CONSENT_CHANNELS),
  granted: z.boolean(),
  /** When it was given or withdrawn, and where (« formulaire d’inscription », « secrétariat », « lien de mise à jour »). */
  at: z.string(),
  source: z.string(),
})
export type Consent = z.infer<typeof consentSchema>

/** A row of GET /api/admin/people. */
export const personListItemSchema = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(PERSON_STATUSES),
  householdId: z.number().int().positive().nullable(),
  followUpStep: z.enum(FOLLOW_UP_STEPS),
  birthDate: z.string(),
  lastContactAt: z.string().nullable(),
})
export type PersonListItem = z.infer<typeof personListItemSchema>
export const peopleListSchema = z.object({ items: z.array(personListItemSchema), total: z.number().int() })

/** The filters of GET /api/admin/people (and of its CSV export). */
export const peopleQuerySchema = z.object({
  q: z.string().trim().max(LIMITS.shortText).default(''),
  status: z.enum(PERSON_STATUSES, { error: 'Statut invalide.' }).optional(),
  followUp: z.enum(['waiting', 'stale'], { error: 'Filtre de suivi invalide.' }).optional(),
  birthdays: z.enum(['week'], { error: 'Filtre invalide.' }).optional(),
  householdId: z.coerce.number().int().positive().optional(),
  /** The members (and leaders) of one ministry. */
  ministryId: z.coerce
    .number({ error: 'Ministère invalide.' })
    .int()
    .positive({ error: 'Ministère invalide.' })
    .optional(),
  /** Only those who agreed to be contacted by this channel (« Copier les numéros »). */
  consent: z.enum(CONSENT_CHANNELS, { error: 'Canal invalide.' }).optional(),
  /** Those « À contacter » entrusted to this account (« Remettre en suivi », « confiés à moi »). */
  followUpBy: z.coerce.number({ error: 'Compte invalide.' }).int().positive({ error: 'Compte invalide.' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
})
export type PeopleQuery = z.input<typeof peopleQuerySchema>

export const TIMELINE_KINDS = [
  'registration', // a membership registration (the form's answers)
  'message', // a contact message
  'programme_request', // a FEPROBA or ISL request
  'subscription', // a newsletter subscription
  'gift', // a recorded gift
  'status', // a change of status or follow-up step
  'contact', // a call, WhatsApp or e-mail recorded by staff
  'email', // an e-mail composed in the dashboard and sent through the outbox
  'note', // a note; confidential ones only for their author and administrators
  'merge', // another record merged into this one
  'update', // the person corrected their details through an update link
] as const
export type TimelineKind = (typeof TIMELINE_KINDS)[number]

/** One entry of a person's timeline, newest first. `details` carries what it is about. */
export const timelineEntrySchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  at: z.string(),
  /** Who recorded it (staff name), or null for what the person sent. */
  by: z.string().nullable(),
  /** A one-line French summary (« Inscription comme membre », « Appel : pas de réponse »). */
  title: z.string(),
  /** The text it is about (the message, the note, the programme asked for, the amount given). */
  text: z.string(),
  confidential: z.boolean(),
  /** The linked row, when there is one ({ table, id }), to open it. */
  ref: z.object({ table: z.string(), id: z.number().int() }).nullable(),
})
export type TimelineEntry = z.infer<typeof timelineEntrySchema>

export const personSchema = personListItemSchema.extend({
  /** The member of the office the person is entrusted to for their follow-up. */
  followUpBy: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
  phone2: z.string(),
  address: z.string(),
  city: z.string(),
  gender: z.string(),
  maritalStatus: z.string(),
  occupation: z.string(),
  firstVisitDate: z.string(),
  membershipDate: z.string(),
  baptized: z.string(),
  baptismDate: z.string(),
  baptismChurch: z.string(),
  previousChurch: z.string(),
  emergencyContact: z.string(),
  emergencyPhone: z.string(),
  languages: z.array(z.enum(PERSON_LANGUAGES)),
  householdRole: z.string(),
  statusChangedAt: z.string().nullable(),
  createdAt: z.string(),
  consents: z.array(consentSchema),
  household: z
    .object({
      id: z.number().int().positive(),
      name: z.string(),
      address: z.string(),
      city: z.string(),
      members: z.array(
        z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), role: z.string() }),
      ),
    })
    .nullable(),
  /** The ministries this person belongs to, in the church's order (edited in « Présences »). */
  ministries: z.array(z.object({ id: z.number().int().positive(), name: z.string(), leader: z.boolean() })),
  timeline: z.array(timelineEntrySchema),
})
export type Person = z.infer<typeof personSchema>

export const noteInputSchema = z.object({
  text: z
    .string({ error: 'La note est vide.' })
    .trim()
    .min(1, { error: 'La note est vide.' })
    .max(LIMITS.message, { error: `${LIMITS.message} caractères au maximum.` }),
  confidential: z.boolean().default(false),
})

export const CONTACT_OUTCOMES = ['joint', 'pas_de_reponse', 'rappeler', 'message_laisse'] as const
export const CONTACT_OUTCOME_LABELS: Record<(typeof CONTACT_OUTCOMES)[number], string> = {
  joint: 'Joint',
  pas_de_reponse: 'Pas de réponse',
  rappeler: 'Rappeler',
  message_laisse: 'Message laissé',
}
/** « J'ai appelé / écrit »: a call or message recorded in one tap. */
export const contactInputSchema = z
  .object({
    channel: z.enum(['phone', 'whatsapp', 'email'], { error: 'Canal invalide.' }),
    outcome: z.enum(CONTACT_OUTCOMES, { error: 'Résultat invalide.' }),
    /** « rappeler le … »: the date to call back. */
    callBackOn: optionalDate.default(''),
    note: optionalText(LIMITS.message),
  })
  .refine((value) => value.outcome !== 'rappeler' || value.callBackOn !== '', {
    error: 'Indiquez quand rappeler.',
    path: ['callBackOn'],
  })

/** An e-mail composed in the dashboard, sent through the outbox and kept in the timeline. */
export const personEmailSchema = z.object({
  subject: z.string().trim().min(1, { error: 'L’objet est obligatoire.' }).max(LIMITS.shortText),
  body: z.string().trim().min(1, { error: 'Le message est vide.' }).max(LIMITS.message),
})

export const householdInputSchema = z.object({
  name: z.string().trim().min(1, { error: 'Le nom du foyer est obligatoire.' }).max(LIMITS.name),
  address: optionalText(LIMITS.address),
  city: optionalSingleLine(LIMITS.name),
})

/** WhatsApp templates the church edits; `{prénom}` is replaced by the person's first name. */
export const TEMPLATE_KEYS = ['bienvenue', 'vous_nous_avez_manque', 'joyeux_anniversaire'] as const
export const TEMPLATE_KEY_LABELS: Record<(typeof TEMPLATE_KEYS)[number], string> = {
  bienvenue: 'Bienvenue',
  vous_nous_avez_manque: 'Vous nous avez manqué',
  joyeux_anniversaire: 'Joyeux anniversaire',
}
export const messageTemplateSchema = z.object({
  key: z.string().trim().min(1).max(60),
  label: z.string().trim().min(1, { error: 'Le nom du modèle est obligatoire.' }).max(LIMITS.name),
  /** The text in each language; French is required, the others fall back to it. */
  texts: z.object({
    fr: z.string().trim().min(1, { error: 'Le texte en français est obligatoire.' }).max(2000),
    ht: z.string().trim().max(2000).default(''),
    es: z.string().trim().max(2000).default(''),
    en: z.string().trim().max(2000).default(''),
  }),
})
export type MessageTemplate = z.infer<typeof messageTemplateSchema>

/** The result of POST /api/admin/people/import (dry run or not). */
export const importResultSchema = z.object({
  created: z.number().int(),
  linked: z.number().int(),
  refused: z.array(z.object({ line: z.number().int(), message: z.string() })),
})
export type ImportResult = z.infer<typeof importResultSchema>

/** Columns of the import, as the dashboard labels them; the API's field names are recognised too. */
export const IMPORT_COLUMNS = {
  firstName: 'Prénom',
  lastName: 'Nom',
  phone: 'Téléphone',
  email: 'E-mail',
  birthDate: 'Date de naissance',
  address: 'Adresse',
  city: 'Ville',
  status: 'Statut',
} as const

export const updateLinkSchema = z.object({ url: z.string(), expiresAt: z.string() })

/** Merging `otherId` into the person of the path; undone the same day with its `mergeId`. */
export const mergeInputSchema = z.object({ otherId: z.number().int().positive() })

/** A household as GET/POST/PATCH /api/admin/households answer it: its people, the responsible first. */
export const householdSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  createdAt: z.string(),
  members: z.array(z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), role: z.string() })),
})
export type Household = z.infer<typeof householdSchema>
/** PATCH /api/admin/households/:id: any of the fields. */
export const householdPatchSchema = householdInputSchema.partial()

/** PUT /api/admin/message-templates/:key: the template's name and texts (the key is the path's). */
export const messageTemplateInputSchema = messageTemplateSchema.omit({ key: true })

/**
 * GET /api/admin/people/:id/whatsapp/:key: the template filled in for this person, in their
 * language, and the wa.me link that opens the chat with it typed in.
 */
export const whatsAppMessageSchema = z.object({
  language: z.enum(PERSON_LANGUAGES),
  text: z.string(),
  url: z.string(),
})
export type WhatsAppMessage = z.infer<typeof whatsAppMessageSchema>

/**
 * GET/PUT /api/admin/settings/roll-complete: once the church says every member is on the roll,
 * GET /api/members/stats (and the overview) count the people instead of the typed figures.
 */
export const rollCompleteInputSchema = z.object({
  complete: z.boolean({ error: 'Indiquez si le registre est complet (true ou false).' }),
})
export const rollCompleteSchema = z.object({
  complete: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
})
export type RollComplete = z.infer<typeof rollCompleteSchema>
