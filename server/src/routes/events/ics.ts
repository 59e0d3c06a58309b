// A hand-written iCalendar (RFC 5545) file of events: the feed of the upcoming ones, or one event
// alone. A repeated event is one VEVENT with its RRULE and EXDATE (common/event-recurrence.ts
// writes the rule the site itself follows).
import type { ChurchEvent } from '#common/schemas/event.ts'
import { CHURCH_TIME_ZONE, churchOffsetMinutes, churchTimeToUtc } from '#common/church-time.ts'
import { basicDate, rruleValue } from '#common/event-recurrence.ts'

const CRLF = '\r\n'
const MAX_LINE_OCTETS = 75

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks are escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8')
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current)
      // The continuation line starts with a space, which counts towards its 75 octets.
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(CRLF)
}

const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
}

/** "09:00 - 16:00", "9h30", "19:00–21:00" → start and optional end times; anything else → all-day. */
export function parseTimeRange(text: string): { start: [number, number]; end?: [number, number] } | undefined {
  const match = /^\s*(\d{1,2})\s*[:hH]\s*(\d{2})(?:\s*[-–—à]\s*(\d{1,2})\s*[:hH]\s*(\d{2}))?/.exec(text)
  if (!match) return undefined
  const start: [number, number] = [Number(match[1]), Number(match[2])]
  const valid = ([h, m]: [number, number]) => h < 24 && m < 60
  if (!valid(start)) return undefined
  if (match[3] === undefined) return { start }
  const end: [number, number] = [Number(match[3]), Number(match[4])]
  return valid(end) && end[0] * 60 + end[1] > start[0] * 60 + start[1] ? { start, end } : { start }
}

const pad = (n: number) => String(n).padStart(2, '0')
const wallClock = (date: string, [h, m]: [number, number]) => `${basicDate(date)}T${pad(h)}${pad(m)}00`

/**
 * DTSTART, DTEND and, for a repeated event, RRULE and EXDATE. Whole days when the time is not one
 * (or a span of days has no end time). A one-off timed event is written in UTC (no VTIMEZONE
 * needed); a repeated one in Santiago's wall-clock time with its zone, so that each occurrence
 * falls on the church's weekday whatever the subscriber's zone.
 */
function timing(event: ChurchEvent): string[] {
  const range = parseTimeRange(event.time)
  const last = event.endDate ?? event.date
  const { recurrence } = event
  if (!range || (!range.end && last !== event.date)) {
    const lines = [`DTSTART;VALUE=DATE:${basicDate(event.date)}`, `DTEND;VALUE=DATE:${basicDate(nextDay(last))}`]
    if (recurrence) {
      lines.push(`RRULE:${rruleValue(event.date, recurrence)}`)
      if (recurrence.exceptions.length > 0)
        lines.push(`EXDATE;VALUE=DATE:${recurrence.exceptions.map(basicDate).join(',')}`)
    }
    return lines
  }
  if (recurrence) {
    const zone = `TZID=${CHURCH_TIME_ZONE}`
    const lines = [`DTSTART;${zone}:${wallClock(event.date, range.start)}`]
    if (range.end) lines.push(`DTEND;${zone}:${wallClock(last, range.end)}`)
    // UNTIL is in UTC when DTSTART has a zone (RFC 5545 §3.3.10): the end of the last day there.
    lines.push(`RRULE:${rruleValue(event.date, recurrence, (day) => utcStamp(churchTimeToUtc(day, 23, 59)))}`)
    if (recurrence.exceptions.length > 0)
      lines.push(`EXDATE;${zone}:${recurrence.exceptions.map((day) => wallClock(day, range.start)).join(',')}`)
    return lines
  }
  // Times are Santiago's wall clock; written in UTC so no VTIMEZONE block is needed.
  const lines = [`DTSTART:${utcStamp(churchTimeToUtc(event.date, ...range.start))}`]
  if (range.end) lines.push(`DTEND:${utcStamp(churchTimeToUtc(last, ...range.end))}`)
  return lines
}

/** Santiago's zone for the repeated events' times: one offset all year (no daylight saving time). */
function timeZoneBlock(now: Date): string[] {
  const minutes = churchOffsetMinutes(now)
  const offset = `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${CHURCH_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ]
}

export interface CalendarOptions {
  now: Date
  calendarName: string
  /** Right-hand side of each UID: stable, so calendar apps update an event instead of duplicating it. */
  uidDomain: string
}

export function buildCalendar(events: readonly ChurchEvent[], options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.calendarName)}//Site web//FR`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
  ]
  if (events.some((event) => event.recurrence && parseTimeRange(event.time))) lines.push(...timeZoneBlock(options.now))
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:event-${event.id}@${options.uidDomain}`,
      `DTSTAMP:${utcStamp(options.now)}`,
      ...timing(event),
      `SUMMARY:${escapeText(event.title)}`,
      `DESCRIPTION:${escapeText(`${event.description}\n${event.time}`)}`,
      `LOCATION:${escapeText(event.location)}`,
      `CATEGORIES:${escapeText(event.category)}`,
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join(CRLF) + CRLF
}
