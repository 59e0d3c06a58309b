// Field builders shared by every entity schema. This folder imports nothing but zod,
// so the forms, the server and the MSW mocks all validate with the very same rules.
import { z } from 'zod'

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  shortText: 200,
  address: 300,
  message: 5000,
} as const

const REQUIRED = 'Ce champ est obligatoire.'

/** A required text: trimmed, non-empty, bounded. */
export const requiredText = (max: number, message = REQUIRED) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${max} caractères au maximum.` })

/** An optional text: may be absent or empty, bounded when present. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'Texte attendu.' })
    .trim()
    .max(max, { error: `${max} caractères au maximum.` })
    .optional()

// A name or a subject is one line: it becomes a line of a staff alert, a mail subject, a CSV cell.
// A line break typed through the API (a text input cannot hold one) could forge lines such as
// « Bcc: » in an e-mail's body, so it is refused rather than stored.
const ONE_LINE = /^[^\n\r\v\f\u0085\u2028\u2029]*$/
export const SINGLE_LINE_MESSAGE = 'Sur une seule ligne, sans retour à la ligne.'

/** A required text on one line: trimmed, non-empty, bounded, without a line break. */
export const singleLineText = (max: number, message = REQUIRED) =>
  requiredText(max, message).regex(ONE_LINE, { error: SINGLE_LINE_MESSAGE })

/** An optional text on one line: may be absent or empty, bounded, without a line break. */
export const optionalSingleLine = (max: number) =>
  z
    .string({ error: 'Texte attendu.' })
    .trim()
    .max(max, { error: `${max} caractères au maximum.` })
    .regex(ONE_LINE, { error: SINGLE_LINE_MESSAGE })
    .optional()

/** An optional choice: one of the values, or empty / absent (the form's "— Choisir —"). */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values, { error: 'Choix invalide.' }), z.literal('')], { error: 'Choix invalide.' }).optional()

export const email = z
  .string({ error: 'Adresse e-mail obligatoire.' })
  .trim()
  .min(1, { error: 'Adresse e-mail obligatoire.' })
  .max(LIMITS.email, { error: `${LIMITS.email} caractères au maximum.` })
  .pipe(z.email({ error: 'Adresse e-mail invalide.' }))

// 7 to 15 digits (E.164), with the usual separators people type: +1 (809) 555-0100.
const PHONE_PATTERN = /^\+?[\d\s().-]+$/
const phoneShape = (value: string) => {
  const digits = value.replace(/\D/g, '').length
  return PHONE_PATTERN.test(value) && digits >= 7 && digits <= 15
}
const PHONE_MESSAGE = 'Numéro de téléphone invalide.'

export const phone = requiredText(LIMITS.phone, 'Numéro de téléphone obligatoire.').refine(phoneShape, {
  error: PHONE_MESSAGE,
})

export const optionalPhone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(LIMITS.phone, { error: `${LIMITS.phone} caractères au maximum.` })
  .refine((value) => value === '' || phoneShape(value), { error: PHONE_MESSAGE })
  .optional()

/** A real calendar date written YYYY-MM-DD (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

export const isoDate = z
  .string({ error: 'Date obligatoire.' })
  .trim()
  .min(1, { error: 'Date obligatoire.' })
  .refine(isCalendarDate, { error: 'Date invalide (format AAAA-MM-JJ).' })

/**
 * Honeypot: a field hidden from people. Bots fill every input; the server drops such a
 * submission silently (answers as if it succeeded, stores nothing).
 */
export const honeypot = z.string().max(LIMITS.shortText).optional()
export const HONEYPOT_FIELD = 'website'
