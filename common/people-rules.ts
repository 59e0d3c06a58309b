// The rules of the people's records that the server (server/src/db/people-*.ts) and the mocks
// (mocks/handlers/admin-people.ts) both apply: the list's filters, the order, how a submission's
// name becomes a person's, how a template is filled in, and the timeline's French titles.
// tests/contract/ checks both backends agree on them.
import { formatLongDate } from './format-date.ts'
import { FEPROBA_PROGRAM_LABELS, ISL_PROGRAM_LABELS } from './labels.ts'
import { normalizePhone } from './phone.ts'
import { formatMoney, GIFT_METHOD_LABELS, type GiftMethod } from './schemas/gift.ts'
import {
  CONSENT_CHANNEL_LABELS,
  CONTACT_OUTCOME_LABELS,
  FOLLOW_UP_STEP_LABELS,
  PERSON_LANGUAGES,
  PERSON_STATUS_LABELS,
  type ConsentChannel,
  type FollowUpStep,
  type MessageTemplate,
  type PersonLanguage,
  type Person,
  type PersonStatus,
} from './schemas/people.ts'

/** « Sans suivi depuis 30 jours »: no call, message or e-mail recorded for this long. */
export const STALE_AFTER_DAYS = 30
/** Nobody follows up those who left or died: never « sans suivi ». */
export const NOT_FOLLOWED_UP: readonly PersonStatus[] = ['parti', 'decede']

/** The instant before which a last contact (or, without any, the record's creation) is stale. */
export const staleBefore = (now: Date) => new Date(now.getTime() - STALE_AFTER_DAYS * 86_400_000).toISOString()

/** The list's order: members first (the « Membres » tab), then regulars, visitors, the others. */
export const STATUS_ORDER: readonly PersonStatus[] = ['membre', 'habitue', 'visiteur', 'inactif', 'parti', 'decede']

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/**
 * The days (MM-DD) of the church's week holding `today` (YYYY-MM-DD), Monday to Sunday. Someone
 * born on 29 February celebrates on the 28th in a common year.
 */
export function birthdayWeek(today: string): string[] {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  const fromMonday = (date.getUTCDay() + 6) % 7
  const days: string[] = []
  for (let offset = -fromMonday; offset < 7 - fromMonday; offset += 1) {
    const day = new Date(date.getTime() + offset * 86_400_000)
    const monthDay = day.toISOString().slice(5, 10)
    days.push(monthDay)
    if (monthDay === '02-28' && !isLeapYear(day.getUTCFullYear())) days.push('02-29')
  }
  return days
}

/** Whether `birthDate` (YYYY-MM-DD or '') falls on one of `days` (birthdayWeek). */
export const isBirthdayAmong = (birthDate: string, days: readonly string[]) =>
  birthDate.length === 10 && days.includes(birthDate.slice(5))

/**
 * A form's one « Nom » field as a person's names: the first word is the first name, the rest the
 * last name (« Jean Pierre Louis » → Jean / Pierre Louis). Staff correct it on the person's page.
 */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') }
}

/**
 * A template in the person's language: the first of their languages that has a text, else French;
 * `{prénom}` (or `{prenom}`) becomes their first name.
 */
export function renderTemplate(
  template: Pick<MessageTemplate, 'texts'>,
  person: { firstName: string; languages: readonly PersonLanguage[] },
): { language: PersonLanguage; text: string } {
  const language = person.languages.find((code) => template.texts[code]?.trim()) ?? 'fr'
  const text = template.texts[language].replace(/\{pr[ée]nom\}/giu, person.firstName.trim())
  return { language, text }
}

/** The WhatsApp link that opens a chat with `phone`, `text` typed in (https://wa.me/<digits>?text=). */
export const whatsAppUrl = (phone: string, text: string) =>
  `https://wa.me/${normalizePhone(phone)}?text=${encodeURIComponent(text)}`

