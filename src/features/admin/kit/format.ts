// Dates of the dashboard, in French and in the church's time zone (Santiago), whatever the
// computer's settings: "22 novembre 2026 à 10:15".
import { CHURCH_TIME_ZONE } from '#common/church-time.ts'

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: CHURCH_TIME_ZONE,
})
const shortDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: CHURCH_TIME_ZONE,
})
const monthShort = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' })
const monthLong = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' })

const parse = (iso: string) => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "2026-11-22T14:15:00Z" → "22 novembre 2026 à 10:15" ("1er" on the first of the month). */
export function formatDateTime(iso: string): string {
  const date = parse(iso)
  if (!date) return iso
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dateTime.formatToParts(date).find((p) => p.type === type)?.value ?? ''
  const day = part('day') === '1' ? '1er' : part('day')
  return `${day} ${part('month')} ${part('year')} à ${part('hour')}:${part('minute')}`
}

/** "2026-11-22T14:15:00Z" → "22 nov. 2026". */
export function formatShortDate(iso: string): string {
  const date = parse(iso)
  return date ? shortDate.format(date) : iso
}

/**
 * "2026-10-23" (a church day, no time) → "23 oct. 2026". Read as midnight UTC it would be the
 * evening before in Santiago: noon UTC is the same day there.
 */
export function formatDay(day: string): string {
  return formatShortDate(`${day}T12:00:00Z`)
}

const monthDate = (month: string) => parse(`${month}-01T00:00:00Z`)

/** "2026-11" → "nov." (the chart's axis). */
export function formatMonthShort(month: string): string {
  const date = monthDate(month)
  return date ? monthShort.format(date) : month
}

/** "2026-11" → "novembre 2026". */
export function formatMonthLong(month: string): string {
  const date = monthDate(month)
  return date ? monthLong.format(date) : month
}
