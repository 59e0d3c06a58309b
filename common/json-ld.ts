// Schema.org data for search engines, written into each public page's <head> by the server from
// the data the page is drawn with: the church on the home page, with its upcoming events.
import type { ChurchEvent } from './schemas/event.ts'
import type { SiteContent } from './schemas/site-content.ts'

/** Santiago is UTC-4 all year (no daylight saving time). */
const SANTIAGO_OFFSET = '-04:00'

/** "09:00 - 16:00" → start and end as ISO date-times on `date`; a date alone when unreadable. */
export function eventTimes(date: string, time: string): { startDate: string; endDate?: string } {
  const [start, end] = time.match(/\b\d{2}:\d{2}\b/g) ?? []
  if (!start) return { startDate: date }
  return {
    startDate: `${date}T${start}:00${SANTIAGO_OFFSET}`,
    ...(end ? { endDate: `${date}T${end}:00${SANTIAGO_OFFSET}` } : {}),
  }
}

const postalAddress = ({ contacts }: SiteContent) => ({
  '@type': 'PostalAddress',
  streetAddress: contacts.address.street,
  addressLocality: contacts.address.city,
  addressCountry: 'DO',
})

/** The church itself; `url` is the site's public address. */
export function churchJsonLd(site: SiteContent, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Church',
    name: site.identity.name,
    alternateName: site.identity.shortName,
    foundingDate: String(site.identity.foundedYear),
    telephone: site.contacts.phone,
    email: site.contacts.emails.main,
    url,
    address: postalAddress(site),
    ...(site.social.length > 0 ? { sameAs: site.social.map((link) => link.href) } : {}),
  }
}

/** The upcoming events, as one graph; undefined when there are none. */
export function eventsJsonLd(events: readonly ChurchEvent[], site: SiteContent) {
  if (events.length === 0) return undefined
  return {
    '@context': 'https://schema.org',
    '@graph': events.map((event) => ({
      '@type': 'Event',
      name: event.title,
      description: event.description,
      ...eventTimes(event.date, event.time),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: event.location, address: postalAddress(site) },
      organizer: { '@type': 'Organization', name: site.identity.name },
    })),
  }
}

/**
 * A data block's text: "<" escaped, so that no value can ever close the script element (it is
 * never executed, so the CSP's script-src does not apply to it).
 */
export const jsonForScript = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
