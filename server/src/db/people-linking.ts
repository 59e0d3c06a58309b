// Every submission belongs to a person: the one with the same e-mail (any letter case) or the same
// phone digits (normalizePhone, on either of their phones), else a new visitor. The rules are those
// of the registrations' duplicates (common/member-duplicates.ts). A merged person is never the
// answer: the search follows merged_into to the person they now live on in. New submissions are
// linked in the transaction that stores them; the rows stored before the people existed are linked
// once at start-up (linkExisting), oldest first, so the first submission makes the person.
import { emailKey } from '#common/member-duplicates.ts'
import { normalizePhone } from '#common/phone.ts'
import { CONSENT_SOURCES, splitName } from '#common/people-rules.ts'
import { foldForSearch } from '#common/search.ts'
import type { ConsentChannel, FollowUpStep } from '#common/schemas/people.ts'
import type { Statement } from 'better-sqlite3'
import type { Db } from './database.ts'
import { columnValues, TEXT_COLUMNS, TEXT_FIELDS, type TextField } from './people-columns.ts'
import type { PeopleRepository, PersonFields } from './people-repository.ts'

/** The tables whose rows belong to a person (their person_id column). */
export const LINKED_TABLES = [
  'member_registrations',
  'contact_messages',
  'programme_requests',
  'newsletter_subscribers',
  'gifts',
] as const
export type LinkedTable = (typeof LINKED_TABLES)[number]

/** What a submission tells about its sender. */
export interface Sender {
  /** The texts it gives (names, e-mail, phone, and what a registration asks: address, birth date…). */
  fields: Partial<Record<TextField, string>>
  /** A registration asks for a follow-up: « à contacter » unless one is already under way. */
  followUp?: FollowUpStep
  /** The consents the form asked for, if it did. */
  consents?: Partial<Record<ConsentChannel, boolean>> | undefined
}

interface RegistrationRow {
  id: number
  created_at: string
  first_name: string
  last_name: string
  email: string
  phone: string
  date_of_birth: string
  address: string
  city: string
  occupation: string
  marital_status: string
  baptized: string
  previous_church: string
  emergency_contact: string
  emergency_phone: string
  status: string
}

/** A registration's follow-up status as the person's follow-up step. */
const STEP_OF_REGISTRATION: Record<string, FollowUpStep> = {
  nouveau: 'a_contacter',
  contacte: 'contacte',
  accueilli: 'accueilli',
  archive: '',
}

/** A membership registration's answers as its sender's fields. */
export function registrationSender(
  r: {
    firstName: string
    lastName: string
    email: string
    phone: string
    dateOfBirth: string
    address: string
    city: string
    occupation?: string | undefined
    maritalStatus?: string | undefined
    baptized?: string | undefined
    previousChurch?: string | undefined
    emergencyContact?: string | undefined
    emergencyPhone?: string | undefined
    consents?: Partial<Record<ConsentChannel, boolean>> | undefined
  },
  followUp: FollowUpStep = 'a_contacter',
): Sender {
  return {
    fields: {
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phone: r.phone,
      birthDate: r.dateOfBirth,
      address: r.address,
      city: r.city,
      occupation: r.occupation ?? '',
      maritalStatus: r.maritalStatus ?? '',
      baptized: r.baptized ?? '',
      previousChurch: r.previousChurch ?? '',
      emergencyContact: r.emergencyContact ?? '',
      emergencyPhone: r.emergencyPhone ?? '',
    },
    followUp,
    consents: r.consents,
  }
}

/** A form with one « Nom » field (contact, FEPROBA, ISL). */
export const namedSender = (s: { name: string; email: string; phone?: string | undefined }): Sender => ({
  fields: { ...splitName(s.name), email: s.email, phone: s.phone ?? '' },
})

/** A newsletter subscriber: an e-mail address alone. */
export const subscriberSender = (email: string): Sender => ({ fields: { email } })

