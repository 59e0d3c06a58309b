import { describe, expect, it } from 'vitest'
import {
  absentListSchema,
  attendanceListSchema,
  attendanceRecordSchema,
  attendanceTrendsSchema,
  ministryListSchema,
  ministryMembersSchema,
  type Ministry,
} from '#common/schemas/attendance.ts'
import { peopleListSchema, personSchema } from '#common/schemas/people.ts'
import { SAME_ORIGIN, signIn, type AdminClient } from './admin-helper.ts'
import { countRows, useTestApp } from './helper.ts'

const A = '/api/admin/attendance'

const create = async (client: AdminClient, firstName: string): Promise<number> => {
  const response = await client.send('POST', '/api/admin/people', { firstName })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().id as number
}
const tick = async (client: AdminClient, date: string, personIds: number[]) => {
  const response = await client.send('POST', A, { date, personIds })
  expect(response.statusCode, response.body).toBe(201)
}
const absentIds = async (client: AdminClient, weeks = 3) => {
  const response = await client.get(`/api/admin/people?absentWeeks=${weeks}`)
  expect(response.statusCode, response.body).toBe(200)
  return peopleListSchema.parse(response.json()).items.map((item) => item.id)
}

describe('attendance: headcounts and roll calls', () => {
  // Sunday 22 November 2026, noon in Santiago.
  let clock = new Date('2026-11-22T16:00:00.000Z')
  const t = useTestApp({ now: () => clock })

  it('stores a headcount once for the same Idempotency-Key, and a second key counts again', async () => {
    clock = new Date('2026-11-22T16:00:00.000Z')
    const admin = await signIn(t.app)
    const serviceId = t.app.db.prepare('SELECT id FROM services ORDER BY id LIMIT 1').pluck().get() as number
    const body = { date: '2026-11-22', serviceId, headcount: { adults: 84, children: 23, firstTime: 3 } }
    const post = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: A,
        headers: { cookie: admin.cookie, origin: SAME_ORIGIN, 'idempotency-key': key },
        payload: body,
      })
    const first = await post('cle-1')
    expect(first.statusCode, first.body).toBe(201)
    const record = attendanceRecordSchema.parse(first.json())
    expect(record).toMatchObject({ date: '2026-11-22', serviceId, headcount: body.headcount, personIds: [] })
    expect(record.serviceName).toEqual(expect.any(String))

    const again = await post('cle-1')
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(first.json())
    expect(countRows(t.app, 'attendance_records')).toBe(1)

    expect((await post('cle-2')).statusCode).toBe(201)
    expect(countRows(t.app, 'attendance_records')).toBe(2)

    const listed = await admin.get(`${A}?from=2026-11-22&to=2026-11-22&serviceId=${serviceId}`)
    expect(attendanceListSchema.parse(listed.json()).items).toHaveLength(2)
    expect(attendanceListSchema.parse((await admin.get(`${A}?to=2026-11-21`)).json()).items).toEqual([])
  })

  it('refuses what cannot be counted with the field named, in French', async () => {
    const admin = await signIn(t.app)
    const nothing = await admin.send('POST', A, { date: '2026-11-22' })
    expect(nothing.statusCode).toBe(400)
    expect(nothing.json().fieldErrors.headcount).toEqual(['Indiquez un comptage ou cochez au moins une personne.'])
    const negative = await admin.send('POST', A, {
      date: '2026-11-22',
      headcount: { adults: -1, children: 0, firstTime: 0 },
    })
    expect(negative.statusCode).toBe(400)
    expect(negative.json().fieldErrors['headcount.adults'] ?? negative.json().fieldErrors.headcount).toBeDefined()
    const unknown = await admin.send('POST', A, { date: '2026-11-22', personIds: [999999] })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().fieldErrors).toHaveProperty('personIds')
    const service = await admin.send('POST', A, { date: '2026-11-22', serviceId: 999999, personIds: [] })
    expect(service.statusCode).toBe(400)
    const date = await admin.send('POST', A, {
      date: '2026-02-30',
      headcount: { adults: 1, children: 0, firstTime: 0 },
    })
    expect(date.statusCode).toBe(400)
    expect(date.json().fieldErrors).toHaveProperty('date')
    expect(countRows(t.app, 'attendance_records')).toBe(0)
  })

  it('lists the absent at the edges of the window, each day once, without the erased', async () => {
    clock = new Date('2026-11-22T16:00:00.000Z')
    const admin = await signIn(t.app)
    const [gone, exactly, sameDay, dayBefore, erased, once] = [
      await create(admin, 'Gone'),
      await create(admin, 'Exactly'),
      await create(admin, 'SameDay'),
      await create(admin, 'DayBefore'),
      await create(admin, 'Erased'),
      await create(admin, 'Once'),
    ] as [number, number, number, number, number, number]
    // The window of 3 weeks starts on 1 November; the two months before it, on 1 September.
    await tick(admin, '2026-10-04', [gone, exactly, erased, once])
    await tick(admin, '2026-10-11', [gone, exactly, erased])
    await tick(admin, '2026-11-01', [exactly])
    // Two services the same day: one day, not two.
    await tick(admin, '2026-10-25', [sameDay])
    await tick(admin, '2026-10-25', [sameDay])
    await tick(admin, '2026-10-24', [dayBefore])
    await tick(admin, '2026-10-31', [dayBefore])
    // Before the two months: not counted.
    await tick(admin, '2026-08-30', [once])

    expect((await admin.send('DELETE', `/api/admin/people/${erased}`)).statusCode).toBe(204)
    expect(t.app.db.prepare('SELECT COUNT(*) FROM attendance_presence WHERE person_id = ?').pluck().get(erased)).toBe(0)

    expect(await absentIds(admin)).toEqual([dayBefore, gone])
    const detailed = absentListSchema.parse((await admin.get(`${A}/absent?weeks=3`)).json())
    expect(detailed.items.map((item) => [item.id, item.lastSeenOn, item.timesBefore])).toEqual([
      [dayBefore, '2026-10-31', 2],
      [gone, '2026-10-11', 2],
    ])

    // A day later the window starts on 2 November: last seen on the 1st is now missed.
    clock = new Date('2026-11-23T16:00:00.000Z')
    const nextDay = await signIn(t.app)
    expect(await absentIds(nextDay)).toEqual([exactly, dayBefore, gone])

    expect((await nextDay.get('/api/admin/people?absentWeeks=0')).statusCode).toBe(400)
  })

  it('moves a merged person’s ticks and ministries to the kept one, and back on undo', async () => {
    clock = new Date('2026-11-22T16:00:00.000Z')
    const admin = await signIn(t.app)
    const kept = await create(admin, 'Gardée')
    const twin = await create(admin, 'Jumelle')
    const youth = (await admin.get('/api/admin/ministries')).json().items[1].id as number
    await admin.send('POST', `/api/admin/ministries/${youth}/members`, { personId: twin, leader: true })
    // Twice before the window (kept once on her own record, once beside the twin), then the twin alone.
    await tick(admin, '2026-10-04', [twin, kept])
    await tick(admin, '2026-10-11', [twin])
    expect(await absentIds(admin)).toEqual([twin])

    const merged = await admin.send('POST', `/api/admin/people/${kept}/merge`, { otherId: twin })
    expect(merged.statusCode, merged.body).toBe(200)
    const presence = () =>
      t.app.db
        .prepare('SELECT person_id, COUNT(*) AS n FROM attendance_presence GROUP BY person_id ORDER BY person_id')
        .all()
    // The record where both were ticked keeps one tick for the kept person; the twin's stays, unread.
    expect(presence()).toEqual([
      { person_id: kept, n: 2 },
      { person_id: twin, n: 1 },
    ])
    expect(await absentIds(admin)).toEqual([kept])
    const roster = await admin.get(`/api/admin/ministries/${youth}/members`)
    expect(ministryMembersSchema.parse(roster.json()).items.map((m) => [m.personId, m.leader])).toEqual([[kept, true]])

    expect((await admin.send('POST', `/api/admin/people/${kept}/merge/undo`)).statusCode).toBe(200)
    expect(presence()).toEqual([
      { person_id: kept, n: 1 },
      { person_id: twin, n: 2 },
    ])
    expect(await absentIds(admin)).toEqual([twin])
    const back = await admin.get(`/api/admin/ministries/${youth}/members`)
    expect(ministryMembersSchema.parse(back.json()).items.map((m) => [m.personId, m.leader])).toEqual([[twin, true]])
  })

  it('puts an absent person back into follow-up in one call', async () => {
    const admin = await signIn(t.app)
    const id = await create(admin, 'Rose')
    const response = await admin.send('POST', `/api/admin/people/${id}/follow-up`)
    expect(response.statusCode, response.body).toBe(200)
    // Entrusted to the one who tapped, when no one else is chosen.
    expect(response.json()).toMatchObject({
      followUpStep: 'a_contacter',
      followUpBy: { id: admin.account.id, name: admin.account.name },
    })
    expect((await admin.send('POST', '/api/admin/people/999999/follow-up')).statusCode).toBe(404)
  })

  it('entrusts a person put back into follow-up to a member of the office, and lists each one’s people', async () => {
    const admin = await signIn(t.app)
    const secretary = await signIn(t.app, { role: 'secretariat', name: 'Marie Dorvil' })
    const editor = await signIn(t.app, { role: 'contenu', name: 'Jonas' })
    const assignees = (await admin.get('/api/admin/people/assignees')).json().items as { id: number; name: string }[]
    expect(assignees.map((account) => account.id)).toEqual(
      expect.arrayContaining([admin.account.id, secretary.account.id]),
    )
    expect(assignees.map((account) => account.id)).not.toContain(editor.account.id)

    const rose = await create(admin, 'Rose')
    const paul = await create(admin, 'Paul')
    const given = await admin.send('POST', `/api/admin/people/${rose}/follow-up`, { assignedTo: secretary.account.id })
    expect(given.json().followUpBy).toEqual({ id: secretary.account.id, name: 'Marie Dorvil' })
    await admin.send('POST', `/api/admin/people/${paul}/follow-up`)
    const hers = peopleListSchema.parse(
      (await admin.get(`/api/admin/people?status=visiteur&followUpBy=${secretary.account.id}`)).json(),
    )
    expect(hers.items.map((person) => person.id)).toEqual([rose])

    // Not to « Contenu », nor to an unknown account: 400 naming the field.
    for (const assignedTo of [editor.account.id, 999999]) {
      const refused = await admin.send('POST', `/api/admin/people/${paul}/follow-up`, { assignedTo })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().fieldErrors.assignedTo).toEqual([
        'Choisissez un membre actif du secrétariat ou un administrateur.',
      ])
    }
  })

  it('gives the trends: weeks of 12 months, first visits by month, active members', async () => {
    clock = new Date('2026-11-22T16:00:00.000Z')
    const admin = await signIn(t.app)
    const member = await create(admin, 'Membre')
    await admin.send('PATCH', `/api/admin/people/${member}`, { status: 'membre' })
    await admin.send('POST', A, { date: '2026-11-22', headcount: { adults: 80, children: 20, firstTime: 2 } })
    await admin.send('POST', A, { date: '2026-11-20', headcount: { adults: 10, children: 5, firstTime: 1 } })
    await tick(admin, '2026-10-01', [member])
    const trends = attendanceTrendsSchema.parse((await admin.get(`${A}/trends`)).json())
    expect(trends.weeks.length).toBeGreaterThanOrEqual(52)
    expect(trends.weeks.at(-1)).toEqual({ week: '2026-11-16', adults: 90, children: 25 })
    expect(trends.firstTimeByMonth).toHaveLength(13)
    expect(trends.firstTimeByMonth.at(-1)).toEqual({ month: '2026-11', firstTime: 3 })
    expect(trends).toMatchObject({ activeMembers: 1, members: 1 })
  })
})

