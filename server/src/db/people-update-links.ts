// The single-use links a person corrects their own details with (/mes-informations/<token>).
// Like every other link token of this database, only the token's SHA-256 is stored: a copy of the
// database (a backup) cannot be used to act for the person. A link serves once and lives 7 days.
import { createHash, randomBytes } from 'node:crypto'
import { SELF_FIELD_LABELS, selfUpdateEntry, UPDATE_ENTRY_TITLE } from '#common/people-rights.ts'
import { normalizePhone } from '#common/phone.ts'
import { CONSENT_CHANNELS, type ConsentChannel, type PersonLanguage } from '#common/schemas/people.ts'
import {
  type SelfDetails,
  type SelfUpdate,
  UPDATE_LINK_DAYS,
  UPDATE_TOKEN_PATTERN,
} from '#common/schemas/people-update.ts'
import type { Db } from './database.ts'
import { CONSENT_SOURCE_UPDATE_LINK, recordConsents } from './people-consents.ts'

const LINK_LIFETIME_MS = UPDATE_LINK_DAYS * 24 * 3600_000

export const hashUpdateToken = (token: string) => createHash('sha256').update(token).digest('hex')

export type LinkState =
  | { state: 'valid'; personId: number; tokenHash: string; expiresAt: string }
  | { state: 'unknown' | 'used' | 'expired' }

interface PersonDetailsRow {
  id: number
  first_name: string
  last_name: string
  email: string
  phone: string
  phone2: string
  birth_date: string
  address: string
  city: string
  languages: string
  merged_into: number | null
}

/** What the person may correct, by the API's name and the column it is stored in. */
const SELF_FIELDS = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  phone2: 'phone2',
  birthDate: 'birth_date',
  address: 'address',
  city: 'city',
} as const
type SelfField = keyof typeof SELF_FIELDS

/** The stored JSON list of a person's languages (French when it cannot be read). */
export const languagesOf = (stored: string): PersonLanguage[] => {
  try {
    const parsed: unknown = JSON.parse(stored)
    return Array.isArray(parsed) ? (parsed.filter((code) => typeof code === 'string') as PersonLanguage[]) : ['fr']
  } catch {
    return ['fr']
  }
}

export function createUpdateLinks(db: Db) {
  const insert = db.prepare<
    [{ hash: string; personId: number; createdBy: number | null; at: string; expiresAt: string }]
  >(
    `INSERT INTO person_update_links (token_hash, person_id, created_at, created_by, expires_at)
     VALUES (@hash, @personId, @at, @createdBy, @expiresAt)`,
  )
  const byHash = db.prepare<[string], { person_id: number; expires_at: string; used_at: string | null }>(
    'SELECT person_id, expires_at, used_at FROM person_update_links WHERE token_hash = ?',
  )
  const markUsed = db.prepare<[string, string, string]>(
    'UPDATE person_update_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
  )
  const person = db.prepare<[number], PersonDetailsRow>(
    `SELECT id, first_name, last_name, email, phone, phone2, birth_date, address, city, languages, merged_into
     FROM people WHERE id = ?`,
  )
  const consents = db.prepare<[number], { channel: ConsentChannel; granted: number }>(
    'SELECT channel, granted FROM person_consents WHERE person_id = ?',
  )
  const timeline = db.prepare<[{ personId: number; at: string; title: string; text: string; data: string }]>(
    `INSERT INTO person_timeline (person_id, kind, at, by_account, by_name, confidential, title, text, data)
     VALUES (@personId, 'update', @at, NULL, NULL, 0, @title, @text, @data)`,
  )

  /** The person a link was made for, following merges to the record they now live on in. */
  const livingPerson = (id: number): PersonDetailsRow | undefined => {
    let row = person.get(id)
    for (let hops = 0; row && row.merged_into !== null && hops < 100; hops += 1) row = person.get(row.merged_into)
    return row
  }

  const check = (token: string, now: Date): LinkState => {
    if (!UPDATE_TOKEN_PATTERN.test(token)) return { state: 'unknown' }
    const tokenHash = hashUpdateToken(token)
    const row = byHash.get(tokenHash)
    if (!row) return { state: 'unknown' }
    if (row.used_at !== null) return { state: 'used' }
    if (row.expires_at <= now.toISOString()) return { state: 'expired' }
    const living = livingPerson(row.person_id)
    return living ? { state: 'valid', personId: living.id, tokenHash, expiresAt: row.expires_at } : { state: 'unknown' }
  }

  return {
    /** A new link for person `personId`: the token (shown once, never stored) and when it expires. */
    create(personId: number, createdBy: number | null, now: Date): { token: string; expiresAt: string } {
      const token = randomBytes(32).toString('base64url')
      const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS).toISOString()
      insert.run({ hash: hashUpdateToken(token), personId, createdBy, at: now.toISOString(), expiresAt })
      return { token, expiresAt }
    },

    check,

    /** The person's details as the page shows them, for a valid link. */
    details(personId: number, expiresAt: string): SelfDetails | undefined {
      const row = person.get(personId)
      if (!row) return undefined
      const given = Object.fromEntries(consents.all(personId).map((c) => [c.channel, c.granted === 1]))
      return {
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        phone: row.phone,
        phone2: row.phone2,
        birthDate: row.birth_date,
        address: row.address,
        city: row.city,
        languages: languagesOf(row.languages),
        consents: Object.fromEntries(
          CONSENT_CHANNELS.map((channel) => [channel, given[channel] === true]),
        ) as SelfDetails['consents'],
        expiresAt,
      }
    },

    /**
     * Stores what the person sent and uses up the link, in one transaction: false when the link
     * was used (or expired) meanwhile, and nothing is stored. The change goes to the timeline,
     * the consents with « lien de mise à jour » as their source.
     */
    apply: db.transaction((link: { personId: number; tokenHash: string }, update: SelfUpdate, now: Date): boolean => {
      const at = now.toISOString()
      if (markUsed.run(at, link.tokenHash, at).changes !== 1) return false
      const row = person.get(link.personId)
      if (!row) return false
      const assignments: [string, unknown][] = []
      const changed: string[] = []
      for (const [field, column] of Object.entries(SELF_FIELDS) as [SelfField, string][]) {
        const value = update[field]
        if (value === undefined || value === row[column as keyof PersonDetailsRow]) continue
        assignments.push([column, value])
        if (field === 'phone' || field === 'phone2') assignments.push([`${column}_normalized`, normalizePhone(value)])
        changed.push(SELF_FIELD_LABELS[field])
      }
      if (update.languages !== undefined) {
        const languages = JSON.stringify(update.languages.length > 0 ? update.languages : ['fr'])
        if (languages !== row.languages) {
          assignments.push(['languages', languages])
          changed.push(SELF_FIELD_LABELS.languages)
        }
      }
      if (assignments.length > 0) {
        assignments.push(['updated_at', at])
        db.prepare(`UPDATE people SET ${assignments.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ?`).run(
          ...assignments.map(([, value]) => value),
          link.personId,
        )
      }
      const consents = recordConsents(db, link.personId, update.consents, CONSENT_SOURCE_UPDATE_LINK, at)
      const entry = selfUpdateEntry(changed, consents, update.consents)
      timeline.run({
        personId: link.personId,
        at,
        title: UPDATE_ENTRY_TITLE,
        text: entry.text,
        data: JSON.stringify(entry.data),
      })
      return true
    }),
  }
}
export type UpdateLinks = ReturnType<typeof createUpdateLinks>
