// Events over several days and repeated ones: the site's lists, the calendar's days and the
// iCalendar files (one event alone for « Ajouter à mon agenda », the feed for subscribers).
import { describe, expect, it } from 'vitest'
import type { EventInput } from '#common/schemas/event.ts'
import type { App } from '../src/app.ts'
import { signIn } from './admin-helper.ts'
import { useTestApp } from './helper.ts'

// 11:00 on 15 November 2026 in Santiago.
const clock = new Date('2026-11-15T15:00:00.000Z')

const event = (overrides: Partial<EventInput> = {}): EventInput => ({
  title: 'Étude biblique',
  date: '2026-11-05',
  time: '19:00 - 20:30',
  description: 'Chaque jeudi soir.',
  location: 'Salle 2',
  category: 'Formation',
  ...overrides,
})

async function addEvent(app: App, overrides: Partial<EventInput> = {}): Promise<number> {
  const admin = await signIn(app)
  const response = await admin.send('POST', '/api/admin/events', event(overrides))
  expect(response.statusCode, response.body).toBe(201)
  return response.json().id
}

const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n')

describe('repeated and multi-day events', () => {
  const t = useTestApp({ now: () => clock })

  it('lists a weekly event by its next date, and gives each of its weeks to the calendar but its exceptions', async () => {
    const id = await addEvent(t.app, {
      recurrence: { frequency: 'weekly', until: '2027-01-28', exceptions: ['2026-11-26', '2026-12-24'] },
    })
    const listed = (await t.app.inject('/api/events')).json().find((e: { id: number }) => e.id === id)
    // Its first date is past; the next Thursday is the 19th.
    expect(listed).toMatchObject({ date: '2026-11-05', nextDate: '2026-11-19', endDate: null })

    const calendar = (await t.app.inject('/api/calendar')).json()
    expect(calendar.today).toBe('2026-11-15')
    expect(calendar.from).toBe('2026-11-01')
    expect(calendar.to).toBe('2027-10-31')
    const days = calendar.occurrences
      .filter((o: { eventId: number }) => o.eventId === id)
      .map((o: { date: string }) => o.date)
    expect(days).toEqual([
      '2026-11-05',
      '2026-11-12',
      '2026-11-19',
      '2026-12-03',
      '2026-12-10',
      '2026-12-17',
      '2026-12-31',
      '2027-01-07',
      '2027-01-14',
      '2027-01-21',
      '2027-01-28',
    ])
  })

  it('writes a repeated event as one VEVENT with its rule and exceptions, in Santiago’s time', async () => {
    const id = await addEvent(t.app, {
      recurrence: { frequency: 'weekly', until: '2027-01-28', exceptions: ['2026-12-24', '2026-11-26'] },
    })
    const response = await t.app.inject(`/api/events/${id}.ics`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(`attachment; filename="evenement-${id}.ics"`)
    const lines = unfold(response.body)
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(lines).toContain(`UID:event-${id}@evenements.ebf-santiago`)
    expect(lines).toContain('DTSTART;TZID=America/Santo_Domingo:20261105T190000')
    expect(lines).toContain('DTEND;TZID=America/Santo_Domingo:20261105T203000')
    // The last Thursday's evening included: 23:59 in Santiago is 03:59 UTC the next day.
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20270129T035900Z')
    expect(lines).toContain('EXDATE;TZID=America/Santo_Domingo:20261126T190000,20261224T190000')
    expect(lines).toContain('TZID:America/Santo_Domingo')
    expect(lines).toContain('TZOFFSETTO:-0400')
  })

  it('gives « Ajouter à mon agenda » the one event chosen, where the feed has them all', async () => {
    const first = await addEvent(t.app, { title: 'Conférence', date: '2026-12-12', endDate: '2026-12-14' })
    await addEvent(t.app, { title: 'Veillée', date: '2026-12-20', time: '19:00' })
    const one = unfold((await t.app.inject(`/api/events/${first}.ics`)).body)
    expect(one.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(one).toContain('SUMMARY:Conférence')
    // Three days: from 19:00 on the first to 20:30 on the last, in UTC.
    expect(one).toContain('DTSTART:20261212T230000Z')
    expect(one).toContain('DTEND:20261215T003000Z')
    expect(one.some((line) => line.startsWith('RRULE'))).toBe(false)

    const feed = unfold((await t.app.inject('/api/events.ics')).body)
    expect(feed).toContain('SUMMARY:Conférence')
    expect(feed).toContain('SUMMARY:Veillée')
    expect((await t.app.inject('/api/events/9999.ics')).statusCode).toBe(404)
  })

  it('keeps a multi-day event listed until its last day', async () => {
    const id = await addEvent(t.app, { date: '2026-11-13', endDate: '2026-11-16' })
    const listed = (await t.app.inject('/api/events')).json().find((e: { id: number }) => e.id === id)
    expect(listed).toMatchObject({ date: '2026-11-13', endDate: '2026-11-16', nextDate: '2026-11-13' })
  })

  it('refuses an end before the start, sign-ups on a repeated event, and exceptions before it begins', async () => {
    const admin = await signIn(t.app)
    const response = await admin.send(
      'POST',
      '/api/admin/events',
      event({
        endDate: '2026-11-04',
        recurrence: { frequency: 'monthly', until: null, exceptions: ['2026-10-01'] },
        signup: { capacity: 10, closesAt: null },
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors).toEqual({
      endDate: ['La date de fin doit venir après la date de début.'],
      'recurrence.exceptions.0': ['Une date exclue doit venir après la première date.'],
      signup: ['Les inscriptions ne sont possibles que pour un événement non répété.'],
    })
  })
})
