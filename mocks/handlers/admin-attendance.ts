// Attendance, on the mock's store, with the server's rules (server/src/routes/admin/
// attendance-routes.ts, server/src/db/attendance-repository.ts): headcounts and roll calls answered
// once per Idempotency-Key, the absent (common/attendance-rules.ts), the trends, the ministries
// and their rosters. « Remettre en suivi » and ?absentWeeks= are in admin-people.ts, beside the
// people. tests/contract/attendance-cases.ts checks the answers against the server's.
import { http, HttpResponse } from 'msw'
import { API_MESSAGES } from '#common/api-messages.ts'
import {
  ABSENT_MIN_DAYS_BEFORE,
  absenceWindow,
  ACTIVE_WEEKS,
  addDays,
  headcountTrends,
} from '#common/attendance-rules.ts'
import { churchDate } from '#common/church-time.ts'
import {
  absentWeeksSchema,
  ATTENDANCE_MESSAGES,
  attendanceInputSchema,
  attendanceQuerySchema,
  DEFAULT_ABSENT_WEEKS,
  ministryInputSchema,
  ministryMemberInputSchema,
  ministryNewcomerSchema,
  ministryMemberParamsSchema,
  type AbsentPerson,
  type AttendanceRecord,
  type AttendanceTrends,
  type Ministry,
  type MinistryMember,
} from '#common/schemas/attendance.ts'
import { toFieldErrors } from '#common/schemas/api-error.ts'
import { z } from 'zod'
import type { MockAttendanceRecord } from '../attendance-state.ts'
import { audit } from '../audit.ts'
import { clockNow } from '../clock.ts'
import type { MockPerson } from '../people-state.ts'
import {
  ADMIN_API,
  apiError,
  fieldRefused,
  guarded,
  invalidFields,
  notFound,
  parseBody,
  parseId,
  parseQuery,
} from '../respond.ts'
import { currentAccount, operator } from '../session.ts'
import { createPerson } from './admin-people.ts'
import { nextId, now, state } from '../state.ts'

const store = () => state.attendance
const people = () => state.peopleStore

/** guarded, and the roles of ATTENDANCE (« Contenu »: 403), as the server's routes declare. */
const office: typeof guarded = (resolver) =>
  guarded((info) =>
    ['administrateur', 'secretariat'].includes(currentAccount().role)
      ? resolver(info)
      : apiError(403, API_MESSAGES.forbidden),
  )

/**
 * The roll call's routes (MINISTRY_ROLL): the office, and a « Responsable de ministère » for the
 * ministries of their account (`led`: undefined for the office).
 */
type Resolver = Parameters<typeof guarded>[0]
const roll = (resolver: (info: Parameters<Resolver>[0], led: readonly number[] | undefined) => ReturnType<Resolver>) =>
  guarded((info) => {
    const account = currentAccount()
    if (account.role === 'responsable') return resolver(info, account.ministryIds)
    return ['administrateur', 'secretariat'].includes(account.role)
      ? resolver(info, undefined)
      : apiError(403, API_MESSAGES.forbidden)
  })

const notYours = () => fieldRefused(403, 'ministryId', ATTENDANCE_MESSAGES.notYourMinistry)
const onRoster = (ministryId: number, personIds: readonly number[]) =>
  personIds.every((personId) => store().members.some((m) => m.ministryId === ministryId && m.personId === personId))

const named = (id: number) => `Personne n° ${id}`
const activePerson = (id: number) => people().people.find((p) => p.id === id && p.mergedInto === null)
// SQLite's NOCASE folds ASCII letters only.
const nocase = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase())
const byNocase = (a: string, b: string) => {
  const [x, y] = [nocase(a), nocase(b)]
  return x < y ? -1 : x > y ? 1 : 0
}

