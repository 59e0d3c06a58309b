// Dates of the dashboard, in French and in the church's time zone (Santiago), whatever the
// computer's settings: "22 novembre 2026 à 10:15". A calendar day or month (no time) is written
// out from the French names (#common/format-date.ts): the overview's chart shows them, and a
// browser's first formatter costs a phone's first screen a long task (its locale's data).
import { CHURCH_TIME_ZONE } from '#common/church-time.ts'
import { calendarDay, FRENCH_MONTHS, FRENCH_SHORT_MONTHS, formatShortDay } from '#common/format-date.ts'

/**
 * A formatter made at its first use, not as the module loads: a browser's first formatter loads
 * its locale's and time zone's data, tens of milliseconds on a phone, which a screen showing no
 * date need not pay.
 */
function lazyFormat<T>(make: () => T): () => T {
  let made: T | undefined
  return () => (made ??= make())
}

const dateTime = lazyFormat(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: CHURCH_TIME_ZONE,
    }),
)
const shortDate = lazyFormat(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: CHURCH_TIME_ZONE,
    }),
)

const parse = (iso: string) => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "2026-11-22T14:15:00Z" → "22 novembre 2026 à 10:15" ("1er" on the first of the month). */
export function formatDateTime(iso: string): string {
  const date = parse(iso)
  if (!date) return iso
  const parts = dateTime().formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  const day = part('day') === '1' ? '1er' : part('day')
  return `${day} ${part('month')} ${part('year')} à ${part('hour')}:${part('minute')}`
}

/** "2026-11-22T14:15:00Z" → "22 nov. 2026". */
export function formatShortDate(iso: string): string {
  const date = parse(iso)
  return date ? shortDate().format(date) : iso
}

/** "2026-10-23" (a church day, no time) → "23 oct. 2026", written out without a formatter. */
export const formatDay = formatShortDay

const monthStart = (month: string) => calendarDay(`${month}-01`)

/** "2026-11" → "nov." (the chart's axis). */
export function formatMonthShort(month: string): string {
  const date = monthStart(month)
  return (date && FRENCH_SHORT_MONTHS[date.getUTCMonth()]) ?? month
}

/** "2026-11" → "novembre 2026". */
export function formatMonthLong(month: string): string {
  const date = monthStart(month)
  return date ? `${FRENCH_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}` : month
}

/** « 12 mars » (a birthday, "YYYY-MM-DD": the day, not the age). */
export function formatBirthday(value: string): string {
  const date = calendarDay(value)
  return date ? `${date.getUTCDate()} ${FRENCH_MONTHS[date.getUTCMonth()]}` : value
}

/** « 12 mars 1990 » ("YYYY-MM-DD", read as written: no time zone moves it a day). */
export function formatCalendarDate(value: string): string {
  const date = calendarDay(value)
  return date ? `${date.getUTCDate()} ${FRENCH_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}` : value
}
