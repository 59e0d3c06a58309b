// A person's rights and the roll's import in the mocked backend, as
// server/src/routes/admin/people-rights-routes.ts answers them, on the people of
// handlers/admin-people.ts: the import (dry run or all or nothing), the export of everything about
// one person, their erasure, and the update link (whose public side is handlers/people-update.ts).
import { http, HttpResponse } from 'msw'
import { API_MESSAGES } from '#common/api-messages.ts'
import { churchDate } from '#common/church-time.ts'
import { emailKey } from '#common/member-duplicates.ts'
import {
  IMPORT_BODY_LIMIT,
  type ImportedPerson,
  type ImportMapping,
  importQuerySchema,
  PEOPLE_RIGHTS_MESSAGES,
  parsePeopleCsv,
} from '#common/people-import.ts'
import {
  ERASED,
  ERASED_TEXTS,
  EXPORT_ABOUT,
  type ErasureCounts,
  erasureSummary,
  exportFileName,
  exportSummary,
  type Identity,
  importSummary,
  isTheirEmail,
  personalDataMatcher,
  updateLinkSummary,
} from '#common/people-rights.ts'
import { normalizePhone } from '#common/phone.ts'
import { PERSON_TEXT_FIELDS } from '#common/schemas/people.ts'
import { noConsents, type SelfDetails, UPDATE_PAGE_PATH } from '#common/schemas/people-update.ts'
import { audit } from '../audit.ts'
import { clockNow } from '../clock.ts'
import type { MockPerson } from '../people-state.ts'
import { ADMIN_API, apiError, guarded, noContent, notFound, parseId, parseQuery } from '../respond.ts'
import { currentAccount } from '../session.ts'
import { nextId, now, state } from '../state.ts'
import { findPersonFor } from './admin-people.ts'
import { issueMockUpdateLink, mockUpdateLinks, peopleUpdateBridge } from './people-update.ts'

const P = `${ADMIN_API}/people`
const store = () => state.peopleStore

const FOLLOW_UP_ROLES = ['administrateur', 'secretariat']
const GIFT_ROLES = ['administrateur', 'secretariat']
const forRoles =
  (roles: readonly string[]): typeof guarded =>
  (resolver) =>
    guarded((info) => (roles.includes(currentAccount().role) ? resolver(info) : apiError(403, API_MESSAGES.forbidden)))
const followUp = forRoles(FOLLOW_UP_ROLES)
const administrators = forRoles(['administrateur'])

const findRow = (id: number) => store().people.find((person) => person.id === id)
const findActive = (id: number) => {
  const person = findRow(id)
  return person && person.mergedInto === null ? person : undefined
}

/** The person, then the records merged into them, at any depth (server: people-records.ts). */
function personRows(id: number): MockPerson[] {
  const first = findRow(id)
  if (!first) return []
  const rows = [first]
  for (let index = 0; index < rows.length; index += 1) {
    for (const merged of store().people.filter((person) => person.mergedInto === rows[index]?.id))
      if (!rows.includes(merged)) rows.push(merged)
  }
  return rows
}

const unique = (values: string[]) => [...new Set(values.filter((value) => value !== ''))]
function identityOf(rows: readonly MockPerson[]): Identity {
  return {
    emails: unique(rows.map((row) => emailKey(row.email.trim()))),
    phones: unique(rows.flatMap((row) => [normalizePhone(row.phone), normalizePhone(row.phone2)])),
    names: unique(
      rows
        .filter((row) => row.firstName.trim() !== '' && row.lastName.trim() !== '')
        .map((row) => `${row.firstName.trim()} ${row.lastName.trim()}`),
    ),
  }
}

const linkedIds = (table: string, personIds: readonly number[]) =>
  store()
    .links.filter((link) => link.table === table && personIds.includes(link.personId))
    .map((link) => link.id)
    .sort((a, b) => a - b)

// --- Import (server/src/db/people-import.ts) ---

const IMPORT_COLUMNS = PERSON_TEXT_FIELDS

function importedPerson(person: ImportedPerson, at: string): MockPerson {
  const row: MockPerson = {
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
    status: person.status ?? 'visiteur',
    statusChangedAt: null,
    followUpStep: '',
    householdId: null,
    lastContactAt: null,
    mergedInto: null,
    mergedAt: null,
    createdAt: at,
    updatedAt: at,
  }
  for (const field of IMPORT_COLUMNS) row[field] = person[field] ?? ''
  return row
}

