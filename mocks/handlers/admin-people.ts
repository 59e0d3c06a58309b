// The people, on the mock's store, with the server's rules (server/src/db/people-*.ts and
// server/src/routes/admin/people-routes.ts, household-routes.ts, message-template-routes.ts,
// roll-routes.ts): the list and its filters, a person and their timeline, notes (confidential ones
// only for their author and administrators), calls, e-mails through the outbox, merges and their
// undo, households, templates, the roll's switch; and each submission linked to its person.
// tests/contract/admin-people-cases.ts checks the answers against the server's.
import { http, HttpResponse } from 'msw'
import { API_MESSAGES } from '#common/api-messages.ts'
import { churchDate, churchMonth } from '#common/church-time.ts'
import { emailKey } from '#common/member-duplicates.ts'
import {
  birthdayWeek,
  CONSENT_SOURCES,
  compareTimeline,
  contactTitle,
  describeChanges,
  giftText,
  isBirthdayAmong,
  NOT_FOLLOWED_UP,
  PEOPLE_MESSAGES,
  programmeText,
  renderTemplate,
  STATUS_ORDER,
  SUBSCRIPTION_STATE_LABELS,
  splitName,
  staleBefore,
  TIMELINE_TITLES,
  whatsAppUrl,
} from '#common/people-rules.ts'
import { addedBetween, PEOPLE_CSV, peopleCsvQuerySchema, type PersonCsvRow } from '#common/people-exports.ts'
import { normalizePhone } from '#common/phone.ts'
import type { MemberStats } from '#common/schemas/member-stats.ts'
import { pageOfRows } from '#common/schemas/paging.ts'
import {
  CONSENT_CHANNELS,
  CONTACT_OUTCOME_LABELS,
  HOUSEHOLD_ROLES,
  contactInputSchema,
  householdInputSchema,
  householdPatchSchema,
  messageTemplateInputSchema,
  mergeInputSchema,
  noteInputSchema,
  peopleQuerySchema,
  PERSON_TEXT_FIELDS,
  personEmailSchema,
  personInputSchema,
  personPatchSchema,
  rollCompleteInputSchema,
  type Consent,
  type ConsentChannel,
  type FollowUpStep,
  type Household,
  type Person,
  type PersonListItem,
  type TimelineEntry,
} from '#common/schemas/people.ts'
import { phoneDigitsOf, foldForSearch } from '#common/search.ts'
import { absentWeeksSchema, ATTENDANCE_MESSAGES, followUpAgainSchema } from '#common/schemas/attendance.ts'
import { z } from 'zod'
import type { SelfUpdate } from '#common/schemas/people-update.ts'
import { clockNow } from '../clock.ts'
import { audit } from '../audit.ts'
import type { LinkedTable, MockPerson } from '../people-state.ts'
import {
  ADMIN_API,
  apiError,
  csvResponse,
  fieldRefused,
  guarded,
  invalidFields,
  noContent,
  notFound,
  parseBody,
  parseId,
  parseQuery,
} from '../respond.ts'
import { currentAccount, mockAccounts, operator } from '../session.ts'
import { nextId, now, state } from '../state.ts'
import { peopleUpdateBridge } from './people-update.ts'
import { absentPeople } from './admin-attendance.ts'

type Store = typeof state.peopleStore
const store = (): Store => state.peopleStore

/** The texts of a person, as the server's TEXT_COLUMNS (in the same order). */
const TEXT_FIELDS = [...PERSON_TEXT_FIELDS, 'householdRole'] as const
type TextField = (typeof TEXT_FIELDS)[number]
type Fields = z.output<typeof personInputSchema>

const FOLLOW_UP_ROLES = ['administrateur', 'secretariat']
const GIFT_ROLES = ['administrateur', 'secretariat']

/** guarded, and the roles of FOLLOW_UP (« Contenu »: 403), as the server's routes declare. */
const followUp: typeof guarded = (resolver) =>
  guarded((info) =>
    FOLLOW_UP_ROLES.includes(currentAccount().role) ? resolver(info) : apiError(403, API_MESSAGES.forbidden),
  )

const named = (id: number) => `Personne n° ${id}`
const findRow = (id: number) => store().people.find((person) => person.id === id)
const findActive = (id: number) => {
  const person = findRow(id)
  return person && person.mergedInto === null ? person : undefined
}
const actor = () => ({ byAccount: currentAccount().id, byName: operator() })

function newPerson(fields: Partial<Record<TextField, string>>, at: string): MockPerson {
  const person: MockPerson = {
    id: nextId(store().people),
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    phone2: '',
    birthDate: '',
    address: '',
    city: '',
    gender: '',
    maritalStatus: '',
    occupation: '',
    firstVisitDate: '',
    membershipDate: '',
    baptized: '',
    baptismDate: '',
    baptismChurch: '',
    previousChurch: '',
    emergencyContact: '',
    emergencyPhone: '',
    householdRole: '',
    languages: ['fr'],
    status: 'visiteur',
    statusChangedAt: null,
    followUpStep: '',
    householdId: null,
    lastContactAt: null,
    mergedInto: null,
    mergedAt: null,
    createdAt: at,
    updatedAt: at,
  }
  for (const field of TEXT_FIELDS) if (fields[field] !== undefined) person[field] = fields[field] ?? ''
  return person
}

function addTimeline(
  personId: number,
  entry: { kind: TimelineEntry['kind']; title: string; text?: string },
  options: { at?: string; confidential?: boolean; data?: Record<string, unknown>; system?: boolean } = {},
): number {
  const id = nextId(store().timeline)
  store().timeline.push({
    id,
    personId,
    kind: entry.kind,
    at: options.at ?? now(),
    ...(options.system ? { byAccount: null, byName: null } : actor()),
    confidential: options.confidential ?? false,
    title: entry.title,
    text: entry.text ?? '',
    data: options.data ?? {},
  })
  return id
}