export function createPeopleLinker(db: Db, people: PeopleRepository) {
  // Two lookups, each on its index (an OR of both made SQLite read the whole roll for every
  // submission): the e-mail first, as it names one person more surely than a shared phone.
  // Living people before merged ones, then the oldest.
  const byEmail = db
    .prepare<[string], number>(
      `SELECT id FROM people WHERE email <> '' AND lower(email) = ?
       ORDER BY merged_into IS NOT NULL, id LIMIT 1`,
    )
    .pluck()
  const byPhone = db
    .prepare<[{ phone: string }], number>(
      `SELECT id FROM (
         SELECT id, merged_into FROM people WHERE phone_normalized <> '' AND phone_normalized = @phone
         UNION SELECT id, merged_into FROM people WHERE phone2_normalized <> '' AND phone2_normalized = @phone)
       ORDER BY merged_into IS NOT NULL, id LIMIT 1`,
    )
    .pluck()
  const mergedInto = db.prepare<[number], number | null>('SELECT merged_into FROM people WHERE id = ?').pluck()
  const byFoldedName = db
    .prepare<[string], number>(
      `SELECT id FROM people WHERE merged_into IS NULL AND first_name <> ''
         AND fold(trim(first_name || ' ' || last_name)) = ? LIMIT 2`,
    )
    .pluck()
  const setLinks = Object.fromEntries(
    LINKED_TABLES.map((table) => [
      table,
      db.prepare<[number, number]>(`UPDATE ${table} SET person_id = ? WHERE id = ? AND person_id IS NULL`),
    ]),
  ) as Record<LinkedTable, Statement<[number, number]>>
  const unlinked = {
    registrations: db.prepare<[], RegistrationRow>(
      `SELECT id, created_at, first_name, last_name, email, phone, date_of_birth, address, city, occupation,
         marital_status, baptized, previous_church, emergency_contact, emergency_phone, status
       FROM member_registrations WHERE person_id IS NULL`,
    ),
    named: (table: 'contact_messages' | 'programme_requests') =>
      db.prepare<[], { id: number; created_at: string; name: string; email: string; phone: string }>(
        `SELECT id, created_at, name, email, phone FROM ${table} WHERE person_id IS NULL`,
      ),
    subscribers: db.prepare<[], { id: number; created_at: string; email: string }>(
      'SELECT id, created_at, email FROM newsletter_subscribers WHERE person_id IS NULL',
    ),
    gifts: db.prepare<[], { id: number; donor: string }>(
      "SELECT id, donor FROM gifts WHERE person_id IS NULL AND trim(donor) <> '' ORDER BY created_at, id",
    ),
  }

  /** The one person named exactly `name` (any case, any accent), if there is exactly one. */
  const onlyOneNamed = (name: string): number | undefined => {
    const [id, another] = byFoldedName.all(foldName(name))
    return another === undefined ? id : undefined
  }

  /** The person living on `id` (following merges). */
  const resolve = (id: number): number => {
    let current = id
    for (let hops = 0; hops < 100; hops += 1) {
      const next = mergedInto.get(current)
      if (next === null || next === undefined) return current
      current = next
    }
    return current
  }

  /** The person with this e-mail or phone, or undefined. */
  const find = (email: string, phone: string): number | undefined => {
    const key = email ? emailKey(email.trim()) : ''
    const digits = normalizePhone(phone)
    const id = (key ? byEmail.get(key) : undefined) ?? (digits ? byPhone.get({ phone: digits }) : undefined)
    return id === undefined ? undefined : resolve(id)
  }

  /** Completes what the person left empty; a second phone goes to phone2 when it is free. */
  const complete = (id: number, sender: Sender, at: string) => {
    const row = people.findRow(id)
    if (!row) return
    const assignments: [string, string][] = []
    for (const field of TEXT_FIELDS) {
      const value = sender.fields[field]?.trim()
      if (!value || field === 'phone2') continue
      const current = row[TEXT_COLUMNS[field]]
      if (current === '') assignments.push(...columnValues(field, value))
      else if (field === 'phone') {
        const digits = normalizePhone(value)
        if (digits && digits !== row.phone_normalized && digits !== row.phone2_normalized && row.phone2 === '')
          assignments.push(...columnValues('phone2', value))
      }
    }
    if (sender.followUp && row.follow_up_step === '') assignments.push(['follow_up_step', sender.followUp])
    if (assignments.length === 0) return
    assignments.push(['updated_at', at])
    db.prepare(`UPDATE people SET ${assignments.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ?`).run(
      ...assignments.map(([, value]) => value),
      id,
    )
  }

  /** The sender's person: found by e-mail or phone (and completed), else a new visitor. */
  const personFor = (sender: Sender, now: Date): number => {
    const at = now.toISOString()
    const found = find(sender.fields.email ?? '', sender.fields.phone ?? '')
    let id: number
    if (found !== undefined) {
      id = found
      complete(id, sender, at)
    } else {
      const fields: Record<string, string> = {}
      for (const field of TEXT_FIELDS) {
        const value = sender.fields[field]?.trim()
        if (value) fields[field] = value
      }
      id = people.create({ ...fields, followUpStep: sender.followUp ?? '' } as PersonFields, now)
    }
    if (sender.consents) people.setConsents(id, sender.consents, at, CONSENT_SOURCES.registration)
    return id
  }

  /** Links a stored row to its sender's person; meant to run in the transaction that stored it. */
  const link = (table: LinkedTable, rowId: number, sender: Sender, now: Date): number => {
    const id = personFor(sender, now)
    setLinks[table].run(id, rowId)
    return id
  }

  return {
    find,
    personFor,
    link,
    /** Links a gift to a person chosen in the dashboard, or to the one person with the donor's name. */
    linkGiftByName(giftId: number, donor: string): number | undefined {
      const id = onlyOneNamed(donor)
      if (id !== undefined) setLinks.gifts.run(id, giftId)
      return id
    },
    linkGiftTo: (giftId: number, personId: number): void => void setLinks.gifts.run(personId, giftId),

    /**
     * Links every row stored without a person, oldest first across the tables (the first
     * submission makes the person, the later ones find it). Gifts name no e-mail nor phone: one is
     * linked only to the one person with exactly the donor's name, and never makes a person.
     * Idempotent: rows already linked are left alone. Returns how many rows it linked.
     */
    linkExisting: db.transaction((now: Date): number => {
      type Pending = { table: LinkedTable; id: number; createdAt: string; sender: Sender }
      const pending: Pending[] = [
        ...unlinked.registrations.all().map(
          (r): Pending => ({
            table: 'member_registrations',
            id: r.id,
            createdAt: r.created_at,
            sender: registrationSender(
              {
                firstName: r.first_name,
                lastName: r.last_name,
                email: r.email,
                phone: r.phone,
                dateOfBirth: r.date_of_birth,
                address: r.address,
                city: r.city,
                occupation: r.occupation,
                maritalStatus: r.marital_status,
                baptized: r.baptized,
                previousChurch: r.previous_church,
                emergencyContact: r.emergency_contact,
                emergencyPhone: r.emergency_phone,
              },
              STEP_OF_REGISTRATION[r.status] ?? '',
            ),
          }),
        ),
        ...(['contact_messages', 'programme_requests'] as const).flatMap((table) =>
          unlinked
            .named(table)
            .all()
            .map((row): Pending => ({ table, id: row.id, createdAt: row.created_at, sender: namedSender(row) })),
        ),
        ...unlinked.subscribers.all().map(
          (row): Pending => ({
            table: 'newsletter_subscribers',
            id: row.id,
            createdAt: row.created_at,
            sender: subscriberSender(row.email),
          }),
        ),
      ]
      pending.sort(
        (a, b) =>
          a.createdAt.localeCompare(b.createdAt) ||
          LINKED_TABLES.indexOf(a.table) - LINKED_TABLES.indexOf(b.table) ||
          a.id - b.id,
      )
      for (const row of pending) {
        const sender = row.sender
        // A person made from an old row was created when that row came in.
        link(row.table, row.id, sender, new Date(Date.parse(row.createdAt) || now.getTime()))
      }
      let gifts = 0
      for (const gift of unlinked.gifts.all()) {
        const id = onlyOneNamed(gift.donor)
        if (id === undefined) continue
        setLinks.gifts.run(id, gift.id)
        gifts += 1
      }
      return pending.length + gifts
    }),
  }
}
export type PeopleLinker = ReturnType<typeof createPeopleLinker>

/** The donor's name as fold() compares it: trimmed, single spaces, any case, any accent. */
const foldName = (name: string) => foldForSearch(name.trim().replace(/\s+/g, ' '))

/**
 * Links a gift recorded in the dashboard: to the person chosen, else to the one with the giver's
 * e-mail or phone (a new one named by `donor` when there is none), else to the one person named
 * exactly `donor`; an anonymous gift, or a family's, stays without a person.
 */
export function linkGift(
  app: { peopleLinker: PeopleLinker },
  giftId: number,
  donor: string,
  giver: { personId: number | null; email: string; phone: string },
  now: Date,
): void {
  const linker = app.peopleLinker
  if (giver.personId !== null) linker.linkGiftTo(giftId, giver.personId)
  else if (giver.email || giver.phone)
    linker.link('gifts', giftId, { fields: { ...splitName(donor), email: giver.email, phone: giver.phone } }, now)
  else if (donor.trim()) linker.linkGiftByName(giftId, donor)
}
