import { afterEach, describe, expect, it } from 'vitest'
import { formatDayDate, formatLongDate, formatShortDay } from './format-date.ts'

const originalTz = process.env.TZ

afterEach(() => {
  process.env.TZ = originalTz
})

describe('formatLongDate', () => {
  it('writes an ISO date in French long format', () => {
    expect(formatLongDate('2026-03-15')).toBe('15 mars 2026')
    expect(formatLongDate('2025-12-31')).toBe('31 décembre 2025')
  })

  it('writes the first of the month as "1er"', () => {
    expect(formatLongDate('2026-08-01')).toBe('1er août 2026')
    expect(formatLongDate('2026-08-11')).toBe('11 août 2026')
  })

  it('never shifts the day in a time zone west of UTC', () => {
    // Santiago is UTC-4: a naive `new Date('2026-01-01')` shows 31 December there.
    process.env.TZ = 'America/Santo_Domingo'
    expect(formatLongDate('2026-01-01')).toBe('1er janvier 2026')
  })

  it('keeps the calendar day written in a timestamp near midnight', () => {
    process.env.TZ = 'Asia/Tokyo'
    expect(formatLongDate('2026-03-15T23:59:00-04:00')).toBe('15 mars 2026')
    expect(formatLongDate('2026-03-16T00:01:00Z')).toBe('16 mars 2026')
  })

  it('returns an unreadable or impossible value unchanged', () => {
    expect(formatLongDate('pas une date')).toBe('pas une date')
    expect(formatLongDate('2026-02-30')).toBe('2026-02-30')
    expect(formatLongDate('')).toBe('')
  })
})

describe('formatDayDate', () => {
  it('starts with the weekday, in French', () => {
    expect(formatDayDate('2026-11-29')).toBe('dimanche 29 novembre 2026')
    expect(formatDayDate('2026-11-30')).toBe('lundi 30 novembre 2026')
    expect(formatDayDate('2026-12-01')).toBe('mardi 1er décembre 2026')
  })

  it('keeps the calendar day of a timestamp, whatever the time zone', () => {
    expect(formatDayDate('2026-11-29T23:30:00-04:00')).toBe('dimanche 29 novembre 2026')
  })

  it('returns what it cannot read unchanged', () => {
    expect(formatDayDate('2026-02-30')).toBe('2026-02-30')
    expect(formatDayDate('bientôt')).toBe('bientôt')
  })

  it('writes every day of a year as a French formatter would', () => {
    const long = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    const weekday = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' })
    for (let day = Date.UTC(2028, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
      const date = new Date(day)
      const written = long.format(date).replace(/^1 /, '1er ')
      const iso = date.toISOString().slice(0, 10)
      expect(formatLongDate(iso)).toBe(written)
      expect(formatDayDate(iso)).toBe(`${weekday.format(date)} ${written}`)
    }
  })
})

describe('formatShortDay', () => {
  it('writes every day of a year as a French formatter abbreviates it', () => {
    const short = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    for (let day = Date.UTC(2028, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
      const date = new Date(day)
      expect(formatShortDay(date.toISOString().slice(0, 10))).toBe(short.format(date))
    }
  })

  it('returns what it cannot read unchanged', () => {
    expect(formatShortDay('2026-02-30')).toBe('2026-02-30')
    expect(formatShortDay('')).toBe('')
  })
})
