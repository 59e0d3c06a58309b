// The single-use link a person corrects their own details and consents with, without an account
// (/mes-informations/<token>): what the page shows (GET /api/people-update/:token) and what it
// sends back (PUT). Shared by the server, the page and the MSW mocks.
import { z } from 'zod'
import { CONSENT_CHANNELS, PERSON_LANGUAGES, personInputSchema } from './people.ts'

/** Where the link leads: the token is the path's last segment. */
export const UPDATE_PAGE_PATH = '/mes-informations'
/** A link lives 7 days, and serves once. */
export const UPDATE_LINK_DAYS = 7

const consentAnswers = z.object({
  email: z.boolean({ error: 'Choix invalide.' }),
  whatsapp: z.boolean({ error: 'Choix invalide.' }),
  sms: z.boolean({ error: 'Choix invalide.' }),
  phone: z.boolean({ error: 'Choix invalide.' }),
})

/**
 * What the person may change themselves: their names, phones, e-mail, birth date, address, city,
 * languages and consents. Their status, follow-up, household and the rest are the church's.
 */
export const selfUpdateSchema = personInputSchema
  .pick({
    firstName: true,
    lastName: true,
    email: true,
    phone: true,
    phone2: true,
    birthDate: true,
    address: true,
    city: true,
    languages: true,
  })
  .extend({ consents: consentAnswers })
  .strict()
export type SelfUpdateInput = z.input<typeof selfUpdateSchema>
export type SelfUpdate = z.output<typeof selfUpdateSchema>

/** GET /api/people-update/:token: the details as stored, every consent as a yes or no. */
export const selfDetailsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  phone2: z.string(),
  birthDate: z.string(),
  address: z.string(),
  city: z.string(),
  languages: z.array(z.enum(PERSON_LANGUAGES)),
  consents: consentAnswers,
  /** Until when the link works. */
  expiresAt: z.string(),
})
export type SelfDetails = z.infer<typeof selfDetailsSchema>

export const noConsents = (): SelfDetails['consents'] =>
  Object.fromEntries(CONSENT_CHANNELS.map((channel) => [channel, false])) as SelfDetails['consents']

/** The refusals of an update link, in French, for the server, the page and the mocks. */
export const UPDATE_LINK_MESSAGES = {
  unknown: 'Ce lien n’est pas reconnu : vérifiez qu’il a été copié en entier, ou demandez-en un nouveau à l’église.',
  used: 'Ce lien a déjà servi : vos informations ont été enregistrées. Pour les corriger encore, demandez un nouveau lien à l’église.',
  expired: `Ce lien a expiré (il est valable ${UPDATE_LINK_DAYS} jours) : demandez-en un nouveau à l’église.`,
} as const

/** The shape of a link's token (256 random bits in base64url): anything else is unknown at once. */
export const UPDATE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
