// The field rules of the site's content document (site-content.ts): texts, lists, phone numbers,
// links and colours, with French messages. Values reach the page as text, links and CSS custom
// properties, so each kind is checked for what it becomes there: a link is http(s) only (never
// `javascript:`), a colour is a hex code (never a CSS expression).
import { z } from 'zod'
import { toE164 } from '../phone.ts'
import { LIMITS, email } from './common.ts'

export const CONTENT_LIMITS = {
  /** A name, a title, a label, a short figure. */
  line: 200,
  /** A paragraph: a biography, an introduction, a conviction. */
  paragraph: 3000,
  /** A page's meta description (search engines show about 160 characters). */
  description: 300,
  url: 500,
} as const

const tooLong = (max: number) => ({ error: `${max} caractères au maximum.` })

/** A required text on one line or a paragraph: trimmed, non-empty, bounded. */
export const text = (max: number = CONTENT_LIMITS.line) =>
  z.string({ error: 'Texte attendu.' }).trim().min(1, { error: 'Ce champ est obligatoire.' }).max(max, tooLong(max))

/** A text that may be left empty. */
export const optionalText = (max: number = CONTENT_LIMITS.line) =>
  z.string({ error: 'Texte attendu.' }).trim().max(max, tooLong(max))

/** A list of `item`, between `min` and `max` entries. */
export const list = <T extends z.ZodType>(item: T, { min = 1, max }: { min?: number; max: number }) =>
  z
    .array(item, { error: 'Liste attendue.' })
    .min(min, { error: min === 1 ? 'Au moins un élément.' : `Au moins ${min} éléments.` })
    .max(max, { error: `${max} éléments au maximum.` })

/** A whole number within bounds (a year, a count, a number of months). */
export const whole = (min: number, max: number) =>
  z
    .number({ error: 'Nombre attendu.' })
    .int({ error: 'Nombre entier attendu.' })
    .min(min, { error: `${min} au minimum.` })
    .max(max, { error: `${max} au maximum.` })

export const year = whole(1800, 2100)

/** A kebab-case key (`pasteur-principal`): stable, safe in an id attribute. */
export const slug = z
  .string({ error: 'Identifiant attendu.' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Identifiant en minuscules et tirets (ex. « ecole-biblique »).' })
  .max(60, tooLong(60))

export const PHONE_MESSAGES = {
  required: 'Numéro de téléphone obligatoire.',
  invalid: 'Numéro invalide : écrivez par exemple 809-582-1234, ou avec l’indicatif du pays (+509 3712 3456).',
} as const

const typedPhone = z
  .string({ error: PHONE_MESSAGES.invalid })
  .trim()
  .max(LIMITS.phone, tooLong(LIMITS.phone))
  .refine((value) => value === '' || toE164(value) !== undefined, { error: PHONE_MESSAGES.invalid })
  .overwrite((value) => (value === '' ? value : (toE164(value) ?? value)))

/**
 * A phone number typed once, in any common spelling (809-582-1234, (809) 582 1234,
 * +1 809 582 1234), stored in E.164 (+18095821234): the shown number, its `tel:` link and its
 * WhatsApp link are all made from this one value, so they cannot disagree.
 */
export const dialPhone = typedPhone.refine((value) => value !== '', { error: PHONE_MESSAGES.required })

export { email }

/** A phone number as dialPhone stores it, or nothing yet. */
export const optionalPhone = typedPhone

/** An e-mail address, or nothing yet. */
export const optionalEmail = z
  .string({ error: 'Adresse e-mail invalide.' })
  .trim()
  .max(254, tooLong(254))
  .refine((value) => value === '' || z.email().safeParse(value).success, { error: 'Adresse e-mail invalide.' })

/** An http(s) address: a link a visitor follows. */
export const webAddress = z
  .string({ error: 'Adresse web attendue.' })
  .trim()
  .max(CONTENT_LIMITS.url, tooLong(CONTENT_LIMITS.url))
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'Adresse web invalide (https://…).' }))

/** `#1e3a8a`: a colour drawn as a CSS custom property. */
export const hexColour = z
  .string({ error: 'Couleur attendue.' })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Couleur au format #RRGGBB attendue.' })

/** `date` as YYYY-MM-DD, a real calendar day. */
export { isoDate } from './common.ts'

/** Every entry's `key` differs: ids name form values and anchors. */
export const uniqueBy =
  <T>(key: (item: T) => string, label: string) =>
  (items: readonly T[], context: z.RefinementCtx) => {
    const seen = new Set<string>()
    items.forEach((item, index) => {
      const value = key(item)
      if (seen.has(value))
        context.addIssue({ code: 'custom', message: `${label} en double : ${value}.`, path: [index] })
      seen.add(value)
    })
  }
