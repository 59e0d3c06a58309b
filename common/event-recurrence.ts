// The days an event is held: once (over one or several days), or again each week or month with
// exceptions, as an iCalendar RRULE. The rule is read by rrule-temporal, which follows RFC 5545,
// so the calendar page, the « à venir » lists and the .ics files agree on every date. Used by the
// server and the mocked backend only: the pages receive the dates already worked out.
import { RRuleTemporal } from 'rrule-temporal'
import type { Recurrence } from './schemas/event.ts'

/** What the rules read of an event. */
export interface EventDays {
  date: string
  endDate?: string | null | undefined
  recurrence?: Recurrence | null | undefined
}

/** One time the event is held: its first and last day (endDate null: one day). */
export interface Occurrence {
  date: string
  endDate: string | null
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const
const DAY_MS = 86_400_000

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`)
/** YYYY-MM-DD → YYYYMMDD, as iCalendar writes a date. */
export const basicDate = (date: string) => date.replace(/-/g, '')
export const addDays = (date: string, days: number) =>
  new Date(utcDay(date).getTime() + days * DAY_MS).toISOString().slice(0, 10)
export const daysBetween = (from: string, to: string) =>
  Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / DAY_MS)

/** How many days after its first day an occurrence ends (0: the same day). */
export const spanOf = (event: EventDays) => (event.endDate ? Math.max(0, daysBetween(event.date, event.endDate)) : 0)

/**
 * The RRULE value of `recurrence` for an event first held on `date`: FREQ and the day it falls on,
 * then UNTIL as `until` writes the last day (as a date for a whole-day event, a UTC time otherwise).
 */
export function rruleValue(date: string, recurrence: Recurrence, until: (day: string) => string = basicDate): string {
  const day = utcDay(date)
  const weekday = WEEKDAYS[day.getUTCDay()]
  const parts: string[] = []
  if (recurrence.frequency === 'weekly') parts.push('FREQ=WEEKLY', `BYDAY=${weekday}`)
  else if (recurrence.frequency === 'monthly') parts.push('FREQ=MONTHLY', `BYMONTHDAY=${day.getUTCDate()}`)
  else {
    // The first to fourth such weekday of the month; from the 29th on, the last one.
    const nth = Math.ceil(day.getUTCDate() / 7)
    parts.push('FREQ=MONTHLY', `BYDAY=${nth > 4 ? -1 : nth}${weekday}`)
  }
  if (recurrence.until) parts.push(`UNTIL=${until(recurrence.until)}`)
  return parts.join(';')
}

/** The rule of a repeated event, over whole days (midnight UTC stands for each day). */
function ruleOf(date: string, recurrence: Recurrence): RRuleTemporal {
  const lines = [
    `DTSTART;TZID=UTC:${basicDate(date)}T000000`,
    `RRULE:${rruleValue(date, recurrence, (day) => `${basicDate(day)}T000000Z`)}`,
  ]
  if (recurrence.exceptions.length > 0)
    lines.push(`EXDATE;TZID=UTC:${recurrence.exceptions.map((day) => `${basicDate(day)}T000000`).join(',')}`)
  return new RRuleTemporal({ rruleString: lines.join('\n') })
}

const dayOfOccurrence = (occurrence: { toString: () => string }) => occurrence.toString().slice(0, 10)

/** The first days of the occurrences starting from `from` to `to` (both included), in order. */
function startsBetween(event: EventDays, from: string, to: string): string[] {
  if (!event.recurrence) return event.date >= from && event.date <= to ? [event.date] : []
  if (to < event.date) return []
  return ruleOf(event.date, event.recurrence).between(utcDay(from), utcDay(to), true).map(dayOfOccurrence)
}

/** The occurrences held (at least one of their days) between `from` and `to`, both included. */
export function occurrencesBetween(event: EventDays, from: string, to: string): Occurrence[] {
  const span = spanOf(event)
  return startsBetween(event, addDays(from, -span), to).map((date) => ({
    date,
    endDate: span > 0 ? addDays(date, span) : null,
  }))
}

/** The first occurrence not over on `today` (under way, or to come), or null when all are over. */
export function nextOccurrence(event: EventDays, today: string): Occurrence | null {
  const span = spanOf(event)
  const from = addDays(today, -span)
  let start: string | null
  if (!event.recurrence) start = event.date >= from ? event.date : null
  else {
    const next = ruleOf(event.date, event.recurrence).next(utcDay(from), true)
    start = next ? dayOfOccurrence(next) : null
  }
  return start === null ? null : { date: start, endDate: span > 0 ? addDays(start, span) : null }
}
