import { describe, expect, it } from 'vitest'
import {
  formatBirthday,
  formatCalendarDate,
  formatDateTime,
  formatDay,
  formatMonthLong,
  formatMonthShort,
  formatShortDate,
} from './format.ts'

describe('the dashboard’s dates', () => {
  it('writes each month as a French formatter does, on the chart’s axis and in full', () => {
    const short = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' })
    const long = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' })
    for (let month = 1; month <= 12; month++) {
      const date = new Date(Date.UTC(2026, month - 1, 1))
      const written = `2026-${String(month).padStart(2, '0')}`
      expect(formatMonthShort(written)).toBe(short.format(date))
      expect(formatMonthLong(written)).toBe(long.format(date))
    }
    expect(formatMonthLong('2026-13')).toBe('2026-13')
  })

  it('writes a church day as the same instant at noon in Santiago would be', () => {
    for (const day of ['2026-10-23', '2026-11-01', '2027-01-31']) {
      expect(formatDay(day)).toBe(formatShortDate(`${day}T12:00:00Z`))
    }
    expect(formatDay('2026-10-23')).toBe('23 oct. 2026')
  })

  it('gives an instant in the church’s time zone, « 1er » on the first', () => {
    expect(formatDateTime('2026-11-22T14:15:00Z')).toBe('22 novembre 2026 à 10:15')
    expect(formatDateTime('2026-12-01T16:05:00Z')).toBe('1er décembre 2026 à 12:05')
    expect(formatShortDate('2026-12-01T02:00:00Z')).toBe('30 nov. 2026')
    expect(formatDateTime('pas une date')).toBe('pas une date')
  })

  it('writes a birthday and a calendar date as a French formatter would, whatever the time zone', () => {
    const dayMonth = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'UTC' })
    const full = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    for (let day = Date.UTC(1990, 0, 1); day < Date.UTC(1991, 0, 1); day += 86_400_000) {
      const date = new Date(day)
      const written = date.toISOString().slice(0, 10)
      expect(formatBirthday(written)).toBe(dayMonth.format(date))
      expect(formatCalendarDate(written)).toBe(full.format(date))
    }
    expect(formatBirthday('')).toBe('')
    expect(formatCalendarDate('1990-02-30')).toBe('1990-02-30')
  })
})
