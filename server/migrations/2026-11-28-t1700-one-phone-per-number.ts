// One field per phone number in the site's content document (site_content.document, JSON). Until
// now the church's phone and each leader's were two fields, the number shown and the number
// dialled, and the WhatsApp link a social link typed apart: a pastor who changed only the shown
// number had the site read « Appeler le » the new number while every call and WhatsApp link still
// reached the old one. Each number becomes one E.164 string (+18095821234) the site shows, dials
// and opens WhatsApp with; the WhatsApp link becomes `contacts.whatsapp`, the church's phone or a
// number of its own.
//
// When the two fields of a pair disagree, the dialled one wins: it is the number people who tapped
// « Appeler » actually reached, so the one the church answers; the shown one was a text nobody
// could tap. A director's phone (one typed text) is read as the site reads a typed number now;
// one that cannot be dialled from abroad (no area code) was a broken link and becomes empty, which
// the site shows « À venir ». Plain JSON, no app code (docs/decisions/0001).
import type { Database } from 'better-sqlite3'

const E164 = /^\+[1-9]\d{6,14}$/
const NANP = /^1[2-9]\d{2}[2-9]\d{6}$/

/** A typed number in E.164, as common/phone.ts toE164 reads it today; undefined when unreadable. */
function toE164(value: string): string | undefined {
  const text = value.trim()
  const spelling = /^(\+|00)?[\d\s().-]+$/.exec(text)
  if (!spelling) return undefined
  const digits = text.replace(/\D/g, '').slice(spelling[1] === '00' ? 2 : 0)
  const number =
    spelling[1] !== undefined ? digits : digits.length === 10 ? `1${digits}` : /^1\d{10}$/.test(digits) ? digits : ''
  if (!E164.test(`+${number}`)) return undefined
  if (number.startsWith('1') && !NANP.test(number)) return undefined
  return `+${number}`
}

interface Pair {
  display?: unknown
  tel?: unknown
}

/** The number of a shown/dialled pair: the dialled one, else the shown one read as typed. */
function fromPair(pair: unknown): unknown {
  if (typeof pair !== 'object' || pair === null) return pair
  const { display, tel } = pair as Pair
  const dialled = typeof tel === 'string' ? toE164(tel) : undefined
  const shown = typeof display === 'string' ? toE164(display) : undefined
  return dialled ?? shown ?? tel
}

/** A wa.me or api.whatsapp.com/send link: a chat with a number, not a page on a network. */
const WHATSAPP_CHAT = /^https?:\/\/(?:www\.)?(?:wa\.me|api\.whatsapp\.com\/send|whatsapp\.com\/send)(?:[/?]|$)/i

function chatNumber(href: string): string | undefined {
  try {
    const url = new URL(href)
    const digits = (url.searchParams.get('phone') ?? url.pathname).replace(/\D/g, '')
    return E164.test(`+${digits}`) ? `+${digits}` : undefined
  } catch {
    return undefined
  }
}

type Doc = Record<string, unknown> & {
  contacts?: Record<string, unknown>
  leaders?: Record<string, unknown>[]
  directors?: Record<string, unknown>[]
  social?: { label?: unknown; href?: unknown }[]
}

function read(db: Database): Doc | undefined {
  const row = db.prepare<[], { document: string }>('SELECT document FROM site_content WHERE id = 1').get()
  return row ? (JSON.parse(row.document) as Doc) : undefined
}

function write(db: Database, doc: Doc) {
  db.prepare('UPDATE site_content SET document = ? WHERE id = 1').run(JSON.stringify(doc))
}

export function up(db: Database): void {
  const doc = read(db)
  if (!doc) return
  const contacts = doc.contacts ?? {}
  const phone = fromPair(contacts.phone)
  const social = Array.isArray(doc.social) ? doc.social : []
  const chats = social.filter((link) => typeof link.href === 'string' && WHATSAPP_CHAT.test(link.href))
  const first = chats[0]
  const whatsapp = first === undefined ? undefined : chatNumber(String(first.href))
  doc.contacts = {
    ...contacts,
    phone,
    whatsapp:
      first === undefined || whatsapp === undefined
        ? { use: 'none', number: '' }
        : whatsapp === phone
          ? { use: 'phone', number: '' }
          : { use: 'other', number: whatsapp },
  }
  doc.social = social.filter((link) => !chats.includes(link))
  if (Array.isArray(doc.leaders))
    doc.leaders = doc.leaders.map((leader) => ({ ...leader, phone: fromPair(leader.phone) }))
  if (Array.isArray(doc.directors))
    doc.directors = doc.directors.map((director) => {
      const typed = typeof director.phone === 'string' ? director.phone : ''
      return { ...director, phone: typed.trim() === '' ? '' : (toE164(typed) ?? '') }
    })
  write(db, doc)
}

/** The pairs again (shown as the site showed them), and the WhatsApp number as a social link. */
export function down(db: Database): void {
  const doc = read(db)
  if (!doc) return
  const shown = (value: unknown) => {
    const nanp = typeof value === 'string' ? /^\+1(\d{3})(\d{3})(\d{4})$/.exec(value) : null
    return nanp ? `+1 (${nanp[1]}) ${nanp[2]}-${nanp[3]}` : value
  }
  const pair = (value: unknown) => ({ display: shown(value), tel: value })
  const { whatsapp, ...contacts } = doc.contacts ?? {}
  const chat = whatsapp as { use?: string; number?: string } | undefined
  const number = chat?.use === 'other' ? chat.number : chat?.use === 'phone' ? contacts.phone : undefined
  doc.contacts = { ...contacts, phone: pair(contacts.phone) }
  if (typeof number === 'string' && number !== '')
    doc.social = [...(doc.social ?? []), { label: 'WhatsApp', href: `https://wa.me/${number.replace(/\D/g, '')}` }]
  if (Array.isArray(doc.leaders)) doc.leaders = doc.leaders.map((leader) => ({ ...leader, phone: pair(leader.phone) }))
  write(db, doc)
}