function setConsents(
  personId: number,
  given: Partial<Record<ConsentChannel, boolean>> | undefined,
  at: string,
  source: string,
) {
  for (const channel of CONSENT_CHANNELS) {
    const granted = given?.[channel]
    if (granted === undefined) continue
    const current = store().consents.find((c) => c.personId === personId && c.channel === channel)
    if (current?.granted === granted) continue
    if (current) Object.assign(current, { granted, at, source })
    else store().consents.push({ personId, channel, granted, at, source })
  }
}

const consentsOf = (personId: number): Consent[] =>
  store()
    .consents.filter((c) => c.personId === personId)
    .sort((a, b) => (a.channel < b.channel ? -1 : 1))
    .map(({ channel, granted, at, source }) => ({ channel: channel as ConsentChannel, granted, at, source }))

export function createPerson(fields: Partial<Fields>, at: string): MockPerson {
  const texts: Partial<Record<TextField, string>> = {}
  for (const field of TEXT_FIELDS) if (fields[field] !== undefined) texts[field] = fields[field]
  const person = newPerson(texts, at)
  const status = fields.status ?? 'visiteur'
  if (status === 'membre' && !fields.membershipDate) person.membershipDate = churchDate(new Date(at))
  Object.assign(person, {
    languages: fields.languages?.length ? fields.languages : ['fr'],
    status,
    followUpStep: fields.followUpStep ?? '',
    householdId: fields.householdId ?? null,
  })
  store().people.push(person)
  setConsents(person.id, fields.consents, at, CONSENT_SOURCES.staff)
  return person
}

function patchPerson(person: MockPerson, fields: Fields, at: string) {
  let changed = false
  for (const field of TEXT_FIELDS) {
    const value = fields[field]
    if (value === undefined) continue
    person[field] = value
    changed = true
  }
  if (fields.languages !== undefined) {
    person.languages = fields.languages.length ? fields.languages : ['fr']
    changed = true
  }
  if (fields.householdId !== undefined) {
    person.householdId = fields.householdId
    if (fields.householdId === null && fields.householdRole === undefined) person.householdRole = ''
    changed = true
  }
  if (fields.status !== undefined && fields.status !== person.status) {
    addTimeline(person.id, { kind: 'status', title: TIMELINE_TITLES.status(person.status, fields.status) }, { at })
    if (fields.status === 'membre' && !person.membershipDate && fields.membershipDate === undefined)
      person.membershipDate = churchDate(new Date(at))
    Object.assign(person, { status: fields.status, statusChangedAt: at })
    changed = true
  }
  if (fields.followUpStep !== undefined && fields.followUpStep !== person.followUpStep) {
    addTimeline(
      person.id,
      { kind: 'status', title: TIMELINE_TITLES.followUp(person.followUpStep, fields.followUpStep) },
      { at },
    )
    person.followUpStep = fields.followUpStep
    changed = true
  }
  if (changed) person.updatedAt = at
  setConsents(person.id, fields.consents, at, CONSENT_SOURCES.staff)
}

const toListItem = (p: MockPerson): PersonListItem => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  phone: p.phone,
  status: p.status,
  householdId: p.householdId,
  followUpStep: p.followUpStep,
  birthDate: p.birthDate,
  lastContactAt: p.lastContactAt,
})

const ROLE_RANK = (role: string) => {
  const rank = (HOUSEHOLD_ROLES as readonly string[]).indexOf(role)
  return rank < 0 ? HOUSEHOLD_ROLES.length : rank
}
const byBinary = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

function householdOf(id: number): Household | undefined {
  const household = store().households.find((h) => h.id === id)
  if (!household) return undefined
  const members = store()
    .people.filter((p) => p.householdId === id && p.mergedInto === null)
    .sort(
      (a, b) =>
        ROLE_RANK(a.householdRole) - ROLE_RANK(b.householdRole) ||
        byBinary(foldForSearch(a.firstName), foldForSearch(b.firstName)) ||
        a.id - b.id,
    )
    .map((p) => ({ id: p.id, firstName: p.firstName, lastName: p.lastName, role: p.householdRole }))
  return { ...household, members }
}

/** A person's timeline, as `viewer` may see it (server/src/db/people-timeline.ts). */
function timelineOf(personId: number, viewer: { accountId: number; administrator: boolean; seesGifts: boolean }) {
  const linked = (table: LinkedTable) =>
    new Set(
      store()
        .links.filter((l) => l.table === table && l.personId === personId)
        .map((l) => l.id),
    )
  const sent = (
    kind: TimelineEntry['kind'],
    table: LinkedTable,
    id: number,
    at: string,
    title: string,
    text: string,
  ) => ({
    kind,
    at,
    by: null,
    title,
    text,
    confidential: false,
    ref: { table, id },
  })
  const registrations = linked('member_registrations')
  const messages = linked('contact_messages')
  const requests = linked('programme_requests')
  const subscribers = linked('newsletter_subscribers')
  const gifts = linked('gifts')
  const entries: TimelineEntry[] = [
    ...state.members
      .filter((m) => registrations.has(m.id))
      .map((m) =>
        sent(
          'registration',
          'member_registrations',
          m.id,
          m.createdAt,
          TIMELINE_TITLES.registration,
          m.testimony ?? '',
        ),
      ),
    ...state.messages
      .filter((m) => messages.has(m.id))
      .map((m) =>
        sent('message', 'contact_messages', m.id, m.createdAt, TIMELINE_TITLES.message(m.subject), m.message),
      ),
    ...state.requests
      .filter((r) => requests.has(r.id))
      .map((r) =>
        sent(
          'programme_request',
          'programme_requests',
          r.id,
          r.createdAt,
          r.type === 'feproba_registration' ? TIMELINE_TITLES.feproba : TIMELINE_TITLES.isl,
          programmeText(r.type, r.program, r.level ?? '', r.message ?? ''),
        ),
      ),
    ...state.subscribers
      .filter((s) => subscribers.has(s.id))
      .map((s) =>
        sent(
          'subscription',
          'newsletter_subscribers',
          s.id,
          s.createdAt,
          TIMELINE_TITLES.subscription,
          SUBSCRIPTION_STATE_LABELS[s.status] ?? s.status,
        ),
      ),
    ...(viewer.seesGifts
      ? state.gifts
          .filter((g) => gifts.has(g.id))
          .map((g) => sent('gift', 'gifts', g.id, g.createdAt, TIMELINE_TITLES.gift, giftText(g)))
      : []),
    ...store()
      .timeline.filter(
        (row) =>
          row.personId === personId &&
          (!row.confidential || viewer.administrator || row.byAccount === viewer.accountId),
      )
      .map((row) => ({
        kind: row.kind,
        at: row.at,
        by: row.byName,
        title: row.title,
        text: row.text,
        confidential: row.confidential,
        ref: { table: 'person_timeline', id: row.id },
      })),
  ]
  return entries.sort(compareTimeline)
}

