// Sign-ups for an event: what a visitor sends from the event's card, what the staff add by hand,
// and what the dashboard reads (the list, arrivals ticked at the door).
import { z } from 'zod'
import { email, honeypot, LIMITS, optionalPhone, singleLineText } from './common.ts'
import { MAX_SEATS_PER_SIGNUP } from './event-options.ts'

export { MAX_SEATS_PER_SIGNUP }

export const REGISTRATION_STATUSES = ['confirmed', 'waitlist', 'cancelled'] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  confirmed: 'Confirmée',
  waitlist: 'Liste d’attente',
  cancelled: 'Annulée',
}

/** Where a sign-up came from: the site's form, or a member of staff. */
export const REGISTRATION_SOURCES = ['site', 'staff'] as const
export type RegistrationSource = (typeof REGISTRATION_SOURCES)[number]

const CONTACT_MESSAGE = 'Indiquez un téléphone ou une adresse e-mail.'

const optionalEmail = z.union([z.literal(''), email], { error: 'Adresse e-mail invalide.' }).optional()

const seats = z.coerce
  .number({ error: 'Nombre de places attendu.' })
  .int({ error: 'Nombre entier attendu.' })
  .min(1, { error: 'Au moins une place.' })
  .max(MAX_SEATS_PER_SIGNUP, { error: `${MAX_SEATS_PER_SIGNUP} places au plus par inscription.` })

const person = z.object({
  name: singleLineText(LIMITS.name, 'Nom obligatoire.'),
  phone: optionalPhone,
  email: optionalEmail,
  seats,
})

/** POST /api/events/:id/registrations: a name, a phone or an e-mail (or both), the seats wanted. */
export const eventRegistrationInputSchema = person.extend({ website: honeypot }).superRefine((value, context) => {
  if (!value.phone && !value.email) {
    for (const path of ['phone', 'email'])
      context.addIssue({ code: 'custom', path: [path], message: CONTACT_MESSAGE, input: value })
  }
})
export type EventRegistrationInput = z.input<typeof eventRegistrationInputSchema>
export type EventRegistration = z.output<typeof eventRegistrationInputSchema>

/** The answer: a seat is held, or the visitor waits for one. */
export const registrationAnswerSchema = z.object({ status: z.enum(['confirmed', 'waitlist']) })
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>

/**
 * POST /api/admin/events/:id/registrations: someone the staff sign up by hand (on the phone, at
 * the door), a phone or an e-mail not required.
 */
export const staffRegistrationInputSchema = person
export type StaffRegistrationInput = z.input<typeof staffRegistrationInputSchema>

/**
 * PATCH /api/admin/events/:id/registrations/:registrationId: an arrival ticked (or unticked) at the
 * door; a sign-up confirmed by hand (even past the capacity) or cancelled (the waiting list moves up).
 */
export const registrationChangeSchema = z
  .object({
    arrived: z.boolean({ error: 'Vrai ou faux attendu.' }).optional(),
    status: z.enum(['confirmed', 'cancelled'], { error: 'Statut attendu : confirmed ou cancelled.' }).optional(),
  })
  .refine((change) => change.arrived !== undefined || change.status !== undefined, {
    error: 'Rien à changer : indiquez arrived ou status.',
  })
export type RegistrationChange = z.infer<typeof registrationChangeSchema>

export const adminRegistrationSchema = z.object({
  id: z.number().int().positive(),
  eventId: z.number().int().positive(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  seats: z.number().int().positive(),
  status: z.enum(REGISTRATION_STATUSES),
  source: z.enum(REGISTRATION_SOURCES),
  createdAt: z.string(),
  statusChangedAt: z.string().nullable(),
  arrivedAt: z.string().nullable(),
  personId: z.number().int().nullable(),
})
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>

/** GET /api/admin/events/:id/registrations: every sign-up in order (the waiting list's order), and the counts. */
export const registrationListSchema = z.object({
  items: z.array(adminRegistrationSchema),
  counts: z.object({
    /** Seats held by confirmed sign-ups. */
    seatsTaken: z.number().int().nonnegative(),
    /** Seats asked for by the waiting list. */
    seatsWaiting: z.number().int().nonnegative(),
    /** Seats of the confirmed sign-ups ticked as arrived. */
    seatsArrived: z.number().int().nonnegative(),
  }),
})
export type RegistrationList = z.infer<typeof registrationListSchema>

/** The 409 answers of POST /api/events/:id/registrations. */
export const SIGNUP_MESSAGES = {
  closed: 'Les inscriptions à cet événement sont closes.',
  none: 'Cet événement ne prend pas d’inscriptions.',
} as const