/** Whether `languages` is a list of known codes (the stored JSON is read back through it). */
export const asLanguages = (value: unknown): PersonLanguage[] =>
  Array.isArray(value) ? value.filter((code): code is PersonLanguage => PERSON_LANGUAGES.includes(code)) : ['fr']

// The timeline's titles, one line each, in French.
export const TIMELINE_TITLES = {
  registration: 'Inscription comme membre',
  message: (subject: string) => `Message : ${subject}`,
  feproba: 'Demande d’information FEPROBA',
  isl: 'Candidature ISL',
  subscription: 'Abonnement à la lettre d’information',
  gift: 'Don',
  status: (from: PersonStatus, to: PersonStatus) =>
    `Statut : ${PERSON_STATUS_LABELS[from]} → ${PERSON_STATUS_LABELS[to]}`,
  followUp: (from: FollowUpStep, to: FollowUpStep) =>
    `Suivi : ${FOLLOW_UP_STEP_LABELS[from]} → ${FOLLOW_UP_STEP_LABELS[to]}`,
  note: (confidential: boolean) => (confidential ? 'Note confidentielle' : 'Note'),
  email: (subject: string) => `E-mail envoyé : ${subject}`,
  merge: (other: { id: number; firstName: string; lastName: string }) =>
    `Fiche n° ${other.id} fusionnée ici (${`${other.firstName} ${other.lastName}`.trim() || 'sans nom'})`,
} as const

const CONTACT_CHANNEL_TITLES = { phone: 'Appel', whatsapp: 'WhatsApp', email: 'E-mail' } as const

/** « Appel : pas de réponse », « WhatsApp : rappeler le 3 décembre 2026 ». */
export function contactTitle(
  channel: keyof typeof CONTACT_CHANNEL_TITLES,
  outcome: keyof typeof CONTACT_OUTCOME_LABELS,
  callBackOn: string,
): string {
  const result =
    outcome === 'rappeler' && callBackOn
      ? `rappeler le ${formatLongDate(callBackOn)}`
      : CONTACT_OUTCOME_LABELS[outcome].toLowerCase()
  return `${CONTACT_CHANNEL_TITLES[channel]} : ${result}`
}

/** « Programme : Informatique (Débutant) », then the message: a programme request in the timeline. */
export function programmeText(type: string, program: string, level: string, message: string): string {
  const labels: Record<string, string> = type === 'feproba_registration' ? FEPROBA_PROGRAM_LABELS : ISL_PROGRAM_LABELS
  const asked = `Programme : ${labels[program] ?? program}${level ? ` (${level})` : ''}`
  return message ? `${asked}\n${message}` : asked
}

/** « 1 500,50 DOP (Espèces), reçu le 20 novembre 2026 », then the note: a gift in the timeline. */
export function giftText(gift: { amountCents: number; currency: string; method: string; date: string; note: string }) {
  const method = GIFT_METHOD_LABELS[gift.method as GiftMethod] ?? gift.method
  const given = `${formatMoney(gift.amountCents, gift.currency)} (${method}), reçu le ${formatLongDate(gift.date)}`
  return gift.note ? `${given}\n${gift.note}` : given
}

/** The tables a timeline entry comes from, in the order entries of the same instant are shown (last first). */
const TIMELINE_SOURCES = [
  'member_registrations',
  'contact_messages',
  'programme_requests',
  'newsletter_subscribers',
  'gifts',
  'person_timeline',
]

/** Newest first; at the same instant, what staff recorded before what was sent, then the later row. */
export function compareTimeline(
  a: { at: string; ref: { table: string; id: number } | null },
  b: { at: string; ref: { table: string; id: number } | null },
): number {
  const rank = (entry: typeof a) => TIMELINE_SOURCES.indexOf(entry.ref?.table ?? '')
  return b.at.localeCompare(a.at) || rank(b) - rank(a) || (b.ref?.id ?? 0) - (a.ref?.id ?? 0)
}

/** A newsletter subscriber's state, as the timeline says it. */
export const SUBSCRIPTION_STATE_LABELS: Record<string, string> = {
  pending: 'À confirmer',
  confirmed: 'Confirmé',
  unsubscribed: 'Désabonné',
}