const viewerNow = () => {
  const account = currentAccount()
  return {
    accountId: account.id,
    administrator: account.role === 'administrateur',
    seesGifts: GIFT_ROLES.includes(account.role),
  }
}

/** The office's active accounts, by name (as the server's assignees). */
const assignees = () =>
  mockAccounts.items
    .filter((account) => account.status === 'actif' && ['administrateur', 'secretariat'].includes(account.role))
    .map(({ id, name }) => ({ id, name: name || 'Administrateur' }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'))

function toPerson(p: MockPerson): Person {
  const household = p.householdId === null ? undefined : householdOf(p.householdId)
  const entrusted = mockAccounts.items.find((account) => account.id === p.followUpBy)
  return {
    ...toListItem(p),
    followUpBy: entrusted ? { id: entrusted.id, name: entrusted.name } : null,
    phone2: p.phone2,
    address: p.address,
    city: p.city,
    gender: p.gender,
    maritalStatus: p.maritalStatus,
    occupation: p.occupation,
    firstVisitDate: p.firstVisitDate,
    membershipDate: p.membershipDate,
    baptized: p.baptized,
    baptismDate: p.baptismDate,
    baptismChurch: p.baptismChurch,
    previousChurch: p.previousChurch,
    emergencyContact: p.emergencyContact,
    emergencyPhone: p.emergencyPhone,
    languages: p.languages,
    householdRole: p.householdRole,
    statusChangedAt: p.statusChangedAt,
    createdAt: p.createdAt,
    consents: consentsOf(p.id),
    household: household
      ? {
          id: household.id,
          name: household.name,
          address: household.address,
          city: household.city,
          members: household.members,
        }
      : null,
    ministries: state.attendance.ministries
      .filter((m) => state.attendance.members.some((member) => member.ministryId === m.id && member.personId === p.id))
      .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))
      .map((m) => ({
        id: m.id,
        name: m.name,
        leader: state.attendance.members.some((x) => x.ministryId === m.id && x.personId === p.id && x.leader),
      })),
    timeline: timelineOf(p.id, viewerNow()),
  }
}

/** The list's filters and order (the server's WHERE and ORDER BY). */
function filteredPeople(query: z.output<typeof peopleQuerySchema>, at = clockNow()): MockPerson[] {
  const q = query.q.trim()
  const needle = foldForSearch(q)
  const digits = phoneDigitsOf(q)
  const week = query.birthdays === 'week' ? birthdayWeek(churchDate(at)) : []
  const weekText = week.join(',')
  const stale = staleBefore(at)
  const matches = (p: MockPerson) =>
    q === '' ||
    foldForSearch(`${p.firstName} ${p.lastName}`).includes(needle) ||
    foldForSearch(`${p.lastName} ${p.firstName}`).includes(needle) ||
    foldForSearch(p.email).includes(needle) ||
    (digits !== '' && (normalizePhone(p.phone).includes(digits) || normalizePhone(p.phone2).includes(digits)))
  const weekRank = (p: MockPerson) => (week.length === 0 ? 0 : weekText.indexOf(p.birthDate.slice(5, 10)) + 1)
  return store()
    .people.filter(
      (p) =>
        p.mergedInto === null &&
        matches(p) &&
        (!query.status || p.status === query.status) &&
        (query.followUp !== 'waiting' || p.followUpStep === 'a_contacter') &&
        (query.followUpBy === undefined || (p.followUpStep === 'a_contacter' && p.followUpBy === query.followUpBy)) &&
        (query.followUp !== 'stale' ||
          (!NOT_FOLLOWED_UP.includes(p.status) && (p.lastContactAt ?? p.createdAt) < stale)) &&
        (week.length === 0 || isBirthdayAmong(p.birthDate, week)) &&
        (query.householdId === undefined || p.householdId === query.householdId) &&
        (query.ministryId === undefined ||
          state.attendance.members.some((m) => m.personId === p.id && m.ministryId === query.ministryId)) &&
        (!query.consent ||
          store().consents.some((c) => c.personId === p.id && c.channel === query.consent && c.granted)),
    )
    .sort(
      (a, b) =>
        weekRank(a) - weekRank(b) ||
        STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) ||
        byBinary(foldForSearch(a.lastName), foldForSearch(b.lastName)) ||
        byBinary(foldForSearch(a.firstName), foldForSearch(b.firstName)) ||
        a.id - b.id,
    )
}

// --- Linking (server/src/db/people-linking.ts) ---

