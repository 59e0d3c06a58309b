// Dates are shown as written (YYYY-MM-DD is a calendar day, not an instant): read in UTC, so
// that "2026-03-15" stays on the 15th whatever the visitor's time zone.
//
// The French names are written out rather than asked of Intl.DateTimeFormat: a browser's first
// formatter loads its locale's data, 135–190 ms on a phone four times slower than a laptop, in the
// first task of any page that shows a date (a sermon's, the calendar).

export const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const

/** The months as French abbreviates them (« 23 oct. 2026 »), as Intl.DateTimeFormat's `month: 'short'` does. */
export const FRENCH_SHORT_MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
] as const

/** By `Date.getUTCDay()`: Sunday first. */
export const FRENCH_WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const

/** 1 → « 1er », as French writes the first of a month; other days as they are. */
export const frenchDayOfMonth = (day: number): string => (day === 1 ? '1er' : String(day))

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/

/**
 * "2026-03-15" → "15 mars 2026" ("1er" for the first of the month, as French writes it).
 * A timestamp keeps the calendar day written in it. Anything unreadable is returned unchanged.
 */
export function formatLongDate(value: string): string {
  const date = calendarDay(value)
  if (!date) return value
  return `${frenchDayOfMonth(date.getUTCDate())} ${FRENCH_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/**
 * "2026-11-29" → "dimanche 29 novembre 2026": the weekday first, so the secretary sees at a
 * glance that a service falls on a Sunday. Anything unreadable is returned unchanged.
 */
export function formatDayDate(value: string): string {
  const date = calendarDay(value)
  return date ? `${FRENCH_WEEKDAYS[date.getUTCDay()]} ${formatLongDate(value)}` : value
}

/** "2026-10-23" → "23 oct. 2026". Anything unreadable is returned unchanged. */
export function formatShortDay(value: string): string {
  const date = calendarDay(value)
  if (!date) return value
  return `${date.getUTCDate()} ${FRENCH_SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/** The calendar day written at the start of `value` (midnight UTC), or null when there is none. */
export function calendarDay(value: string): Date | null {
  const match = DATE_PREFIX.exec(value.trim())
  if (!match) return null
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null
  }
  return date
}
