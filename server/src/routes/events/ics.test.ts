import { describe, expect, it } from 'vitest'
import type { ChurchEvent } from '#common/schemas/event.ts'
import { buildCalendar, escapeText, foldLine, parseTimeRange } from './ics.ts'

const event = (overrides: Partial<ChurchEvent> = {}): ChurchEvent => ({
  id: 7,
  title: 'Conférence annuelle',
  date: '2026-12-14',
  time: '09:00 - 16:00',
  description: 'Louange, prière; enseignement\\ et communion',
  location: 'Temple principal, Santiago',
  category: 'Conférence',
  ...overrides,
})

const options = {
  now: new Date('2026-11-22T15:04:05.678Z'),
  calendarName: 'Église, Santiago',
  uidDomain: 'test.example',
}
const unfold = (text: string) => text.replace(/\r\n /g, '')

describe('iCalendar feed', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`
    const folded = foldLine(line)
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((part) => part.startsWith(' ')),
    ).toBe(true)
    expect(unfold(folded)).toBe(line)
    expect(foldLine('SHORT:x')).toBe('SHORT:x')
  })

  it('writes a valid calendar with CRLF line ends, a UID per event and UTC times from Santiago time', () => {
    const text = buildCalendar([event(), event({ id: 8, time: 'Toute la journée' })], options)
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = unfold(text).split('\r\n')
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0'])
    expect(lines).toContain('X-WR-CALNAME:Église\\, Santiago')
    expect(lines).toContain('UID:event-7@test.example')
    expect(lines).toContain('UID:event-8@test.example')
    expect(lines.filter((l) => l === 'DTSTAMP:20261122T150405Z')).toHaveLength(2)
    // 09:00 in Santiago (UTC-4) is 13:00 UTC.
    expect(lines).toContain('DTSTART:20261214T130000Z')
    expect(lines).toContain('DTEND:20261214T200000Z')
    // No usable time: an all-day event.
    expect(lines).toContain('DTSTART;VALUE=DATE:20261214')
    expect(lines).toContain('DTEND;VALUE=DATE:20261215')
    expect(lines).toContain('LOCATION:Temple principal\\, Santiago')
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toBe(
      'DESCRIPTION:Louange\\, prière\\; enseignement\\\\ et communion\\n09:00 - 16:00',
    )
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2)
  })

  it('an empty list is still a valid calendar', () => {
    expect(buildCalendar([], options)).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/)
  })

  it.each([
    ['09:00 - 16:00', { start: [9, 0], end: [16, 0] }],
    ['9h30', { start: [9, 30] }],
    ['19:00–21:00', { start: [19, 0], end: [21, 0] }],
    ['16:00 - 09:00', { start: [16, 0] }],
    ['25:00', undefined],
    ['Le soir', undefined],
  ])('reads the time %j', (text, expected) => {
    expect(parseTimeRange(text)).toEqual(expected)
  })
})
