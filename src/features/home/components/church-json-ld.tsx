import { useEffect, useState } from 'react'
import { church } from '#common/content/church.ts'
import type { ChurchEvent } from '#common/schemas/event.ts'

/**
 * Schema.org data for search engines. A `<script type="application/ld+json">` is a data block,
 * never executed, so the CSP's script-src does not apply to it.
 */
function JsonLd({ data }: { data: object }) {
  // "<" escaped so that no value can ever close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON data block, "<" escaped above, never executed
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}

const postalAddress = {
  '@type': 'PostalAddress',
  streetAddress: church.address.street,
  addressLocality: church.address.city,
  addressCountry: 'DO',
} as const

export function ChurchJsonLd() {
  // The site's address is only known in the browser (it is not configured at build time).
  const [url, setUrl] = useState<string>()
  useEffect(() => setUrl(`${window.location.origin}/`), [])

  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Church',
        name: church.name,
        alternateName: church.shortName,
        foundingDate: String(church.foundedYear),
        telephone: church.phone.tel,
        email: church.emails.main,
        ...(url ? { url } : {}),
        address: postalAddress,
      }}
    />
  )
}

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

export function EventsJsonLd({ events }: { events: ChurchEvent[] | undefined }) {
  if (!events?.length) return null
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@graph': events.map((event) => ({
          '@type': 'Event',
          name: event.title,
          description: event.description,
          ...eventTimes(event.date, event.time),
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: { '@type': 'Place', name: event.location, address: postalAddress },
          organizer: { '@type': 'Organization', name: church.name },
        })),
      }}
    />
  )
}