/** The lines stored: each found again (its empty fields filled) or created. */
function storeLines(lines: readonly { person: ImportedPerson }[], at: string) {
  const counts = { created: 0, linked: 0 }
  for (const { person } of lines) {
    const foundId =
      findPersonFor(person.email ?? '', person.phone ?? '') ??
      (person.phone2 ? findPersonFor('', person.phone2) : undefined)
    const found = foundId === undefined ? undefined : findRow(foundId)
    if (!found) {
      store().people.push(importedPerson(person, at))
      counts.created += 1
      continue
    }
    counts.linked += 1
    let changed = false
    for (const field of IMPORT_COLUMNS) {
      const value = person[field]
      if (!value) continue
      if (found[field] === '') {
        found[field] = value
        changed = true
      } else if (field === 'phone') {
        const digits = normalizePhone(value)
        const known = [normalizePhone(found.phone), normalizePhone(found.phone2)]
        if (digits && !known.includes(digits) && found.phone2 === '' && !person.phone2) {
          found.phone2 = value
          changed = true
        }
      }
    }
    if (changed) found.updatedAt = at
  }
  return counts
}

// --- Export (server/src/db/people-export.ts) ---

function exportOf(person: MockPerson) {
  const rows = personRows(person.id)
  const personIds = rows.map((row) => row.id)
  const identity = identityOf(rows)
  const account = currentAccount()
  const administrator = account.role === 'administrateur'
  const timelineRows = store()
    .timeline.filter((entry) => personIds.includes(entry.personId))
    .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
  const readable = timelineRows.filter(
    (entry) => !entry.confidential || administrator || entry.byAccount === account.id,
  )
  const giftIds = linkedIds('gifts', personIds)
  const seesGifts = GIFT_ROLES.includes(account.role)
  const household =
    person.householdId === null ? undefined : store().households.find((h) => h.id === person.householdId)
  const byIds = <T extends { id: number }>(items: readonly T[], ids: readonly number[]) =>
    items.filter((item) => ids.includes(item.id)).sort((a, b) => a.id - b.id)
  return {
    about: EXPORT_ABOUT,
    exportedAt: now(),
    // Every column of the person's row, as the server's export gives it.
    person: { ...person, followUpBy: person.followUpBy ?? null },
    mergedRecords: rows.slice(1),
    consents: store()
      .consents.filter((consent) => personIds.includes(consent.personId))
      .sort((a, b) => a.channel.localeCompare(b.channel))
      .map(({ channel, granted, at, source }) => ({ channel, granted, at, source })),
    household: household
      ? { name: household.name, address: household.address, city: household.city, role: person.householdRole }
      : null,
    timeline: readable.map(({ personId, kind, at, byName, confidential, title, text }) => ({
      personId,
      kind,
      at,
      byName,
      confidential,
      title,
      text,
    })),
    leftOut: { confidentialNotes: timelineRows.length - readable.length, gifts: seesGifts ? 0 : giftIds.length },
    registrations: byIds(state.members, linkedIds('member_registrations', personIds)),
    messages: byIds(state.messages, linkedIds('contact_messages', personIds)),
    programmeRequests: byIds(state.requests, linkedIds('programme_requests', personIds)),
    newsletterSubscriptions: byIds(state.subscribers, linkedIds('newsletter_subscribers', personIds)).map(
      (subscriber) => ({ ...subscriber, letters: [] }),
    ),
    gifts: seesGifts
      ? byIds(state.gifts, giftIds)
          .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
          .map(({ id, date, amountCents, currency, method, donor, note, createdAt }) => ({
            id,
            date,
            amountCents,
            currency,
            method,
            donor,
            note,
            createdAt,
          }))
      : [],
    mails: state.outbox
      .filter((mail) => isTheirEmail(identity, mail.to))
      .map((mail) => ({
        toAddress: mail.to,
        subject: mail.subject,
        body: mail.body,
        createdAt: mail.createdAt,
        sentAt: mail.sentAt,
      })),
    updateLinks: [...mockUpdateLinks.values()]
      .filter((link) => personIds.includes(link.personId))
      .map(({ createdAt, expiresAt, usedAt }) => ({ createdAt, expiresAt, usedAt })),
  }
}

