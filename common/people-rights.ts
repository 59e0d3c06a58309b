// The rules of a person's rights that the server (server/src/db/people-erasure.ts,
// people-export.ts, routes/admin/people-rights-routes.ts) and the mocks (mocks/handlers/
// people-rights.ts) both apply: how the person is found in free text and blanked out, and the
// French texts an erasure, an export, an import or an update link leaves behind.
import { emailKey } from './member-duplicates.ts'
import type { ConsentChannel } from './schemas/people.ts'
import { foldForSearch } from './search.ts'

/** What identifies the person in free text: their e-mails, phone digits and full names. */
export interface Identity {
  emails: string[]
  /** normalizePhone's digits. */
  phones: string[]
  /** « Prénom Nom », for those records that have both. */
  names: string[]
}

/** What replaces a mention of the person in a text that stays. */
export const ERASED = '[effacé]'
export const ERASED_TEXTS = {
  auditSummary: '[effacé] Ligne anonymisée : elle concernait une personne effacée à sa demande.',
  mailBody: '[effacé] Le contenu de ce message concernait une personne effacée à sa demande.',
  mailCancelled: 'Annulé : la personne concernée a été effacée à sa demande.',
} as const

/** How many rows of each kind went (the erasure's audit line says so, without naming anyone). */
export interface ErasureCounts {
  registrations: number
  messages: number
  requests: number
  subscriptions: number
  /** Kept, without the donor. */
  gifts: number
  /** Deleted (to the person) or emptied (staff alerts about them). */
  mails: number
  /** Earlier audit lines anonymised. */
  auditLines: number
}