describe('ministries and their rosters', () => {
  const t = useTestApp()

  it('starts with the eight ministries of the site and keeps each roster, leaders first', async () => {
    const admin = await signIn(t.app)
    const ministries = ministryListSchema.parse((await admin.get('/api/admin/ministries')).json()).items
    expect(ministries.map((ministry) => ministry.name)).toHaveLength(8)
    expect(ministries[0]?.name).toBe('Ministère des adultes')
    const youth = ministries.find((ministry) => ministry.name === 'Ministère des jeunes')?.id as number

    const paul = await create(admin, 'Paul')
    const anne = await create(admin, 'Anne')
    await admin.send('PATCH', `/api/admin/people/${anne}`, { phone: '809-555-0101', consents: { whatsapp: true } })
    expect((await admin.send('POST', `/api/admin/ministries/${youth}/members`, { personId: paul })).statusCode).toBe(
      200,
    )
    const added = await admin.send('POST', `/api/admin/ministries/${youth}/members`, { personId: anne, leader: true })
    expect(ministryMembersSchema.parse(added.json()).items.map((m) => [m.firstName, m.leader, m.whatsapp])).toEqual([
      ['Anne', true, true],
      ['Paul', false, false],
    ])
    const unknown = await admin.send('POST', `/api/admin/ministries/${youth}/members`, { personId: 999999 })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().fieldErrors).toHaveProperty('personId')
    expect((await admin.send('POST', '/api/admin/ministries/999999/members', { personId: paul })).statusCode).toBe(404)

    const removed = await admin.send('DELETE', `/api/admin/ministries/${youth}/members/${paul}`)
    expect(ministryMembersSchema.parse(removed.json()).items.map((m) => m.personId)).toEqual([anne])
    expect((await admin.send('DELETE', `/api/admin/ministries/${youth}/members/${paul}`)).statusCode).toBe(404)

    // Erasing Anne takes her off the roster too.
    expect((await admin.send('DELETE', `/api/admin/people/${anne}`)).statusCode).toBe(204)
    expect(
      ministryMembersSchema.parse((await admin.get(`/api/admin/ministries/${youth}/members`)).json()).items,
    ).toEqual([])

    const added2 = await admin.send('POST', '/api/admin/ministries', { name: 'Ministère des hommes' })
    expect(added2.statusCode, added2.body).toBe(201)
    expect((await admin.send('POST', '/api/admin/ministries', { name: 'ministère des hommes' })).statusCode).toBe(400)
  })

  it('filters the people by ministry, and shows each person’s ministries, leaders marked', async () => {
    const admin = await signIn(t.app)
    const ministries = ministryListSchema.parse((await admin.get('/api/admin/ministries')).json()).items
    const [first, second] = ministries as [Ministry, Ministry]
    const paul = await create(admin, 'Paul')
    const anne = await create(admin, 'Anne')
    await create(admin, 'Luc')
    await admin.send('POST', `/api/admin/ministries/${first.id}/members`, { personId: paul })
    await admin.send('POST', `/api/admin/ministries/${first.id}/members`, { personId: anne, leader: true })
    await admin.send('POST', `/api/admin/ministries/${second.id}/members`, { personId: anne })

    const list = (ministryId: number) =>
      admin.get(`/api/admin/people?status=visiteur&ministryId=${ministryId}`).then((response) => {
        expect(response.statusCode, response.body).toBe(200)
        return peopleListSchema.parse(response.json()).items.map((item) => item.firstName)
      })
    expect(await list(first.id)).toEqual(['Anne', 'Paul'])
    expect(await list(second.id)).toEqual(['Anne'])
    expect(await list(999999)).toEqual([])
    const refused = await admin.get('/api/admin/people?ministryId=jeunes')
    expect(refused.statusCode).toBe(400)
    expect(refused.json().fieldErrors).toEqual({ ministryId: ['Ministère invalide.'] })

    const page = personSchema.parse((await admin.get(`/api/admin/people/${anne}`)).json())
    expect(page.ministries).toEqual([
      { id: first.id, name: first.name, leader: true },
      { id: second.id, name: second.name, leader: false },
    ])
    expect(personSchema.parse((await admin.get(`/api/admin/people/${paul}`)).json()).ministries).toEqual([
      { id: first.id, name: first.name, leader: false },
    ])
  })

  it('is the office’s: Contenu is refused, Secrétariat records', async () => {
    const content = await signIn(t.app, { role: 'contenu', name: 'Contenu' })
    for (const url of [A, `${A}/trends`, `${A}/absent`, '/api/admin/ministries', '/api/admin/ministries/1/members'])
      expect((await content.get(url)).statusCode, url).toBe(403)
    const refused = await content.send('POST', A, {
      date: '2026-11-22',
      headcount: { adults: 1, children: 0, firstTime: 0 },
    })
    expect(refused.statusCode).toBe(403)
    expect(countRows(t.app, 'attendance_records')).toBe(0)

    const office = await signIn(t.app, { role: 'secretariat', name: 'Secrétariat' })
    const recorded = await office.send('POST', A, {
      date: '2026-11-22',
      headcount: { adults: 1, children: 0, firstTime: 0 },
    })
    expect(recorded.statusCode, recorded.body).toBe(201)
    expect(recorded.json().createdBy).toBe('Secrétariat')
  })
})