// --- Erasure (server/src/db/people-erasure.ts) ---

const AUDITED_ENTITIES: Record<string, string> = {
  person: 'people',
  member: 'member_registrations',
  contact_message: 'contact_messages',
  programme_request: 'programme_requests',
  newsletter_subscriber: 'newsletter_subscribers',
}

function erase(person: MockPerson): ErasureCounts {
  const rows = personRows(person.id)
  const personIds = rows.map((row) => row.id)
  const households = unique(rows.map((row) => (row.householdId === null ? '' : String(row.householdId)))).map(Number)
  const identity = identityOf(rows)
  const matcher = personalDataMatcher(identity)
  const ids: Record<string, number[]> = {
    people: personIds,
    member_registrations: linkedIds('member_registrations', personIds),
    contact_messages: linkedIds('contact_messages', personIds),
    programme_requests: linkedIds('programme_requests', personIds),
    newsletter_subscribers: linkedIds('newsletter_subscribers', personIds),
    gifts: linkedIds('gifts', personIds),
  }
  const without = <T extends { id: number }>(items: T[], gone: readonly number[]) => {
    const kept = items.filter((item) => !gone.includes(item.id))
    return { kept, removed: items.length - kept.length }
  }
  const registrations = without(state.members, ids.member_registrations ?? [])
  state.members = registrations.kept
  for (const member of state.members)
    if (member.mergedInto !== null && ids.member_registrations?.includes(member.mergedInto)) member.mergedInto = null
  for (const pair of [...state.dismissedPairs])
    if (pair.split('-').some((id) => ids.member_registrations?.includes(Number(id)))) state.dismissedPairs.delete(pair)
  const messages = without(state.messages, ids.contact_messages ?? [])
  state.messages = messages.kept
  const requests = without(state.requests, ids.programme_requests ?? [])
  state.requests = requests.kept
  const subscriptions = without(state.subscribers, ids.newsletter_subscribers ?? [])
  state.subscribers = subscriptions.kept

  const gifts = state.gifts.filter((gift) => ids.gifts?.includes(gift.id))
  for (const gift of gifts) Object.assign(gift, { donor: '', note: matcher.redact(gift.note, ERASED) })

  let mails = 0
  const outbox = []
  for (const mail of state.outbox) {
    if (isTheirEmail(identity, mail.to)) {
      mails += 1
      continue
    }
    if ([mail.subject, mail.body, mail.lastError].some((text) => matcher.mentions(text))) {
      mails += 1
      Object.assign(mail, {
        subject: matcher.redact(mail.subject, ERASED),
        body: ERASED_TEXTS.mailBody,
        ...(mail.sentAt === null
          ? { lastError: ERASED_TEXTS.mailCancelled, nextAttemptAt: null }
          : { lastError: mail.lastError === null ? null : matcher.redact(mail.lastError, ERASED) }),
      })
    }
    outbox.push(mail)
  }
  state.outbox = outbox

  for (const entry of store().timeline) {
    if (personIds.includes(entry.personId)) continue
    const data = JSON.stringify(entry.data)
    if (![entry.title, entry.text, data].some((text) => matcher.mentions(text))) continue
    Object.assign(entry, {
      title: matcher.redact(entry.title, ERASED),
      text: matcher.redact(entry.text, ERASED),
      data: matcher.mentions(data) ? {} : entry.data,
    })
  }

  let auditLines = 0
  for (const line of state.audit) {
    const table = AUDITED_ENTITIES[line.entity]
    const aboutThem = table !== undefined && line.entityId !== null && (ids[table] ?? []).includes(line.entityId)
    if ((!aboutThem && !matcher.mentions(line.summary)) || line.summary === ERASED_TEXTS.auditSummary) continue
    line.summary = ERASED_TEXTS.auditSummary
    auditLines += 1
  }

  const people = store()
  people.people = people.people.filter((row) => !personIds.includes(row.id))
  people.consents = people.consents.filter((consent) => !personIds.includes(consent.personId))
  people.timeline = people.timeline.filter((entry) => !personIds.includes(entry.personId))
  people.links = people.links.filter((link) => !personIds.includes(link.personId))
  state.attendance.presence = state.attendance.presence.filter((tick) => !personIds.includes(tick.personId))
  state.attendance.members = state.attendance.members.filter((member) => !personIds.includes(member.personId))
  people.merges = people.merges.filter(
    (merge) => !personIds.includes(merge.personId) && !personIds.includes(merge.otherId),
  )
  for (const [token, link] of mockUpdateLinks) if (personIds.includes(link.personId)) mockUpdateLinks.delete(token)
  people.households = people.households.filter(
    (household) => !households.includes(household.id) || people.people.some((row) => row.householdId === household.id),
  )

  return {
    registrations: registrations.removed,
    messages: messages.removed,
    requests: requests.removed,
    subscriptions: subscriptions.removed,
    gifts: gifts.length,
    mails,
    auditLines,
  }
}