/** What a submission tells about its sender. */
export interface MockSender {
  fields: Partial<Record<TextField, string>>
  followUp?: FollowUpStep
  consents?: Partial<Record<ConsentChannel, boolean>> | undefined
}

function resolve(id: number): number {
  let current = id
  for (let hops = 0; hops < 100; hops += 1) {
    const next = findRow(current)?.mergedInto
    if (next === null || next === undefined) return current
    current = next
  }
  return current
}

/** The person with this e-mail (any case) or phone digits, following merges. */
export function findPersonFor(email: string, phone: string): number | undefined {
  const key = email ? emailKey(email.trim()) : ''
  const digits = normalizePhone(phone)
  const byEmail = (p: MockPerson) => key !== '' && p.email !== '' && emailKey(p.email) === key
  const candidates = store().people.filter(
    (p) => byEmail(p) || (digits !== '' && (normalizePhone(p.phone) === digits || normalizePhone(p.phone2) === digits)),
  )
  candidates.sort(
    (a, b) =>
      Number(byEmail(b)) - Number(byEmail(a)) ||
      Number(a.mergedInto !== null) - Number(b.mergedInto !== null) ||
      a.id - b.id,
  )
  const first = candidates[0]
  return first && resolve(first.id)
}

function complete(person: MockPerson, sender: MockSender, at: string) {
  const changes: Partial<MockPerson> = {}
  for (const field of TEXT_FIELDS) {
    const value = sender.fields[field]?.trim()
    if (!value || field === 'phone2') continue
    if (person[field] === '') changes[field] = value
    else if (field === 'phone') {
      const digits = normalizePhone(value)
      if (
        digits &&
        digits !== normalizePhone(person.phone) &&
        digits !== normalizePhone(person.phone2) &&
        person.phone2 === ''
      )
        changes.phone2 = value
    }
  }
  if (sender.followUp && person.followUpStep === '') changes.followUpStep = sender.followUp
  if (Object.keys(changes).length === 0) return
  Object.assign(person, changes, { updatedAt: at })
}

/** Links a stored submission to its sender's person (found, or a new visitor). */
export function linkSubmission(table: LinkedTable, rowId: number, sender: MockSender, at: string): number {
  const found = findPersonFor(sender.fields.email ?? '', sender.fields.phone ?? '')
  let id: number
  if (found !== undefined) {
    id = found
    const person = findRow(id)
    if (person) complete(person, sender, at)
  } else {
    const fields: Partial<Record<TextField, string>> = {}
    for (const field of TEXT_FIELDS) {
      const value = sender.fields[field]?.trim()
      if (value) fields[field] = value
    }
    const person = newPerson(fields, at)
    person.followUpStep = sender.followUp ?? ''
    store().people.push(person)
    id = person.id
  }
  if (sender.consents) setConsents(id, sender.consents, at, CONSENT_SOURCES.registration)
  if (!store().links.some((l) => l.table === table && l.id === rowId))
    store().links.push({ table, id: rowId, personId: id })
  return id
}

/** A registration's answers as its sender. */
export const registrationSender = (
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
): MockSender => ({
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
})

export const namedSender = (s: { name: string; email: string; phone?: string | undefined }): MockSender => ({
  fields: { ...splitName(s.name), email: s.email, phone: s.phone ?? '' },
})

/** The one person named exactly `name` (any case, any accent), if there is exactly one. */
function onlyOneNamed(name: string): number | undefined {
  const wanted = foldForSearch(name.trim().replace(/\s+/g, ' '))
  const found = store().people.filter(
    (p) =>
      p.mergedInto === null && p.firstName !== '' && foldForSearch(`${p.firstName} ${p.lastName}`.trim()) === wanted,
  )
  return found.length === 1 ? found[0]?.id : undefined
}

/** A gift recorded in the dashboard (server/src/db/people-linking.ts linkGift). */
export function linkGift(
  giftId: number,
  donor: string,
  giver: { personId: number | null; email: string; phone: string },
  at: string,
) {
  if (giver.personId !== null) store().links.push({ table: 'gifts', id: giftId, personId: giver.personId })
  else if (giver.email || giver.phone)
    linkSubmission('gifts', giftId, { fields: { ...splitName(donor), email: giver.email, phone: giver.phone } }, at)
  else if (donor.trim()) {
    const id = onlyOneNamed(donor)
    if (id !== undefined) store().links.push({ table: 'gifts', id: giftId, personId: id })
  }
}

/** Whether a person with this id can be chosen for a gift. */
export const isActivePerson = (id: number) => findActive(id) !== undefined

/**
 * Links the rows of the store that have no person yet, oldest first (the server's linkExisting at
 * start-up): the samples of `npm run dev:mock` become people.
 */
export function linkExistingSubmissions() {
  const linked = (table: LinkedTable, id: number) => store().links.some((l) => l.table === table && l.id === id)
  const STEP: Record<string, FollowUpStep> = {
    nouveau: 'a_contacter',
    contacte: 'contacte',
    accueilli: 'accueilli',
    archive: '',
  }
  const order: LinkedTable[] = [
    'member_registrations',
    'contact_messages',
    'programme_requests',
    'newsletter_subscribers',
    'gifts',
  ]
  const pending: { table: LinkedTable; id: number; createdAt: string; sender: MockSender }[] = [
    ...state.members
      .filter((m) => !linked('member_registrations', m.id))
      .map((m) => ({
        table: 'member_registrations' as const,
        id: m.id,
        createdAt: m.createdAt,
        sender: registrationSender(m, STEP[m.status] ?? ''),
      })),
    ...state.messages
      .filter((m) => !linked('contact_messages', m.id))
      .map((m) => ({ table: 'contact_messages' as const, id: m.id, createdAt: m.createdAt, sender: namedSender(m) })),
    ...state.requests
      .filter((r) => !linked('programme_requests', r.id))
      .map((r) => ({ table: 'programme_requests' as const, id: r.id, createdAt: r.createdAt, sender: namedSender(r) })),
    ...state.subscribers
      .filter((s) => !linked('newsletter_subscribers', s.id))
      .map((s) => ({
        table: 'newsletter_subscribers' as const,
        id: s.id,
        createdAt: s.createdAt,
        sender: { fields: { email: s.email } },
      })),
  ]
  pending.sort(
    (a, b) => byBinary(a.createdAt, b.createdAt) || order.indexOf(a.table) - order.indexOf(b.table) || a.id - b.id,
  )
  for (const row of pending) linkSubmission(row.table, row.id, row.sender, row.createdAt)
  for (const gift of [...state.gifts].sort((a, b) => byBinary(a.createdAt, b.createdAt) || a.id - b.id)) {
    if (linked('gifts', gift.id) || !gift.donor.trim()) continue
    const id = onlyOneNamed(gift.donor)
    if (id !== undefined) store().links.push({ table: 'gifts', id: gift.id, personId: id })
  }
}

