import { describe, expect, it } from 'vitest'
import { adminOverviewSchema } from '#common/schemas/admin-follow-up.ts'
import { signIn, submit } from './admin-helper.ts'
import { useTestApp, validMember } from './helper.ts'

const event = (title: string, date: string) => ({
  title,
  date,
  time: '10:00',
  description: 'Description',
  location: 'Temple',
  category: 'Communautaire',
})

describe('GET /api/admin/overview and /api/admin/events', () => {
  // 11:00 on 15 November 2026 in Santiago.
  const clock = new Date('2026-11-15T15:00:00.000Z')
  const t = useTestApp({ now: () => clock })

  it('moves its figures with each submission and status change', async () => {
    const admin = await signIn(t.app)
    const overview = async () => adminOverviewSchema.parse((await admin.get('/api/admin/overview')).json())
    const before = await overview()
    expect(before.pending).toEqual({ members: 0, messages: 0, requests: 0, duplicates: 0 })
    expect(before.outbox).toEqual({ pending: 0, failed: 0 })
    expect(before.smtpConfigured).toBe(false)
    expect(before.stats).toEqual({ totalMembers: 342, newThisMonth: 12, activeMembers: 320 })

    const member = await submit(t.app, 'member')
    const message = await submit(t.app, 'contact')
    await submit(t.app, 'feproba')
    await submit(t.app, 'isl')
    const after = await overview()
    expect(after.stats).toEqual({ totalMembers: 343, newThisMonth: 13, activeMembers: 320 })
    expect(after.stats).toEqual((await t.app.inject('/api/members/stats')).json())
    expect(after.pending).toEqual({ members: 1, messages: 1, requests: 2, duplicates: 0 })
    expect(after.outbox).toEqual({ pending: 4, failed: 0 })
    expect(after.registrationsByMonth.at(-1)).toEqual({ month: '2026-11', count: 1 })

    await admin.send('PATCH', `/api/admin/members/${member}`, { status: 'contacte' })
    await admin.send('PATCH', `/api/admin/messages/${message}`, { status: 'lu' })
    expect((await overview()).pending).toEqual({ members: 0, messages: 0, requests: 2, duplicates: 0 })
    await admin.send('PATCH', `/api/admin/members/${member}`, { status: 'archive' })
    const archived = await overview()
    expect(archived.stats.totalMembers).toBe(342)
    expect(archived.registrationsByMonth.at(-1)).toEqual({ month: '2026-11', count: 0 })
  })

  it('counts registrations over the last 12 church months, oldest first, empty months included', async () => {
    // Straight into the table, with past dates the public form cannot give.
    const insert = (createdAt: string) => t.app.membersRepository.insert(validMember(), createdAt)
    insert('2025-11-30T12:00:00.000Z') // 13 months ago: outside the window
    insert('2025-12-01T04:00:00.000Z') // midnight on 1 December in Santiago: the first month
    insert('2026-03-10T12:00:00.000Z')
    insert('2026-03-11T12:00:00.000Z')
    insert('2026-11-01T03:00:00.000Z') // 31 October, 23:00 in Santiago
    const admin = await signIn(t.app)
    const { registrationsByMonth } = (await admin.get('/api/admin/overview')).json()
    expect(registrationsByMonth).toHaveLength(12)
    expect(registrationsByMonth.map((entry: { month: string }) => entry.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ])
    expect(registrationsByMonth.map((entry: { count: number }) => entry.count)).toEqual([
      1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 1, 0,
    ])
  })

  it('counts all events, past ones included: upcoming after today, this month by date', async () => {
    const admin = await signIn(t.app)
    const seeded = (await admin.get('/api/admin/overview')).json().events
    t.app.eventsRepository.insert(event('Passé ce mois-ci', '2026-11-02'), clock.toISOString())
    t.app.eventsRepository.insert(event('Aujourd’hui', '2026-11-15'), clock.toISOString())
    t.app.eventsRepository.insert(event('Plus tard ce mois-ci', '2026-11-28'), clock.toISOString())
    t.app.eventsRepository.insert(event('L’an dernier', '2025-11-20'), clock.toISOString())
    const { events } = (await admin.get('/api/admin/overview')).json()
    expect(events).toEqual({ total: seeded.total + 4, upcoming: seeded.upcoming + 1, thisMonth: seeded.thisMonth + 3 })

    const all = (await admin.get('/api/admin/events')).json() as { title: string; date: string }[]
    expect(all).toHaveLength(seeded.total + 4)
    expect(all.slice(0, 4).map((e) => e.title)).toEqual([
      'L’an dernier',
      'Passé ce mois-ci',
      'Aujourd’hui',
      'Plus tard ce mois-ci',
    ])
    expect(all.map((e) => e.date)).toEqual([...all.map((e) => e.date)].sort())
    // The public list still starts today.
    const upcoming = (await t.app.inject('/api/events')).json() as { title: string }[]
    expect(upcoming[0]?.title).toBe('Aujourd’hui')
  })
})