// --- Update links (server/src/db/people-update-links.ts) ---

function detailsOf(person: MockPerson): Omit<SelfDetails, 'expiresAt'> {
  const given = Object.fromEntries(
    store()
      .consents.filter((consent) => consent.personId === person.id)
      .map((consent) => [consent.channel, consent.granted]),
  )
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone,
    phone2: person.phone2,
    birthDate: person.birthDate,
    address: person.address,
    city: person.city,
    languages: [...person.languages],
    consents: { ...noConsents(), ...given },
  }
}

// What a link shows is the record as it is now; what the person sends goes to it through
// admin-people.ts's connectPeopleUpdates.
peopleUpdateBridge.readPerson = (personId) => {
  const person = findRow(personId)
  return person && detailsOf(person)
}

/** The site's address, as the server's PUBLIC_URL: the page's own origin in the browser. */
const publicUrl = () => (typeof location === 'undefined' ? 'http://localhost:3000' : location.origin)

export const peopleRightsHandlers = [
  http.post(
    `${P}/import`,
    followUp(async ({ request }) => {
      const query = parseQuery(request, importQuerySchema)
      if (query.error) return query.error
      const bytes = new Uint8Array(await request.arrayBuffer())
      const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim()
      if (type !== 'text/csv' && (bytes.length > 0 || type)) return apiError(415, PEOPLE_RIGHTS_MESSAGES.notCsv)
      if (bytes.length > IMPORT_BODY_LIMIT) return apiError(413, PEOPLE_RIGHTS_MESSAGES.tooLarge)
      const parsed = parsePeopleCsv(bytes, query.data.mapping as ImportMapping | undefined)
      if (!parsed.ok) return apiError(400, parsed.message, { file: [parsed.message] })
      const before = structuredClone(store().people)
      const counts = storeLines(parsed.lines, now())
      // A dry run, or a file with a refused line: the same work, undone.
      if (query.data.dryRun === '1' || parsed.refused.length > 0) store().people = before
      else audit('person.import', 'person', null, importSummary(counts))
      return HttpResponse.json({ ...counts, refused: parsed.refused })
    }),
  ),
  http.get(
    `${P}/:id/export`,
    followUp(({ params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const person = findActive(id.data)
      if (!person) return notFound()
      const data = exportOf(person)
      audit('person.export', 'person', person.id, exportSummary(person.id))
      return new HttpResponse(JSON.stringify(data, null, 2), {
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': `attachment; filename="${exportFileName(person.id, churchDate(clockNow()))}"`,
        },
      })
    }),
  ),
  http.delete(
    `${P}/:id`,
    administrators(({ params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const person = findActive(id.data)
      if (!person) return notFound()
      const counts = erase(person)
      audit('person.erase', 'person', person.id, erasureSummary(person.id, counts))
      return noContent()
    }),
  ),
  http.post(
    `${P}/:id/update-link`,
    followUp(({ params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const person = findActive(id.data)
      if (!person) return notFound()
      const { token, expiresAt } = issueMockUpdateLink(person.id, detailsOf(person))
      audit('person.update-link', 'person', person.id, updateLinkSummary(person.id))
      return HttpResponse.json({ url: `${publicUrl()}${UPDATE_PAGE_PATH}/${token}`, expiresAt }, { status: 201 })
    }),
  ),
]