// --- Merge (server/src/db/people-merge.ts) ---

const FILLED: (keyof MockPerson)[] = TEXT_FIELDS.filter((f) => f !== 'phone2' && f !== 'householdRole')

function filledFields(kept: MockPerson, other: MockPerson) {
  const fields: Partial<Record<keyof MockPerson, [unknown, unknown]>> = {}
  const fill = (key: keyof MockPerson, value: unknown) => {
    if (kept[key] !== value) fields[key] = [kept[key], value]
  }
  for (const key of FILLED) if (kept[key] === '' && other[key] !== '') fill(key, other[key])
  const keptPhone = normalizePhone(kept.phone)
  const keptPhone2 = normalizePhone(kept.phone2)
  const otherPhones = [other.phone, other.phone2].filter(
    (phone) =>
      phone !== '' &&
      normalizePhone(phone) !== keptPhone &&
      normalizePhone(phone) !== keptPhone2 &&
      !(kept.phone === '' && phone === other.phone),
  )
  if (kept.phone2 === '' && otherPhones[0]) fill('phone2', otherPhones[0])
  if (kept.householdId === null && other.householdId !== null) {
    fill('householdId', other.householdId)
    fill('householdRole', other.householdRole)
  }
  if (kept.followUpStep === '' && other.followUpStep !== '') fill('followUpStep', other.followUpStep)
  if (other.lastContactAt !== null && (kept.lastContactAt === null || other.lastContactAt > kept.lastContactAt))
    fill('lastContactAt', other.lastContactAt)
  return fields
}

function merge(kept: MockPerson, other: MockPerson, at: string) {
  const links = store().links.filter((l) => l.personId === other.id)
  const timeline = store()
    .timeline.filter((row) => row.personId === other.id)
    .map((row) => row.id)
  const fields = filledFields(kept, other)
  for (const link of links) link.personId = kept.id
  for (const row of store().timeline) if (row.personId === other.id) row.personId = kept.id
  // Attendance ticks and ministries the kept person has not already (server/src/db/people-merge.ts).
  const attendance = state.attendance
  const keptRecords = new Set(attendance.presence.filter((p) => p.personId === kept.id).map((p) => p.recordId))
  const presence = attendance.presence.filter((p) => p.personId === other.id && !keptRecords.has(p.recordId))
  for (const tick of presence) tick.personId = kept.id
  const keptMinistries = new Set(attendance.members.filter((m) => m.personId === kept.id).map((m) => m.ministryId))
  const ministries = attendance.members.filter((m) => m.personId === other.id && !keptMinistries.has(m.ministryId))
  for (const member of ministries) member.personId = kept.id
  const keptChannels = new Set(consentsOf(kept.id).map((c) => c.channel))
  const consents: string[] = []
  for (const consent of store().consents.filter((c) => c.personId === other.id)) {
    if (keptChannels.has(consent.channel as ConsentChannel)) continue
    store().consents.push({ ...consent, personId: kept.id })
    consents.push(consent.channel)
  }
  for (const [key, [, after]] of Object.entries(fields)) Object.assign(kept, { [key]: after })
  kept.updatedAt = at
  Object.assign(other, { mergedInto: kept.id, mergedAt: at, updatedAt: at })
  const entryId = addTimeline(
    kept.id,
    {
      kind: 'merge',
      title: TIMELINE_TITLES.merge({ id: other.id, firstName: other.firstName, lastName: other.lastName }),
    },
    { at },
  )
  store().merges.push({
    id: nextId(store().merges),
    personId: kept.id,
    otherId: other.id,
    mergedAt: at,
    undoneAt: null,
    links: links.map((l) => ({ ...l, personId: other.id })),
    timeline,
    presence: presence.map((tick) => tick.recordId),
    ministries: ministries.map((member) => member.ministryId),
    consents,
    fields,
    entryId,
  })
}

function undo(kept: MockPerson, at: Date): 'undone' | 'nothing' | 'too-late' {
  const record = [...store().merges].reverse().find((m) => m.personId === kept.id && m.undoneAt === null)
  if (!record) return 'nothing'
  if (churchDate(new Date(record.mergedAt)) !== churchDate(at)) return 'too-late'
  for (const moved of record.links) {
    const link = store().links.find((l) => l.table === moved.table && l.id === moved.id && l.personId === kept.id)
    if (link) link.personId = record.otherId
  }
  for (const row of store().timeline)
    if (record.timeline.includes(row.id) && row.personId === kept.id) row.personId = record.otherId
  for (const tick of state.attendance.presence)
    if (tick.personId === kept.id && record.presence.includes(tick.recordId)) tick.personId = record.otherId
  for (const member of state.attendance.members)
    if (member.personId === kept.id && record.ministries.includes(member.ministryId)) member.personId = record.otherId
  store().consents = store().consents.filter((c) => !(c.personId === kept.id && record.consents.includes(c.channel)))
  for (const [key, [before, after]] of Object.entries(record.fields))
    if (kept[key as keyof MockPerson] === after) Object.assign(kept, { [key]: before })
  store().timeline = store().timeline.filter((row) => row.id !== record.entryId)
  const iso = at.toISOString()
  const other = findRow(record.otherId)
  if (other) Object.assign(other, { mergedInto: null, mergedAt: null, updatedAt: iso })
  kept.updatedAt = iso
  record.undoneAt = iso
  return 'undone'
}

