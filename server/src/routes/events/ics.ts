// A hand-written iCalendar (RFC 5545) feed of the upcoming events: small enough not to need a library.
import type { ChurchEvent } from '#common/schemas/event.ts'
import { churchTimeToUtc } from '#common/church-time.ts'

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

const basicDate = (date: string) => date.replace(/-/g, '')
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

function timing(event: ChurchEvent): string[] {
  const range = parseTimeRange(event.time)
  if (!range)
    return [`DTSTART;VALUE=DATE:${basicDate(event.date)}`, `DTEND;VALUE=DATE:${basicDate(nextDay(event.date))}`]
  // Times are Santiago's wall clock; written in UTC so no VTIMEZONE block is needed.
  const lines = [`DTSTART:${utcStamp(churchTimeToUtc(event.date, ...range.start))}`]
  if (range.end) lines.push(`DTEND:${utcStamp(churchTimeToUtc(event.date, ...range.end))}`)
  return lines
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