/** The consent's source when staff record it. */
export const CONSENT_SOURCES = {
  staff: 'secrétariat',
  registration: 'formulaire d’inscription',
} as const

export const consentLabel = (channel: ConsentChannel) => CONSENT_CHANNEL_LABELS[channel]

/** The French texts of the people routes' refusals (server and mocks). */
export const PEOPLE_MESSAGES = {
  unknownHousehold: 'Ce foyer n’existe pas.',
  mergeIntoItself: 'Une personne ne peut pas être fusionnée avec elle-même.',
  alreadyMerged: 'Cette fiche a déjà été fusionnée dans une autre.',
  nothingToUndo: 'Aucune fusion à annuler pour cette personne.',
  undoTooLate: 'Une fusion ne peut être annulée que le jour même.',
  noEmail: 'Cette personne n’a pas d’adresse e-mail.',
  emailRefused: 'Cette personne a refusé d’être contactée par e-mail.',
  unknownTemplate: 'Ce modèle de message n’existe pas.',
  invalidTemplateKey: 'Clé de modèle invalide : lettres minuscules, chiffres et _ seulement.',
  noPhone: 'Cette personne n’a pas de numéro de téléphone.',
  figuresFromRoll:
    'Le registre des personnes est déclaré complet : les chiffres en sont comptés. Déclarez-le incomplet pour les saisir.',
} as const

/** The fields of a person, in French, for the audit line of a change (never their values). */
const FIELD_LABELS = {
  firstName: 'prénom',
  lastName: 'nom',
  email: 'e-mail',
  phone: 'téléphone',
  phone2: 'second téléphone',
  birthDate: 'date de naissance',
  address: 'adresse',
  city: 'ville',
  gender: 'genre',
  maritalStatus: 'état civil',
  occupation: 'profession',
  firstVisitDate: 'première visite',
  membershipDate: 'date d’adhésion',
  baptized: 'baptême',
  baptismDate: 'date de baptême',
  baptismChurch: 'église du baptême',
  previousChurch: 'église précédente',
  emergencyContact: 'contact d’urgence',
  emergencyPhone: 'téléphone d’urgence',
  languages: 'langues',
  householdId: 'foyer',
  householdRole: 'rôle dans le foyer',
  consents: 'consentements',
} as const

/**
 * « statut (Visiteur → Membre), téléphone »: what a change of `before` by `fields` (a PATCH's
 * body) changes, named by the fields' French names; statuses are the only values it says.
 */
export function describeChanges(
  before: Omit<Person, 'timeline' | 'household'>,
  fields: Partial<Record<keyof typeof FIELD_LABELS | 'status' | 'followUpStep', unknown>>,
): string {
  const parts: string[] = []
  const status = fields.status as PersonStatus | undefined
  if (status !== undefined && status !== before.status)
    parts.push(`statut (${PERSON_STATUS_LABELS[before.status]} → ${PERSON_STATUS_LABELS[status]})`)
  const step = fields.followUpStep as FollowUpStep | undefined
  if (step !== undefined && step !== before.followUpStep)
    parts.push(`suivi (${FOLLOW_UP_STEP_LABELS[before.followUpStep]} → ${FOLLOW_UP_STEP_LABELS[step]})`)
  for (const [field, label] of Object.entries(FIELD_LABELS) as [keyof typeof FIELD_LABELS, string][]) {
    const value = fields[field]
    if (value === undefined) continue
    let changed: boolean
    if (field === 'consents') {
      const current = Object.fromEntries(before.consents.map((consent) => [consent.channel, consent.granted]))
      changed = Object.entries(value as Record<string, boolean>).some(
        ([channel, granted]) => current[channel] !== granted,
      )
    } else changed = JSON.stringify(value) !== JSON.stringify(before[field])
    if (changed) parts.push(label)
  }
  return parts.length > 0 ? parts.join(', ') : 'aucun changement'
}