function toRecord(row: MockAttendanceRecord): AttendanceRecord {
  return {
    id: row.id,
    date: row.date,
    serviceId: row.serviceId,
    serviceName: state.services.find((service) => service.id === row.serviceId)?.name ?? null,
    ministryId: row.ministryId,
    ministryName: store().ministries.find((ministry) => ministry.id === row.ministryId)?.name ?? null,
    headcount:
      row.adults === null ? null : { adults: row.adults, children: row.children ?? 0, firstTime: row.firstTime ?? 0 },
    personIds: store()
      .presence.filter((p) => p.recordId === row.id)
      .map((p) => p.personId)
      .sort((a, b) => a - b),
    createdBy: row.createdBy,
    createdAt: row.createdAt,
  }
}

/** The days each active person was ticked present. */
function daysTicked(): Map<MockPerson, Set<string>> {
  const dates = new Map(store().records.map((record) => [record.id, record.date]))
  const days = new Map<MockPerson, Set<string>>()
  for (const { recordId, personId } of store().presence) {
    const person = activePerson(personId)
    const date = dates.get(recordId)
    if (!person || date === undefined) continue
    const set = days.get(person) ?? new Set()
    set.add(date)
    days.set(person, set)
  }
  return days
}

/** Who is missed at `today` after `weeks` weeks, the most recently seen first. */
export function absentPeople(
  today: string,
  weeks: number,
): { person: MockPerson; absent: AbsentPerson['lastSeenOn']; timesBefore: number }[] {
  const { windowStart, priorStart } = absenceWindow(today, weeks)
  const found = []
  for (const [person, days] of daysTicked()) {
    if (person.status === 'parti' || person.status === 'decede') continue
    const lastSeen = [...days].sort().at(-1) as string
    const timesBefore = [...days].filter((day) => day >= priorStart && day < windowStart).length
    if (lastSeen < windowStart && timesBefore >= ABSENT_MIN_DAYS_BEFORE)
      found.push({ person, absent: lastSeen, timesBefore })
  }
  return found.sort(
    (a, b) =>
      b.absent.localeCompare(a.absent) ||
      byNocase(a.person.lastName, b.person.lastName) ||
      byNocase(a.person.firstName, b.person.firstName) ||
      a.person.id - b.person.id,
  )
}

function trends(today: string): AttendanceTrends {
  const counted = store().records.flatMap((r) =>
    r.adults === null
      ? []
      : [{ date: r.date, adults: r.adults, children: r.children ?? 0, firstTime: r.firstTime ?? 0 }],
  )
  const since = addDays(today, -7 * ACTIVE_WEEKS)
  const members = people().people.filter((p) => p.status === 'membre' && p.mergedInto === null)
  const recent = new Set(
    store()
      .records.filter((r) => r.date >= since)
      .map((r) => r.id),
  )
  const active = members.filter((p) => store().presence.some((t) => t.personId === p.id && recent.has(t.recordId)))
  return { ...headcountTrends(today, counted), activeMembers: active.length, members: members.length }
}

function ministries(): Ministry[] {
  return [...store().ministries]
    .sort((a, b) => a.sortOrder - b.sortOrder || byNocase(a.name, b.name))
    .map((ministry) => {
      const rows = store().members.filter((m) => m.ministryId === ministry.id)
      return { ...ministry, memberCount: rows.length, leaderCount: rows.filter((m) => m.leader).length }
    })
}

function roster(ministryId: number): { items: MinistryMember[] } {
  const items = store().members.flatMap((member) => {
    const person = member.ministryId === ministryId ? activePerson(member.personId) : undefined
    if (!person) return []
    const whatsapp = people().consents.some((c) => c.personId === person.id && c.channel === 'whatsapp' && c.granted)
    return [
      {
        personId: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        phone: person.phone,
        leader: member.leader,
        whatsapp,
      },
    ]
  })
  items.sort(
    (a, b) =>
      Number(b.leader) - Number(a.leader) ||
      byNocase(a.lastName, b.lastName) ||
      byNocase(a.firstName, b.firstName) ||
      a.personId - b.personId,
  )
  return { items }
}

