import { describe, expect, it } from 'vitest'
import { siteContentSeed } from './seed/site-content.ts'
import { upcomingSampleEvents } from './seed/services-and-events.ts'
import { churchJsonLd, eventsJsonLd, eventTimes, jsonForScript } from './json-ld.ts'

describe('eventTimes', () => {
  it('reads a time range as Santiago date-times', () => {
    expect(eventTimes('2026-12-14', '09:00 - 16:00')).toEqual({
      startDate: '2026-12-14T09:00:00-04:00',
      endDate: '2026-12-14T16:00:00-04:00',
    })
  })
  it('keeps a lone start time', () => {
    expect(eventTimes('2026-12-14', '19:00')).toEqual({ startDate: '2026-12-14T19:00:00-04:00' })
  })
  it('falls back to the date when the time is not readable', () => {
    expect(eventTimes('2026-12-14', 'toute la journée')).toEqual({ startDate: '2026-12-14' })
  })
})

describe('churchJsonLd and eventsJsonLd', () => {
  const site = siteContentSeed()
  it('describe the church from its content, at the public address', () => {
    expect(churchJsonLd(site, 'https://eglise.example.org/')).toMatchObject({
      '@type': 'Church',
      name: site.identity.name,
      telephone: '+18095550142',
      foundingDate: '2011',
      url: 'https://eglise.example.org/',
      address: { '@type': 'PostalAddress', addressLocality: site.contacts.address.city },
    })
  })

  it('describe each upcoming event, organised by the church; nothing without events', () => {
    const [event] = upcomingSampleEvents(new Date('2026-11-22T12:00:00Z'))
    const graph = eventsJsonLd([event!], site)?.['@graph']
    expect(graph).toEqual([
      expect.objectContaining({
        '@type': 'Event',
        name: event!.title,
        startDate: '2026-12-14T09:00:00-04:00',
        endDate: '2026-12-14T16:00:00-04:00',
        organizer: { '@type': 'Organization', name: site.identity.name },
      }),
    ])
    expect(eventsJsonLd([], site)).toBeUndefined()
  })
})

describe('jsonForScript', () => {
  it('never lets a value close its script element', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