/** The erasure's audit line: what went, counted, and nothing that could name the person. */
export function erasureSummary(id: number, counts: ErasureCounts): string {
  const removed = [
    plural(counts.registrations, 'inscription', 'inscriptions'),
    plural(counts.messages, 'message', 'messages'),
    plural(counts.requests, 'demande', 'demandes'),
    plural(counts.subscriptions, 'abonnement', 'abonnements'),
  ].join(', ')
  return (
    `Effacement d'une personne à sa demande (personne n° ${id}) : ${removed} supprimés ; ` +
    `${plural(counts.gifts, 'don gardé', 'dons gardés')} sans donateur ; ` +
    `${plural(counts.mails, 'e-mail effacé', 'e-mails effacés')} ; ` +
    `${plural(counts.auditLines, 'ligne du journal anonymisée', 'lignes du journal anonymisées')}`
  )
}

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`

/** The import's audit line. */
export const importSummary = (counts: { created: number; linked: number }) =>
  `Import de personnes : ${plural(counts.created, 'créée', 'créées')}, ${plural(counts.linked, 'retrouvée', 'retrouvées')} et complétée${counts.linked > 1 ? 's' : ''}`

export const exportSummary = (id: number) => `Personne n° ${id} : export de ses données`
export const updateLinkSummary = (id: number) => `Personne n° ${id} : lien de mise à jour créé`

/** The export's file name: `personne-12-2026-11-28.json` (the church's date). */
export const exportFileName = (id: number, churchDay: string) => `personne-${id}-${churchDay}.json`

export const EXPORT_ABOUT =
  'Données que l’Église Baptiste Francophone de Santiago conserve à votre sujet (loi 172-13 sur la protection des données personnelles) : votre fiche, vos consentements, votre foyer, le suivi enregistré par l’équipe, ce que vous avez envoyé par le site, vos dons et les e-mails qui vous ont été envoyés.'

/** The update link's timeline entry, whose text says what the person changed. */
export const UPDATE_ENTRY_TITLE = 'Informations vérifiées par la personne (lien de mise à jour)'

/** What a person may correct through their link, by the API's name, in French for the timeline. */
export const SELF_FIELD_LABELS = {
  firstName: 'prénom',
  lastName: 'nom',
  email: 'e-mail',
  phone: 'téléphone',
  phone2: 'second téléphone',
  birthDate: 'date de naissance',
  address: 'adresse',
  city: 'ville',
  languages: 'langues',
} as const
export type SelfField = Exclude<keyof typeof SELF_FIELD_LABELS, 'languages'>

const CONSENT_WORDS: Record<ConsentChannel, string> = {
  email: 'e-mail',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  phone: 'téléphone',
}

/**
 * The timeline entry's text and data: « Corrigé : téléphone, adresse. » then « Contact : WhatsApp
 * accepté, SMS refusé. » (`changed`: the labels of the fields changed; `consents`: the channels
 * whose answer changed, `given` the answers).
 */
export function selfUpdateEntry(
  changed: readonly string[],
  consents: readonly ConsentChannel[],
  given: Record<ConsentChannel, boolean>,
): { text: string; data: { fields: string[]; consents: string[] } } {
  const consentChanges = consents.map((channel) => `${CONSENT_WORDS[channel]} ${given[channel] ? 'accepté' : 'refusé'}`)
  const parts = [
    changed.length > 0 ? `Corrigé : ${changed.join(', ')}.` : 'Informations vérifiées, sans changement.',
    ...(consentChanges.length > 0 ? [`Contact : ${consentChanges.join(', ')}.`] : []),
  ]
  return { text: parts.join('\n'), data: { fields: [...changed], consents: consentChanges } }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The digits a text may write a phone with: a Dominican number without its country code (the
 * 1 of +1 is often left out, or written apart), anything else as normalizePhone keeps it. Seven
 * digits at least: shorter runs would find dates and amounts.
 */
function phoneDigitsToFind(phone: string): string | undefined {
  const digits = phone.length === 11 && phone.startsWith('1') ? phone.slice(1) : phone
  return digits.length >= 7 ? digits : undefined
}

/** Finds and blanks out the person's e-mail, phones and full names in a free text. */
export interface PersonalDataMatcher {
  mentions: (text: string | null | undefined) => boolean
  /** The text with each mention replaced by `replacement`. */
  redact: (text: string, replacement: string) => string
}

export function personalDataMatcher(identity: Identity): PersonalDataMatcher {
  const parts = [
    ...identity.emails.map(escapeRegExp),
    // The digits with the separators people type between them: 809-555-0101, (809) 555 01 01.
    ...identity.phones
      .map(phoneDigitsToFind)
      .filter((digits): digits is string => digits !== undefined)
      .map((digits) => [...digits].join('[\\s().\\-/]*')),
    ...identity.names.map((name) => name.split(/\s+/).map(escapeRegExp).join('\\s+')),
  ]
  const pattern = parts.length > 0 ? new RegExp(parts.join('|'), 'giu') : undefined
  const foldedNames = identity.names.map((name) => foldForSearch(name).replace(/\s+/g, ' '))
  const phoneDigits = identity.phones.map(phoneDigitsToFind).filter((digits): digits is string => digits !== undefined)
  const mentions = (text: string | null | undefined) => {
    if (!text || !pattern) return false
    pattern.lastIndex = 0
    if (pattern.test(text)) return true
    // Accents typed differently (« Helene » for Hélène), or a phone split by other characters.
    const folded = foldForSearch(text).replace(/\s+/g, ' ')
    if (foldedNames.some((name) => folded.includes(name))) return true
    const digits = text.replace(/\D/g, '')
    return phoneDigits.some((phone) => digits.includes(phone))
  }
  return {
    mentions,
    redact(text, replacement) {
      if (!pattern) return text
      const redacted = text.replace(pattern, replacement)
      // What the pattern could not cut out is found by mentions(): the whole text goes.
      return mentions(redacted) ? replacement : redacted
    },
  }
}

/** Whether `email` is one of the person's addresses (any letter case). */
export const isTheirEmail = (identity: Identity, email: string | null | undefined) =>
  Boolean(email) && identity.emails.includes(emailKey((email ?? '').trim()))
