// « Avant la mise en ligne »: every value of the church's data that is still one of the samples a
// new installation starts with (common/seed/), and the timetable's clashes, each with what to do
// and the dashboard's form that fixes it. Computed from the stored data (the server's GET /api/admin/launch-checklist, the mocks alike), so
// the list shrinks as the church fills in its own. Pure: no clock, no storage.
import { adminTabPath } from './admin-dashboard-pages.ts'
import { calendarItems } from './launch-checklist-calendar.ts'
import { formatPhone } from './phone.ts'
import { church } from './seed/church.ts'
import { SITE_CONTENT_PARTS, type SiteContent } from './schemas/site-content.ts'
import type { LaunchItem } from './schemas/launch-checklist.ts'
import { siteFormPath, type SiteFormId } from './site-forms.ts'

export interface LaunchChecklistInput {
  site: SiteContent
  /** The account the « Faire un don » links go to. */
  paypalEmail: string
  /** Gallery photos that are still the generated samples. */
  samplePhotos: number
  /** The timetable, in its order. */
  services: readonly { id: number; name: string; day: string; time: string }[]
  /** Every event of the calendar. */
  events: readonly { title: string; description: string }[]
}

/** `example.org` and its kin are reserved for examples (RFC 2606). */
const SAMPLE_EMAIL = /@example\.(org|com|net)$/i
/** 555-0100 to 555-0199 are the fictional numbers of the Dominican area codes. */
const SAMPLE_PHONE = /(809|829|849)5550[01]\d\d/
/** The samples' people are all called « Exemple ». */
const SAMPLE_NAME = /\bExemple\b/
const TO_CONFIRM = /à confirmer/i
/** The networks a social link points to; the church's own site at its root is not a placeholder. */
const NETWORKS = /^(?:(?:www|m|web)\.)?(?:facebook|youtube|instagram|tiktok|twitter|x|linkedin|threads)\.(?:com|net)$/i
/** The fields that hold a phone number (E.164), shown as the site shows it. */
const PHONE_KEYS = new Set(['phone', 'number'])

const FORM_OF: Record<keyof SiteContent, SiteFormId> = {
  identity: 'contacts',
  pastor: 'contacts',
  contacts: 'contacts',
  social: 'reseaux',
  descriptions: 'descriptions',
  history: 'histoire',
  leaders: 'equipe',
  directors: 'directeurs',
  ministries: 'ministeres',
  feproba: 'feproba',
  isl: 'isl',
  confession: 'confession',
}

const FIELD_LABELS: Record<string, string> = {
  name: 'nom',
  phone: 'téléphone',
  number: 'numéro WhatsApp',
  email: 'e-mail',
  main: 'e-mail de l’église',
  pastor: 'e-mail du pasteur',
  street: 'adresse',
  taxNumber: 'numéro fiscal',
  href: 'lien',
}

const ACTIONS = {
  email: 'Remplacez-la par une adresse que l’église consulte.',
  phone: 'Remplacez-le par le vrai numéro : le site l’affiche et l’appelle.',
  churchPhone: 'Remplacez-le par le vrai numéro : le site l’affiche, l’appelle et en fait les liens WhatsApp.',
  name: 'Remplacez-le par le vrai nom.',
  street: 'Écrivez l’adresse exacte : le site l’affiche et en fait le lien vers la carte.',
  taxNumber: 'Écrivez le numéro fiscal (RNC) de la fondation.',
  toConfirm: 'Remplacez « à confirmer » par la valeur exacte.',
  social:
    'Mettez l’adresse de la page de l’église sur ce réseau (ex. https://www.facebook.com/votre-eglise), ou retirez le lien.',
} as const

/**
 * What to do with a text the samples carry, or undefined when it is the church's own: `key` is the
 * field's own name. An empty value is not a sample: a director's phone or e-mail not published yet
 * shows « À venir », a leader without a photo shows their initials, both what the church means
 * until it fills them in.
 */