describe('attendance: a ministry leader records their own ministries only', () => {
  const t = useTestApp({ now: () => new Date('2026-11-22T16:00:00.000Z') })

  /** An administrator, two ministries with a member each, and a leader's account for the first. */
  async function setUp() {
    const admin = await signIn(t.app)
    const ministries = ministryListSchema.parse((await admin.get('/api/admin/ministries')).json()).items
    const [youth, women] = ministries as [Ministry, Ministry]
    const pierre = await create(admin, 'Pierre')
    const marthe = await create(admin, 'Marthe')
    await admin.send('POST', `/api/admin/ministries/${youth.id}/members`, { personId: pierre })
    await admin.send('POST', `/api/admin/ministries/${women.id}/members`, { personId: marthe })
    const invited = await admin.send('POST', '/api/admin/accounts', {
      name: 'Jonas',
      email: 'jonas@example.org',
      role: 'responsable',
      ministryIds: [youth.id],
    })
    expect(invited.statusCode, invited.body).toBe(201)
    expect(invited.json().account.ministryIds).toEqual([youth.id])
    const leader = await signIn(t.app, { role: 'responsable', name: 'Jonas bis' })
    t.app.adminRepository.setMinistries(leader.account.id, [youth.id])
    return { admin, leader, youth, women, pierre, marthe }
  }

  it('sees and ticks their ministry’s roster, and nothing of another ministry', async () => {
    const { leader, youth, women, pierre, marthe } = await setUp()
    const listed = ministryListSchema.parse((await leader.get('/api/admin/ministries')).json()).items
    expect(listed.map((ministry) => ministry.id)).toEqual([youth.id])
    expect((await leader.get(`/api/admin/ministries/${youth.id}/members`)).statusCode).toBe(200)
    const other = await leader.get(`/api/admin/ministries/${women.id}/members`)
    expect(other.statusCode).toBe(403)
    expect(other.json().message).toBe('Vous enregistrez les présences de vos ministères seulement.')

    const ticked = await leader.send('POST', A, { date: '2026-11-20', ministryId: youth.id, personIds: [pierre] })
    expect(ticked.statusCode, ticked.body).toBe(201)
    // Another ministry, no ministry (a service), or someone off the roster: refused.
    expect(
      (await leader.send('POST', A, { date: '2026-11-20', ministryId: women.id, personIds: [marthe] })).statusCode,
    ).toBe(403)
    expect((await leader.send('POST', A, { date: '2026-11-20', personIds: [pierre] })).statusCode).toBe(403)
    const offRoster = await leader.send('POST', A, { date: '2026-11-20', ministryId: youth.id, personIds: [marthe] })
    expect(offRoster.statusCode).toBe(400)
    expect(offRoster.json().fieldErrors.personIds).toBeDefined()
    expect(countRows(t.app, 'attendance_records')).toBe(1)
  })

  it('reads back their ministry’s records only, and none of the office’s lists', async () => {
    const { admin, leader, youth, women, marthe, pierre } = await setUp()
    await tick(admin, '2026-11-18', [marthe])
    expect(
      (await admin.send('POST', A, { date: '2026-11-19', ministryId: women.id, personIds: [marthe] })).statusCode,
    ).toBe(201)
    await leader.send('POST', A, { date: '2026-11-20', ministryId: youth.id, personIds: [pierre] })
    const mine = attendanceListSchema.parse((await leader.get(A)).json()).items
    expect(mine.map((record) => record.ministryId)).toEqual([youth.id])
    expect((await leader.get(`${A}?ministryId=${women.id}`)).statusCode).toBe(403)
    for (const url of ['/api/admin/attendance/absent', '/api/admin/attendance/trends', '/api/admin/people?q=Ma'])
      expect((await leader.get(url)).statusCode, url).toBe(403)
    expect((await leader.send('POST', '/api/admin/people', { firstName: 'X' })).statusCode).toBe(403)
  })

  it('adds someone met at the door to the people and to the roster, to tick at once', async () => {
    const { leader, youth, women } = await setUp()
    const added = await leader.send('POST', `/api/admin/ministries/${youth.id}/newcomers`, {
      firstName: 'Lucie',
      lastName: 'Pierre-Louis',
      phone: '809 555 0101',
    })
    expect(added.statusCode, added.body).toBe(201)
    const { personId, items } = added.json() as { personId: number; items: { personId: number }[] }
    expect(items.map((member) => member.personId)).toContain(personId)
    expect(
      (await leader.send('POST', A, { date: '2026-11-20', ministryId: youth.id, personIds: [personId] })).statusCode,
    ).toBe(201)
    expect(
      (await leader.send('POST', `/api/admin/ministries/${women.id}/newcomers`, { firstName: 'Y' })).statusCode,
    ).toBe(403)
    const refused = await leader.send('POST', `/api/admin/ministries/${youth.id}/newcomers`, { firstName: '' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().fieldErrors.firstName).toBeDefined()
  })

  it('refuses a leader account without a ministry, or with one that does not exist', async () => {
    const { admin, leader } = await setUp()
    const none = await admin.send('POST', '/api/admin/accounts', {
      name: 'Eli',
      email: 'eli@example.org',
      role: 'responsable',
    })
    expect(none.statusCode).toBe(400)
    expect(none.json().fieldErrors.ministryIds).toEqual([
      'Choisissez au moins un ministère pour un responsable de ministère.',
    ])
    const unknown = await admin.send('POST', '/api/admin/accounts', {
      name: 'Eli',
      email: 'eli@example.org',
      role: 'responsable',
      ministryIds: [99999],
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().fieldErrors.ministryIds).toBeDefined()
    // Another role: the ministries go.
    const changed = await admin.send('PATCH', `/api/admin/accounts/${leader.account.id}`, { role: 'contenu' })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().ministryIds).toEqual([])
    expect(countRows(t.app, 'staff_ministries')).toBe(1)
  })
})