const ministryExists = (id: number) => store().ministries.some((ministry) => ministry.id === id)
const A = `${ADMIN_API}/attendance`
const M = `${ADMIN_API}/ministries`

export const adminAttendanceHandlers = [
  http.post(
    A,
    roll(async ({ request }, led) => {
      const key = request.headers.get('idempotency-key')
      const { data, error } = await parseBody(request, attendanceInputSchema)
      if (error) return error
      const { date, serviceId, ministryId, headcount, personIds = [] } = data
      if (led && (!ministryId || !led.includes(ministryId))) return notYours()
      if (led && ministryId && !onRoster(ministryId, personIds))
        return fieldRefused(400, 'personIds', ATTENDANCE_MESSAGES.notOnRoster)
      if (serviceId && !state.services.some((service) => service.id === serviceId))
        return fieldRefused(400, 'serviceId', ATTENDANCE_MESSAGES.unknownService)
      if (ministryId && !ministryExists(ministryId))
        return fieldRefused(400, 'ministryId', ATTENDANCE_MESSAGES.unknownMinistry)
      if (personIds.some((id) => !activePerson(id)))
        return fieldRefused(400, 'personIds', ATTENDANCE_MESSAGES.unknownPeople)
      const content = JSON.stringify(data)
      const seen = key === null ? undefined : store().answered.get(key)
      if (seen) {
        if (seen.body !== content)
          return apiError(
            422,
            'Cet identifiant d’envoi (Idempotency-Key) a déjà servi pour un autre contenu : rechargez la page avant de renvoyer.',
          )
        return HttpResponse.json(seen.record, { status: 201, headers: { 'idempotent-replayed': 'true' } })
      }
      const row: MockAttendanceRecord = {
        id: nextId(store().records),
        date,
        serviceId: serviceId ?? null,
        ministryId: ministryId ?? null,
        adults: headcount?.adults ?? null,
        children: headcount?.children ?? null,
        firstTime: headcount?.firstTime ?? null,
        createdBy: operator(),
        createdAt: now(),
      }
      store().records.push(row)
      const ticked = [...new Set(personIds)]
      for (const personId of ticked) store().presence.push({ recordId: row.id, personId })
      audit(
        'attendance.create',
        'attendance',
        row.id,
        `Présences du ${date} enregistrées${headcount ? ` (${headcount.adults + headcount.children} personnes)` : ''}${ticked.length > 0 ? `, ${ticked.length} cochées` : ''}`,
      )
      const record = toRecord(row)
      if (key !== null) store().answered.set(key, { body: content, record })
      return HttpResponse.json(record, { status: 201 })
    }),
  ),
  http.get(
    A,
    roll(({ request }, led) => {
      const { data, error } = parseQuery(request, attendanceQuerySchema)
      if (error) return error
      if (led && data.ministryId && !led.includes(data.ministryId)) return notYours()
      const items = store()
        .records.filter(
          (r) =>
            (!led || (r.ministryId !== null && led.includes(r.ministryId))) &&
            (!data.from || r.date >= data.from) &&
            (!data.to || r.date <= data.to) &&
            (!data.serviceId || r.serviceId === data.serviceId) &&
            (!data.ministryId || r.ministryId === data.ministryId),
        )
        .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
        .slice(0, 1000)
        .map(toRecord)
      return HttpResponse.json({ items })
    }),
  ),
  http.get(
    `${A}/absent`,
    office(({ request }) => {
      const { data, error } = parseQuery(request, z.object({ weeks: absentWeeksSchema.default(DEFAULT_ABSENT_WEEKS) }))
      if (error) return error
      const items = absentPeople(churchDate(clockNow()), data.weeks).map(({ person, absent, timesBefore }) => ({
        id: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phone: person.phone,
        status: person.status,
        householdId: person.householdId,
        followUpStep: person.followUpStep,
        birthDate: person.birthDate,
        lastContactAt: person.lastContactAt,
        lastSeenOn: absent,
        timesBefore,
      }))
      return HttpResponse.json({ items, total: items.length })
    }),
  ),
  http.get(
    `${A}/trends`,
    office(() => HttpResponse.json(trends(churchDate(clockNow())))),
  ),
  http.get(
    M,
    roll((_, led) =>
      HttpResponse.json({ items: ministries().filter((ministry) => !led || led.includes(ministry.id)) }),
    ),
  ),
  http.post(
    M,
    office(async ({ request }) => {
      const { data, error } = await parseBody(request, ministryInputSchema)
      if (error) return error
      if (store().ministries.some((ministry) => nocase(ministry.name) === nocase(data.name)))
        return fieldRefused(400, 'name', ATTENDANCE_MESSAGES.ministryExists)
      const id = nextId(store().ministries)
      const sortOrder = store().ministries.reduce((max, ministry) => Math.max(max, ministry.sortOrder), -1) + 1
      store().ministries.push({ id, name: data.name, sortOrder })
      audit('ministry.create', 'ministry', id, `Ministère « ${data.name} » ajouté`)
      return HttpResponse.json(
        ministries().find((ministry) => ministry.id === id),
        { status: 201 },
      )
    }),
  ),
  http.get(
    `${M}/:id/members`,
    roll(({ params }, led) => {
      const id = parseId(params)
      if (id.error) return id.error
      if (!ministryExists(id.data)) return notFound()
      return led && !led.includes(id.data) ? notYours() : HttpResponse.json(roster(id.data))
    }),
  ),
  http.post(
    `${M}/:id/newcomers`,
    roll(async ({ request, params }, led) => {
      const id = parseId(params)
      if (id.error) return id.error
      const { data, error } = await parseBody(request, ministryNewcomerSchema)
      if (error) return error
      if (!ministryExists(id.data)) return notFound()
      if (led && !led.includes(id.data)) return notYours()
      const person = createPerson(data, now())
      store().members.push({ ministryId: id.data, personId: person.id, leader: false })
      audit('person.create', 'person', person.id, `${named(person.id)} ajoutée à l’entrée, au ministère n° ${id.data}`)
      return HttpResponse.json({ personId: person.id, ...roster(id.data) }, { status: 201 })
    }),
  ),
  http.post(
    `${M}/:id/members`,
    office(async ({ request, params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const { data, error } = await parseBody(request, ministryMemberInputSchema)
      if (error) return error
      const ministryId = id.data
      const { personId, leader = false } = data
      if (!ministryExists(ministryId)) return notFound()
      if (!activePerson(personId)) return fieldRefused(404, 'personId', ATTENDANCE_MESSAGES.unknownPerson)
      const row = store().members.find((m) => m.ministryId === ministryId && m.personId === personId)
      if (row) row.leader = leader
      else store().members.push({ ministryId, personId, leader })
      audit(
        'ministry.member',
        'ministry',
        ministryId,
        `${named(personId)} ajoutée au ministère n° ${ministryId}${leader ? ' (responsable)' : ''}`,
      )
      return HttpResponse.json(roster(ministryId))
    }),
  ),
  http.delete(
    `${M}/:id/members/:personId`,
    office(({ params }) => {
      const parsed = ministryMemberParamsSchema.safeParse(params)
      if (!parsed.success) return invalidFields(toFieldErrors(parsed.error.issues))
      const { id, personId } = parsed.data
      if (!ministryExists(id)) return notFound()
      const before = store().members.length
      store().members = store().members.filter((m) => !(m.ministryId === id && m.personId === personId))
      if (store().members.length === before) return notFound()
      audit('ministry.member', 'ministry', id, `${named(personId)} retirée du ministère n° ${id}`)
      return HttpResponse.json(roster(id))
    }),
  ),
]
