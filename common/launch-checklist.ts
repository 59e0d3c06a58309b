// « Avant la mise en ligne »: every value of the church's data that is still one of the samples a
// new installation starts with (common/seed/), each with the dashboard's form that fixes it.
// Computed from the stored data (the server's GET /api/admin/launch-checklist, the mocks alike), so
// the list shrinks as the church fills in its own. Pure: no clock, no storage.
import { adminTabPath } from './admin-dashboard-pages.ts'
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
}

/** `example.org` and its kin are reserved for examples (RFC 2606). */
const SAMPLE_EMAIL = /@example\.(org|com|net)$/i
/** 555-0100 to 555-0199 are the fictional numbers of the Dominican area codes. */
const SAMPLE_PHONE = /(809|829|849)5550[01]\d\d/
/** The samples' people are all called « Exemple ». */
const SAMPLE_NAME = /\bExemple\b/
const TO_CONFIRM = /à confirmer/i
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

/**
 * A text the samples carry: `key` is the field's own name. An empty value is not a sample: a
 * director's phone or e-mail not published yet shows « À venir », a leader without a photo shows
 * their initials, both what the church means until it fills them in.
 */
function isSampleText(key: string, value: string): boolean {
  if (TO_CONFIRM.test(value)) return true
  if (key === 'email' || key === 'main' || key === 'pastor') return SAMPLE_EMAIL.test(value)
  if (PHONE_KEYS.has(key) || key === 'href') return SAMPLE_PHONE.test(value.replace(/\D/g, ''))
  if (key === 'name') return SAMPLE_NAME.test(value)
  return false
}

/** A social link to the network's home page rather than the church's own page. */
const isBareNetworkLink = (href: string) => {
  try {
    return new URL(href).pathname === '/'
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
      const sample =
        isSampleText(key, value) ||
        (part === 'feproba' && key === 'taxNumber' && value === church.feproba.taxNumber) ||
        (part === 'social' && key === 'href' && isBareNetworkLink(value))
      if (!sample) continue
      const form = part === 'contacts' && key === 'hoursNote' ? 'horaires' : FORM_OF[part]
      const field = FIELD_LABELS[key] ?? key
      const where = entry ? `${SITE_CONTENT_PARTS[part]} — ${entry}` : SITE_CONTENT_PARTS[part]
      items.push({
        key: path.join('.'),
        label: capitalise(`${where} : ${field}`),
        value: PHONE_KEYS.has(key) ? formatPhone(value) : value,
        href: siteFormPath(form),
      })
    }
  }
  return items
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Every value still a sample, in the order of the dashboard's forms, then the other tabs. */
export function launchChecklist({ site, paypalEmail, samplePhotos }: LaunchChecklistInput): LaunchItem[] {
  const items = siteItems(site)
  if (paypalEmail === church.donation.paypalEmail || SAMPLE_EMAIL.test(paypalEmail))
    items.push({
      key: 'donation.paypalEmail',
      label: 'Compte PayPal des dons',
      value: paypalEmail,
      href: adminTabPath('dons'),
    })
  if (samplePhotos > 0)
    items.push({
      key: 'gallery',
      label: `Galerie : ${samplePhotos} photo${samplePhotos > 1 ? 's' : ''} d’exemple générée${samplePhotos > 1 ? 's' : ''}`,
      value: '',
      href: adminTabPath('galerie'),
    })
  return items
}
