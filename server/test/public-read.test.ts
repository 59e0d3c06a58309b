import { describe, expect, it } from 'vitest'
import { sampleServices } from '#common/seed/services-and-events.ts'
import { eventListSchema } from '#common/schemas/event.ts'
import { serviceListSchema } from '#common/schemas/service.ts'
import { churchDate } from '#common/church-time.ts'
import { countRows, createTestApp, useTestApp } from './helper.ts'

const pastEvent = {
  title: 'Culte de Noël 2020',
  date: '2020-12-24',
  time: '19:00 - 21:00',
  description: 'Passé',
  location: 'Temple',
  category: 'Cérémonie',
}

describe('public reads', () => {
  const t = useTestApp()

  it('GET /api/health checks the database', async () => {
    const response = await t.app.inject('/api/health')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'ok', database: { writable: true } })
  })

  it('GET /api/services lists the seeded week of services in order', async () => {
    const response = await t.app.inject('/api/services')
    expect(response.statusCode).toBe(200)
    const services = serviceListSchema.parse(response.json())
    expect(services.map((s) => s.name)).toEqual(sampleServices.map((s) => s.name))
    expect(services[0]).toMatchObject({ day: 'Dimanche', time: '09:00 - 10:30', icon: 'church' })
  })

  it('GET /api/events lists upcoming events only, by date, with ISO dates; past ones stay stored', async () => {
    t.app.eventsRepository.insert(pastEvent, new Date().toISOString())
    const today = churchDate(new Date())
    t.app.eventsRepository.insert({ ...pastEvent, title: 'Aujourd’hui', date: today }, new Date().toISOString())

    const response = await t.app.inject('/api/events')
    expect(response.statusCode).toBe(200)
    const events = eventListSchema.parse(response.json())
    expect(events).toHaveLength(5)
    expect(events[0]?.title).toBe('Aujourd’hui')
    for (const event of events) {
      expect(event.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(event.date >= today).toBe(true)
    }
    expect(events.map((e) => e.date)).toEqual(events.map((e) => e.date).sort())
    expect(events.some((e) => e.title === pastEvent.title)).toBe(false)
    expect(countRows(t.app, 'events')).toBe(6)
  })

  it('GET /api/members/stats answers the church figures on a fresh install', async () => {
    const response = await t.app.inject('/api/members/stats')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ totalMembers: 342, newThisMonth: 12, activeMembers: 320 })
  })

  it('GET /api/events.ics is an iCalendar feed of the upcoming events', async () => {
    t.app.eventsRepository.insert(pastEvent, new Date().toISOString())
    const response = await t.app.inject('/api/events.ics')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(response.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(response.body.match(/BEGIN:VEVENT/g)).toHaveLength(4)
    expect(response.body).not.toContain('Noël 2020')
  })
})

describe('seeding', () => {
  it('happens on first start only: events deleted by an admin do not come back', async () => {
    const first = await createTestApp()
    expect(countRows(first.app, 'events')).toBe(4)
    expect(countRows(first.app, 'services')).toBe(sampleServices.length)
    first.app.db.exec('DELETE FROM events')
    await first.app.close()

    const second = await createTestApp({ dataDir: first.dataDir })
    try {
      expect(countRows(second.app, 'events')).toBe(0)
      expect(countRows(second.app, 'services')).toBe(sampleServices.length)
    } finally {
      await second.close()
      await first.close().catch(() => undefined)
    }
  })
})
