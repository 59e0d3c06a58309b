// The people's lists of choices and their French labels, without zod: « Membres » shows them on
// its first screen, which the server draws with its data so that zod loads only with a change
// (docs/decisions/0002). people.ts re-exports them.

/** Where a person stands with the church, with the date of each change kept in the timeline. */
export const PERSON_STATUSES = ['visiteur', 'habitue', 'membre', 'inactif', 'parti', 'decede'] as const
export type PersonStatus = (typeof PERSON_STATUSES)[number]
export const PERSON_STATUS_LABELS: Record<PersonStatus, string> = {
  visiteur: 'Visiteur',
  habitue: 'Habitué',
  membre: 'Membre',
  inactif: 'Inactif',
  parti: 'Parti',
  decede: 'Décédé',
}

/**
 * Where the pastoral follow-up of a person stands: '' (none needed), then à contacter →
 * contacté → accueilli. A person is « en attente de suivi » while the step is à contacter.
 */
export const FOLLOW_UP_STEPS = ['', 'a_contacter', 'contacte', 'accueilli'] as const
export type FollowUpStep = (typeof FOLLOW_UP_STEPS)[number]
export const FOLLOW_UP_STEP_LABELS: Record<FollowUpStep, string> = {
  '': 'Aucun suivi',
  a_contacter: 'À contacter',
  contacte: 'Contacté',
  accueilli: 'Accueilli',
}

export const GENDERS = ['femme', 'homme'] as const
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { femme: 'Femme', homme: 'Homme' }

/** The languages a person speaks; the first of `languages` is the one templates are chosen in. */
export const PERSON_LANGUAGES = ['fr', 'ht', 'es', 'en'] as const
export type PersonLanguage = (typeof PERSON_LANGUAGES)[number]
export const PERSON_LANGUAGE_LABELS: Record<PersonLanguage, string> = {
  fr: 'Français',
  ht: 'Créole',
  es: 'Espagnol',
  en: 'Anglais',
}

export const HOUSEHOLD_ROLES = ['responsable', 'conjoint', 'enfant', 'autre'] as const
export const HOUSEHOLD_ROLE_LABELS: Record<(typeof HOUSEHOLD_ROLES)[number], string> = {
  responsable: 'Responsable du foyer',
  conjoint: 'Conjoint(e)',
  enfant: 'Enfant',
  autre: 'Autre',
}

/** The channels a person may agree to be contacted by. */
export const CONSENT_CHANNELS = ['email', 'whatsapp', 'sms', 'phone'] as const
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number]
export const CONSENT_CHANNEL_LABELS: Record<ConsentChannel, string> = {
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  phone: 'Téléphone',
}