function sampleAction(part: keyof SiteContent, key: string, value: string): string | undefined {
  if (key === 'street' && TO_CONFIRM.test(value)) return ACTIONS.street
  if (part === 'feproba' && key === 'taxNumber' && (value === church.feproba.taxNumber || TO_CONFIRM.test(value)))
    return ACTIONS.taxNumber
  if (TO_CONFIRM.test(value)) return ACTIONS.toConfirm
  if ((key === 'email' || key === 'main' || key === 'pastor') && SAMPLE_EMAIL.test(value)) return ACTIONS.email
  if (PHONE_KEYS.has(key) && SAMPLE_PHONE.test(value.replace(/\D/g, '')))
    return part === 'contacts' ? ACTIONS.churchPhone : ACTIONS.phone
  if (key === 'name' && SAMPLE_NAME.test(value)) return ACTIONS.name
  if (part === 'social' && key === 'href' && isBareNetworkLink(value)) return ACTIONS.social
  return undefined
}

/**
 * A social link to the network itself (https://www.youtube.com/, https://facebook.com) rather than
 * to the church's channel or page on it.
 */
function isBareNetworkLink(href: string): boolean {
  try {
    const url = new URL(href)
    return url.pathname.replace(/\/+$/, '') === '' && NETWORKS.test(url.hostname)
  } catch {
    return false
  }
}

/** Each string of `value` with its path, and the name of the list entry it belongs to. */
function* texts(value: unknown, path: string[], entry?: string): Generator<[string[], string, string | undefined]> {
  if (typeof value === 'string') yield [path, value, entry]
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) {
      const named = (item as { name?: unknown; label?: unknown } | null) ?? {}
      const name = typeof named.name === 'string' ? named.name : typeof named.label === 'string' ? named.label : entry
      yield* texts(item, [...path, String(index)], name)
    }
  else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value)) yield* texts(child, [...path, key], entry)
}

function siteItems(site: SiteContent): LaunchItem[] {
  const items: LaunchItem[] = []
  for (const part of Object.keys(FORM_OF) as (keyof SiteContent)[]) {
    for (const [path, value, entry] of texts(site[part], [part])) {
      const key = path.at(-1) ?? part
      const action = sampleAction(part, key, value)
      if (!action) continue
      const form = part === 'contacts' && key === 'hoursNote' ? 'horaires' : FORM_OF[part]
      const field = FIELD_LABELS[key] ?? key
      const where = entry ? `${SITE_CONTENT_PARTS[part]} — ${entry}` : SITE_CONTENT_PARTS[part]
      items.push({
        key: path.join('.'),
        label: capitalise(`${where} : ${field}`),
        value: PHONE_KEYS.has(key) ? formatPhone(value) : value,
        action,
        href: siteFormPath(form),
      })
    }
  }
  return items
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Every value still a sample, in the order of the dashboard's forms, then the other tabs. */
export function launchChecklist({
  site,
  paypalEmail,
  samplePhotos,
  services,
  events,
}: LaunchChecklistInput): LaunchItem[] {
  const items = [...siteItems(site), ...calendarItems(services, events)]
  if (paypalEmail === church.donation.paypalEmail || SAMPLE_EMAIL.test(paypalEmail))
    items.push({
      key: 'donation.paypalEmail',
      label: 'Compte PayPal des dons',
      value: paypalEmail,
      action: 'Indiquez le compte PayPal de l’église : les dons du site y arrivent.',
      href: adminTabPath('dons'),
    })
  if (samplePhotos > 0)
    items.push({
      key: 'gallery',
      label: `Galerie : ${samplePhotos} photo${samplePhotos > 1 ? 's' : ''} d’exemple générée${samplePhotos > 1 ? 's' : ''}`,
      value: '',
      action: 'Ajoutez les photos de l’église, puis retirez celles d’exemple.',
      href: adminTabPath('galerie'),
    })
  return items
}
