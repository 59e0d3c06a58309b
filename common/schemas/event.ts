import { z } from 'zod'
import { LIMITS, isoDate, requiredText } from './common.ts'
import { EVENT_CATEGORIES, isKnownEventCategory, type EventCategory } from './event-categories.ts'
import {
  MAX_EVENT_DAYS,
  MAX_RECURRENCE_EXCEPTIONS,
  MAX_SIGNUP_CAPACITY,
  RECURRENCE_FREQUENCIES,
  type RecurrenceFrequency,
} from './event-options.ts'
import { timeRange } from './time-range.ts'

export { EVENT_CATEGORIES, isKnownEventCategory, type EventCategory }
export {
  MAX_EVENT_DAYS,
  MAX_RECURRENCE_EXCEPTIONS,
  MAX_SIGNUP_CAPACITY,
  RECURRENCE_FREQUENCIES,
  type RecurrenceFrequency,
}

/** Longer than this, a category no longer fits its badge on a phone. */
export const CATEGORY_MAX = 40

/** What the database holds: the stored texts, read back as they are. */
const eventFields = z.object({
  title: requiredText(LIMITS.shortText),
  date: isoDate,
  time: requiredText(LIMITS.name),
  description: requiredText(LIMITS.message),
  location: requiredText(LIMITS.address),
  category: requiredText(LIMITS.name),
})

// A typo such as 0226 or 20266 would put the event out of sight for good.
const eventDate = isoDate.refine((value) => value >= '2000-01-01' && value <= '2099-12-31', {
  error: 'Date hors des années 2000 à 2099.',
})

/** Days from `from` to `to` (both YYYY-MM-DD). */
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000

/**
 * How an event repeats: every week on its weekday, every month on its day of the month
 * (`monthly`: the 6th) or on its weekday of the month (`monthly-weekday`: the first Sunday, the
 * last one from the 29th on), up to `until` (included; null: no end), except on `exceptions`.
 */
export const recurrenceSchema = z.object({
  frequency: z.enum(RECURRENCE_FREQUENCIES, { error: 'Choisissez une fréquence de la liste.' }),
  until: eventDate.nullable().default(null),
  exceptions: z
    .array(eventDate, { error: 'Liste de dates attendue.' })
    .max(MAX_RECURRENCE_EXCEPTIONS, { error: `${MAX_RECURRENCE_EXCEPTIONS} dates exclues au maximum.` })
    .default([])
    // In date order, each once: the iCalendar file and the dashboard list them so.
    .overwrite((dates) => [...new Set(dates)].sort()),
})
export type Recurrence = z.infer<typeof recurrenceSchema>

/** Sign-ups: seats offered (null: no limit) and the last day one can sign up (null: the event's day). */
export const eventSignupSchema = z.object({
  capacity: z
    .number({ error: 'Nombre de places attendu.' })
    .int({ error: 'Nombre entier attendu.' })
    .min(1, { error: 'Au moins une place.' })
    .max(MAX_SIGNUP_CAPACITY, { error: `${MAX_SIGNUP_CAPACITY} places au maximum.` })
    .nullable(),
  closesAt: eventDate.nullable(),
})
export type EventSignup = z.infer<typeof eventSignupSchema>

/**
 * What the dashboard sends (POST/PUT /api/admin/events): a real date, a time such as "19:00" or
 * "09:00 - 12:00" (written back in that form), a category of its own or one of the four known;
 * optionally a last day, a rule to repeat it and sign-ups (absent: none).
 */
export const eventInputSchema = eventFields
  .extend({
    date: eventDate,
    time: timeRange,
    category: requiredText(CATEGORY_MAX),
    endDate: eventDate.nullable().default(null),
    recurrence: recurrenceSchema.nullable().default(null),
    signup: eventSignupSchema.nullable().default(null),
  })
  .superRefine((event, context) => {
    const issue = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', path, message, input: event })
    if (event.endDate !== null) {
      if (event.endDate < event.date) issue(['endDate'], 'La date de fin doit venir après la date de début.')
      else if (daysBetween(event.date, event.endDate) >= MAX_EVENT_DAYS)
        issue(['endDate'], `Un événement dure ${MAX_EVENT_DAYS} jours au plus.`)
    }
    const { recurrence, signup } = event
    if (recurrence) {
      if (recurrence.until !== null && recurrence.until < event.date)
        issue(['recurrence', 'until'], 'La dernière date doit venir après la première.')
      const before = recurrence.exceptions.findIndex((date) => date <= event.date)
      if (before >= 0) issue(['recurrence', 'exceptions', before], 'Une date exclue doit venir après la première date.')
      // One occurrence must end before the next begins.
      const span = event.endDate === null ? 0 : daysBetween(event.date, event.endDate)
      if (span >= (recurrence.frequency === 'weekly' ? 7 : 28))
        issue(['endDate'], 'Un événement répété doit finir avant sa prochaine date.')
    }
    // Each sign-up is for the event as a whole: a repeated event has no single list of seats.
    if (signup && recurrence) issue(['signup'], 'Les inscriptions ne sont possibles que pour un événement non répété.')
    if (signup?.closesAt && signup.closesAt > (event.endDate ?? event.date))
      issue(['signup', 'closesAt'], 'Les inscriptions doivent fermer au plus tard le dernier jour de l’événement.')
  })
export type EventInput = z.input<typeof eventInputSchema>
export type SavedEventInput = z.output<typeof eventInputSchema>

/** Where sign-ups stand: seats taken by confirmed sign-ups, people waiting, and whether one may still sign up. */
export const eventSignupStateSchema = eventSignupSchema.extend({
  seatsTaken: z.number().int().nonnegative(),
  waiting: z.number().int().nonnegative(),
  open: z.boolean(),
})
export type EventSignupState = z.infer<typeof eventSignupStateSchema>

/**
 * An event as the API answers it. The fields after `category` are always sent by the server;
 * optional here so that an event written before them (the built-in samples) is still one.
 * `nextDate`: the first day of its next occurrence not yet over (null: all are over).
 */
export const eventSchema = eventFields.extend({
  id: z.number().int().positive(),
  endDate: isoDate.nullable().optional(),
  recurrence: recurrenceSchema.nullable().optional(),
  signup: eventSignupStateSchema.nullable().optional(),
  nextDate: isoDate.nullable().optional(),
})
export type ChurchEvent = z.infer<typeof eventSchema>
export const eventListSchema = z.array(eventSchema)