// --- The roll's figures (server/src/db/people-stats.ts) ---

/** Once the roll is complete, the member figures from the people. */
export function rollStats(at = clockNow()): MemberStats | null {
  if (!store().rollComplete.complete) return null
  const members = store().people.filter((p) => p.mergedInto === null && p.status === 'membre')
  const monthStart = `${churchMonth(at)}-01`
  return {
    totalMembers: members.length,
    newThisMonth: members.filter((p) => p.membershipDate >= monthStart).length,
    activeMembers: members.length,
  }
}

/** Members whose membership date is in `month` (the overview's chart once the roll is complete). */
export const newMembersIn = (month: string) =>
  store().people.filter(
    (p) =>
      p.mergedInto === null &&
      p.status === 'membre' &&
      p.membershipDate >= `${month}-01` &&
      p.membershipDate < `${month}-32`,
  ).length

export const isRollComplete = () => store().rollComplete.complete

// --- What a person corrected through an update link (server/src/db/people-update-links.ts apply) ---

const SELF_FIELD_LABELS = {
  firstName: 'prénom',
  lastName: 'nom',
  email: 'e-mail',
  phone: 'téléphone',
  phone2: 'second téléphone',
  birthDate: 'date de naissance',
  address: 'adresse',
  city: 'ville',
} as const
const CONSENT_WORDS: Record<ConsentChannel, string> = {
  email: 'e-mail',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  phone: 'téléphone',
}

/** Carries a correction sent through an update link to the person's record and timeline. */
export function applySelfUpdate(personId: number, update: SelfUpdate) {
  const person = findRow(resolve(personId))
  if (!person) return
  const at = now()
  const changed: string[] = []
  for (const [field, label] of Object.entries(SELF_FIELD_LABELS) as [keyof typeof SELF_FIELD_LABELS, string][]) {
    const value = update[field]
    if (value === undefined || value === person[field]) continue
    person[field] = value
    changed.push(label)
  }
  if (update.languages !== undefined) {
    const languages = update.languages.length > 0 ? update.languages : ['fr' as const]
    if (JSON.stringify(languages) !== JSON.stringify(person.languages)) {
      person.languages = languages
      changed.push('langues')
    }
  }
  if (changed.length > 0) person.updatedAt = at
  const consentChanges: string[] = []
  for (const channel of CONSENT_CHANNELS) {
    const granted = update.consents[channel]
    const current = store().consents.find((c) => c.personId === person.id && c.channel === channel)
    if (current?.granted === granted) continue
    setConsents(person.id, { [channel]: granted }, at, 'lien de mise à jour')
    consentChanges.push(`${CONSENT_WORDS[channel]} ${granted ? 'accepté' : 'refusé'}`)
  }
  const parts = [
    changed.length > 0 ? `Corrigé : ${changed.join(', ')}.` : 'Informations vérifiées, sans changement.',
    ...(consentChanges.length > 0 ? [`Contact : ${consentChanges.join(', ')}.`] : []),
  ]
  addTimeline(
    person.id,
    { kind: 'update', title: 'Informations vérifiées par la personne (lien de mise à jour)', text: parts.join('\n') },
    { at, system: true, data: { fields: changed, consents: consentChanges } },
  )
}

/** The people's side of the update links' mock: corrections reach the record. */
export function connectPeopleUpdates() {
  peopleUpdateBridge.applyToPerson = applySelfUpdate
}

// --- Handlers ---

const P = `${ADMIN_API}/people`
const personAnswer = (id: number, status = 200) => {
  const person = findActive(id)
  return person ? HttpResponse.json(toPerson(person), { status }) : notFound()
}
const unknownHousehold = (householdId: number | null | undefined) =>
  householdId !== undefined && householdId !== null && !store().households.some((h) => h.id === householdId)

const templateKeySchema = z.object({
  key: z.string().regex(/^[a-z0-9_]{1,60}$/, { error: PEOPLE_MESSAGES.invalidTemplateKey }),
})

const toCsvRow = (p: MockPerson): PersonCsvRow => ({
  firstName: p.firstName,
  lastName: p.lastName,
  phone: p.phone,
  phone2: p.phone2,
  email: p.email,
  birthDate: p.birthDate,
  address: p.address,
  city: p.city,
  status: p.status,
  followUpStep: p.followUpStep,
  languages: p.languages,
  household: store().households.find((h) => h.id === p.householdId)?.name ?? '',
  membershipDate: p.membershipDate,
  firstVisitDate: p.firstVisitDate,
  lastContactAt: p.lastContactAt,
  createdAt: p.createdAt,
})

