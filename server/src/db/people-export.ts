// Everything stored about one person, as one readable JSON file (their right of access): their
// record, consents, household, what staff recorded, what they sent through the site, their gifts,
// the e-mails sent to them and the dates of their update links. The same rows the erasure
// removes (people-records.ts). Only secrets are left out: link tokens' hashes, the copies kept
// for matching (phone digits).
import { EXPORT_ABOUT } from '#common/people-rights.ts'
import type { Db } from './database.ts'
import { findPersonRecords, inList, personRows } from './people-records.ts'
import type { Viewer } from './people-timeline.ts'
import { languagesOf } from './people-update-links.ts'

/** Who asks: they get what the person's page shows them (people-timeline.ts). */
export type ExportViewer = Viewer

type Row = Record<string, unknown>

// Stored for matching or as secrets, never part of what a person is told: the phone digits
// (the phone itself is there), the folded search and sort keys (the names and e-mail are there),
// the hashes of link tokens, the link a mail makes when it leaves.
const LEFT_OUT = new Set([
  'phone_normalized',
  'phone2_normalized',
  'search_key',
  'sort_key',
  'confirm_token_hash',
  'unsubscribe_token_hash',
  'token_hash',
  'link',
  'person_id',
])

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase())

/** A stored row with the API's camelCase names, secrets and matching copies left out. */
function readable(row: Row): Row {
  const out: Row = {}
  for (const [column, value] of Object.entries(row)) if (!LEFT_OUT.has(column)) out[camel(column)] = value
  return out
}

export interface PersonExport {
  /** What this file is, in French, for the person who receives it. */
  about: string
  exportedAt: string
  person: Row
  /** Records of the same person merged into this one (kept while the merge can be undone). */
  mergedRecords: Row[]
  consents: Row[]
  household: Row | null
  timeline: Row[]
  /** What this export leaves out because the staff member asking may not read it. */
  leftOut: { confidentialNotes: number; gifts: number }
  registrations: Row[]
  messages: Row[]
  programmeRequests: Row[]
  newsletterSubscriptions: Row[]
  gifts: Row[]
  mails: Row[]
  updateLinks: Row[]
}

/** The export of person `personId` (not one merged into another), or undefined. */
export function exportPerson(db: Db, personId: number, viewer: ExportViewer, now: Date): PersonExport | undefined {
  const person = db.prepare<[number], Row>('SELECT * FROM people WHERE id = ?').get(personId)
  if (!person || person.merged_into !== null) return undefined
  const records = findPersonRecords(db, personId)
  if (!records) return undefined
  const { personIds } = records
  const all = (sql: string, values: readonly unknown[]) =>
    db
      .prepare<unknown[], Row>(sql)
      .all(...values)
      .map(readable)
  const rowsOf = (table: string, ids: readonly number[]) =>
    all(`SELECT * FROM ${table} WHERE id IN ${inList(ids)} ORDER BY id`, ids)
  const withLanguages = (row: Row) => ({
    ...readable(row),
    languages: languagesOf(String(row.languages)),
  })

  const mergedRecords = personRows(db, personId)
    .slice(1)
    .map((merged) => db.prepare<[number], Row>('SELECT * FROM people WHERE id = ?').get(merged.id))
    .filter((row): row is Row => row !== undefined)
    .map(withLanguages)

  const household =
    person.household_id === null
      ? null
      : (db
          .prepare<[unknown], Row>('SELECT name, address, city FROM households WHERE id = ?')
          .get(person.household_id) ?? null)

  const timelineRows = db
    .prepare<unknown[], Row & { confidential: number; by_account: number | null }>(
      `SELECT person_id, kind, at, by_name, by_account, confidential, title, text FROM person_timeline
       WHERE person_id IN ${inList(personIds)} ORDER BY at DESC, id DESC`,
    )
    .all(...personIds)
  // Confidential notes: their author and the administrators only, as on the person's page.
  const readableNote = (row: { confidential: number; by_account: number | null }) =>
    row.confidential === 0 || viewer.administrator || (viewer.accountId !== null && row.by_account === viewer.accountId)
  const timeline = timelineRows.filter(readableNote).map(({ by_account: _by, ...row }) => ({
    ...readable(row),
    confidential: row.confidential === 1,
  }))

  // The gifts only for those who keep the register (roles.ts): others only learn there are some.
  const gifts = viewer.seesGifts
    ? all(
        `SELECT id, date, amount_cents, currency, method, donor, note, created_at FROM gifts
         WHERE id IN ${inList(records.giftIds)} ORDER BY date, id`,
        records.giftIds,
      )
    : []

  const subscriptions = rowsOf('newsletter_subscribers', records.subscriberIds).map((subscription) => ({
    ...subscription,
    letters: all(
      `SELECT n.subject, d.created_at, d.sent_at FROM newsletter_deliveries d JOIN newsletters n ON n.id = d.newsletter_id
       WHERE d.subscriber_id = ? ORDER BY d.id`,
      [subscription.id],
    ),
  }))

  const { emails } = records.identity
  return {
    about: EXPORT_ABOUT,
    exportedAt: now.toISOString(),
    person: withLanguages(person),
    mergedRecords,
    consents: all(
      `SELECT channel, granted, at, source FROM person_consents WHERE person_id IN ${inList(personIds)} ORDER BY channel`,
      personIds,
    ).map((consent) => ({ ...consent, granted: consent.granted === 1 })),
    household: household && { ...household, role: person.household_role },
    timeline,
    leftOut: {
      confidentialNotes: timelineRows.length - timeline.length,
      gifts: records.giftIds.length - gifts.length,
    },
    registrations: rowsOf('member_registrations', records.registrationIds),
    messages: rowsOf('contact_messages', records.messageIds),
    programmeRequests: rowsOf('programme_requests', records.requestIds),
    newsletterSubscriptions: subscriptions,
    gifts,
    mails: all(
      `SELECT to_address, subject, body, created_at, sent_at FROM outbox
       WHERE lower(to_address) IN ${inList(emails)} ORDER BY created_at, id`,
      emails,
    ),
    // The links' dates only: their tokens are secrets, and only hashes are stored anyway.
    updateLinks: all(
      `SELECT created_at, expires_at, used_at FROM person_update_links
       WHERE person_id IN ${inList(personIds)} ORDER BY created_at`,
      personIds,
    ),
  }
}