export const adminPeopleHandlers = [
  http.get(
    `${P}.csv`,
    followUp(({ request }) => {
      const { data, error } = parseQuery(request, peopleCsvQuerySchema)
      if (error) return error
      const { after, before } = addedBetween(data.from, data.to)
      const rows = filteredPeople({ ...data, page: 1, pageSize: 1 }).filter(
        (p) => (after === null || p.createdAt >= after) && (before === null || p.createdAt < before),
      )
      return csvResponse(request, PEOPLE_CSV, rows.map(toCsvRow))
    }),
  ),
  http.get(
    P,
    followUp(({ request }) => {
      const { data, error } = parseQuery(
        request,
        peopleQuerySchema.extend({ absentWeeks: absentWeeksSchema.optional() }),
      )
      if (error) return error
      // ?absentWeeks=: the people missed, in the list's shape; the other filters do not apply.
      const rows =
        data.absentWeeks === undefined
          ? filteredPeople(data)
          : absentPeople(churchDate(clockNow()), data.absentWeeks).map((absent) => absent.person)
      return HttpResponse.json(pageOfRows(rows.map(toListItem), data))
    }),
  ),
  http.post(
    P,
    followUp(async ({ request }) => {
      const { data, error } = await parseBody(request, personInputSchema)
      if (error) return error
      if (unknownHousehold(data.householdId)) return fieldRefused(400, 'householdId', PEOPLE_MESSAGES.unknownHousehold)
      const person = createPerson(data, now())
      audit('person.create', 'person', person.id, `${named(person.id)} ajoutée`)
      return personAnswer(person.id, 201)
    }),
  ),
  http.get(
    `${P}/assignees`,
    followUp(() => HttpResponse.json({ items: assignees() })),
  ),
  http.get(
    `${P}/:id`,
    followUp(({ params }) => {
      const id = parseId(params)
      return id.error ?? personAnswer(id.data)
    }),
  ),
  // « Remettre en suivi » from the absent (server/src/routes/admin/attendance-routes.ts).
  http.post(
    `${P}/:id/follow-up`,
    followUp(async ({ params, request }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const { data, error } = await parseBody(request, followUpAgainSchema)
      if (error) return error
      const person = findActive(id.data)
      if (!person) return notFound()
      const assignee = assignees().find((account) => account.id === (data?.assignedTo ?? currentAccount().id))
      if (!assignee) return fieldRefused(400, 'assignedTo', ATTENDANCE_MESSAGES.notAnAssignee)
      audit(
        'person.update',
        'person',
        person.id,
        `${named(person.id)} remise en suivi (absente), confiée au compte n° ${assignee.id}`,
      )
      patchPerson(person, { followUpStep: 'a_contacter' } as Fields, now())
      person.followUpBy = assignee.id
      return personAnswer(person.id)
    }),
  ),
  http.patch(
    `${P}/:id`,
    followUp(async ({ request, params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const { data, error } = await parseBody(request, personPatchSchema)
      if (error) return error
      const person = findActive(id.data)
      if (!person) return notFound()
      const fields = data as Fields
      if (unknownHousehold(fields.householdId))
        return fieldRefused(400, 'householdId', PEOPLE_MESSAGES.unknownHousehold)
      audit(
        'person.update',
        'person',
        person.id,
        `${named(person.id)} modifiée : ${describeChanges(toPerson(person), fields)}`,
      )
      patchPerson(person, fields, now())
      return personAnswer(person.id)
    }),
  ),
  http.post(
    `${P}/:id/notes`,
    followUp(async ({ request, params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const { data, error } = await parseBody(request, noteInputSchema)
      if (error) return error
      if (!findActive(id.data)) return notFound()
      addTimeline(
        id.data,
        { kind: 'note', title: TIMELINE_TITLES.note(data.confidential), text: data.text },
        { confidential: data.confidential },
      )
      audit(
        'person.note',
        'person',
        id.data,
        `${named(id.data)} : ${data.confidential ? 'note confidentielle ajoutée' : 'note ajoutée'}`,
      )
      return personAnswer(id.data, 201)
    }),
  ),
  http.post(
    `${P}/:id/contacts`,
    followUp(async ({ request, params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const { data, error } = await parseBody(request, contactInputSchema)
      if (error) return error
      const person = findActive(id.data)
      if (!person) return notFound()
      const at = now()
      const title = contactTitle(data.channel, data.outcome, data.callBackOn)
      addTimeline(
        person.id,
        { kind: 'contact', title, text: data.note ?? '' },
        {
          at,
          data: {
            channel: data.channel,
            outcome: data.outcome,
            outcomeLabel: CONTACT_OUTCOME_LABELS[data.outcome],
            callBackOn: data.callBackOn,
          },
        },
      )
      Object.assign(person, { lastContactAt: at, updatedAt: at })
      audit('person.contact', 'person', person.id, `${named(person.id)} : ${title.toLowerCase()}`)
      return personAnswer(person.id, 201)
    }),
  ),
  http.post(
    `${P}/:id/emails`,
    followUp(async ({ request, params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const { data, error } = await parseBody(request, personEmailSchema)
      if (error) return error
      const person = findActive(id.data)
      if (!person) return notFound()
      if (!person.email) return apiError(409, PEOPLE_MESSAGES.noEmail)
      if (consentsOf(person.id).some((c) => c.channel === 'email' && !c.granted))
        return apiError(409, PEOPLE_MESSAGES.emailRefused)
      const at = now()
      const outboxId = nextId(state.outbox)
      state.outbox.push({
        id: outboxId,
        to: person.email,
        subject: data.subject,
        body: data.body,
        createdAt: at,
        sentAt: null,
        attempts: 0,
        lastError: null,
        nextAttemptAt: at,
      })
      addTimeline(
        person.id,
        { kind: 'email', title: TIMELINE_TITLES.email(data.subject), text: data.body },
        { at, data: { outboxId } },
      )
      Object.assign(person, { lastContactAt: at, updatedAt: at })
      audit('person.email', 'person', person.id, `${named(person.id)} : e-mail envoyé`)
      return personAnswer(person.id, 201)
    }),
  ),
  http.post(
    `${P}/:id/merge`,
    followUp(async ({ request, params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const { data, error } = await parseBody(request, mergeInputSchema)
      if (error) return error
      const kept = findActive(id.data)
      if (!kept) return notFound()
      if (data.otherId === kept.id) return fieldRefused(400, 'otherId', PEOPLE_MESSAGES.mergeIntoItself)
      const other = findRow(data.otherId)
      if (!other) return apiError(404, API_MESSAGES.notFound, { otherId: [API_MESSAGES.notFound] })
      if (other.mergedInto !== null) return apiError(409, PEOPLE_MESSAGES.alreadyMerged)
      merge(kept, other, now())
      audit('person.merge', 'person', kept.id, `${named(other.id)} fusionnée dans la n° ${kept.id}`)
      return personAnswer(kept.id)
    }),
  ),
  http.post(
    `${P}/:id/merge/undo`,
    followUp(({ params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const kept = findActive(id.data)
      if (!kept) return notFound()
      const result = undo(kept, clockNow())
      if (result === 'nothing') return apiError(409, PEOPLE_MESSAGES.nothingToUndo)
      if (result === 'too-late') return apiError(409, PEOPLE_MESSAGES.undoTooLate)
      audit('person.merge-undo', 'person', kept.id, `${named(kept.id)} : fusion annulée`)
      return personAnswer(kept.id)
    }),
  ),
  http.get(
    `${P}/:id/whatsapp/:key`,
    followUp(({ params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const person = findActive(id.data)
      if (!person) return notFound()
      const template = store().templates.find((t) => t.key === params.key)
      if (!template) return apiError(404, PEOPLE_MESSAGES.unknownTemplate)
      if (!person.phone) return apiError(409, PEOPLE_MESSAGES.noPhone)
      const { language, text } = renderTemplate(template, person)
      return HttpResponse.json({ language, text, url: whatsAppUrl(person.phone, text) })
    }),
  ),

  http.get(
    `${ADMIN_API}/households`,
    followUp(() =>
      HttpResponse.json(
        [...store().households]
          .sort((a, b) => byBinary(emailKey(a.name), emailKey(b.name)) || a.id - b.id)
          .map((h) => householdOf(h.id)),
      ),
    ),
  ),
  http.post(
    `${ADMIN_API}/households`,
    followUp(async ({ request }) => {
      const { data, error } = await parseBody(request, householdInputSchema)
      if (error) return error
      const id = nextId(store().households)
      store().households.push({
        id,
        name: data.name,
        address: data.address ?? '',
        city: data.city ?? '',
        createdAt: now(),
      })
      audit('household.create', 'household', id, `Foyer n° ${id} créé`)
      return HttpResponse.json(householdOf(id), { status: 201 })
    }),
  ),
  http.get(
    `${ADMIN_API}/households/:id`,
    followUp(({ params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const household = householdOf(id.data)
      return household ? HttpResponse.json(household) : notFound()
    }),
  ),
  http.patch(
    `${ADMIN_API}/households/:id`,
    followUp(async ({ request, params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const { data, error } = await parseBody(request, householdPatchSchema)
      if (error) return error
      const household = store().households.find((h) => h.id === id.data)
      if (!household) return notFound()
      const after = {
        name: data.name ?? household.name,
        address: data.address ?? household.address,
        city: data.city ?? household.city,
      }
      const labels = { name: 'nom', address: 'adresse', city: 'ville' }
      const changed = (['name', 'address', 'city'] as const).filter((field) => after[field] !== household[field])
      audit(
        'household.update',
        'household',
        household.id,
        `Foyer n° ${household.id} modifié : ${changed.map((field) => labels[field]).join(', ') || 'aucun changement'}`,
      )
      Object.assign(household, after)
      return HttpResponse.json(householdOf(household.id))
    }),
  ),
  http.delete(
    `${ADMIN_API}/households/:id`,
    followUp(({ params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      if (!store().households.some((h) => h.id === id.data)) return notFound()
      audit('household.delete', 'household', id.data, `Foyer n° ${id.data} supprimé`)
      const at = now()
      for (const person of store().people)
        if (person.householdId === id.data)
          Object.assign(person, { householdId: null, householdRole: '', updatedAt: at })
      store().households = store().households.filter((h) => h.id !== id.data)
      return noContent()
    }),
  ),

  http.get(
    `${ADMIN_API}/message-templates`,
    followUp(() => HttpResponse.json(store().templates)),
  ),
  http.put(
    `${ADMIN_API}/message-templates/:key`,
    followUp(async ({ request, params }) => {
      const key = templateKeySchema.safeParse(params)
      if (!key.success) return invalidFields({ key: [PEOPLE_MESSAGES.invalidTemplateKey] })
      const { data, error } = await parseBody(request, messageTemplateInputSchema)
      if (error) return error
      const existing = store().templates.find((t) => t.key === key.data.key)
      const template = { key: key.data.key, ...data }
      audit(
        'message-template.update',
        'message_template',
        null,
        `Modèle de message « ${data.label} » ${existing ? 'modifié' : 'ajouté'}`,
      )
      if (existing) Object.assign(existing, template)
      else store().templates.push(template)
      return HttpResponse.json(template)
    }),
  ),

  http.get(
    `${ADMIN_API}/settings/roll-complete`,
    followUp(() => HttpResponse.json(store().rollComplete)),
  ),
  http.put(
    `${ADMIN_API}/settings/roll-complete`,
    followUp(async ({ request }) => {
      const { data, error } = await parseBody(request, rollCompleteInputSchema)
      if (error) return error
      store().rollComplete = { complete: data.complete, updatedAt: now(), updatedBy: operator() }
      audit(
        'roll.update',
        'settings',
        null,
        data.complete
          ? 'Registre des personnes déclaré complet : les chiffres des membres en sont comptés'
          : 'Registre des personnes déclaré incomplet : les chiffres saisis sont de nouveau affichés',
      )
      return HttpResponse.json(store().rollComplete)
    }),
  ),
]
