import { describe, expect, it } from 'vitest'
import { nextOccurrence, occurrencesBetween, rruleValue } from './event-recurrence.ts'
import type { Recurrence } from './schemas/event.ts'

const weekly = (overrides: Partial<Recurrence> = {}): Recurrence => ({
  frequency: 'weekly',
  until: null,
  exceptions: [],
  ...overrides,
})
const days = (list: { date: string }[]) => list.map((occurrence) => occurrence.date)

describe('occurrencesBetween', () => {
  it('holds a one-off event on its day only, and a multi-day one on each day it covers', () => {
    expect(occurrencesBetween({ date: '2026-12-06' }, '2026-12-01', '2026-12-31')).toEqual([
      { date: '2026-12-06', endDate: null },
    ])
    expect(occurrencesBetween({ date: '2026-12-06' }, '2026-12-07', '2026-12-31')).toEqual([])
    // A three-day conference that began before the window is still under way in it.
    const conference = { date: '2026-11-29', endDate: '2026-12-01' }
    expect(occurrencesBetween(conference, '2026-12-01', '2026-12-31')).toEqual([
      { date: '2026-11-29', endDate: '2026-12-01' },
    ])
    expect(occurrencesBetween(conference, '2026-12-02', '2026-12-31')).toEqual([])
  })

  it('repeats a weekly event every week of the month, without its exceptions', () => {
    const event = { date: '2026-12-06', recurrence: weekly({ exceptions: ['2026-12-20'] }) }
    expect(days(occurrencesBetween(event, '2026-12-01', '2026-12-31'))).toEqual([
      '2026-12-06',
      '2026-12-13',
      '2026-12-27',
    ])
    // Nothing before its first day.
    expect(days(occurrencesBetween(event, '2026-11-01', '2026-11-30'))).toEqual([])
  })

  it('stops on the last day, which is still held', () => {
    const event = { date: '2026-12-06', recurrence: weekly({ until: '2026-12-20' }) }
    expect(days(occurrencesBetween(event, '2026-12-01', '2027-01-31'))).toEqual([
      '2026-12-06',
      '2026-12-13',
      '2026-12-20',
    ])
  })

  it('repeats monthly on the same date, or on the same weekday of the month', () => {
    const onDate = { date: '2026-12-06', recurrence: weekly({ frequency: 'monthly' }) }
    expect(days(occurrencesBetween(onDate, '2026-12-01', '2027-03-31'))).toEqual([
      '2026-12-06',
      '2027-01-06',
      '2027-02-06',
      '2027-03-06',
    ])
    // 6 December 2026 is the first Sunday of the month.
    const onWeekday = { date: '2026-12-06', recurrence: weekly({ frequency: 'monthly-weekday' }) }
    expect(days(occurrencesBetween(onWeekday, '2026-12-01', '2027-03-31'))).toEqual([
      '2026-12-06',
      '2027-01-03',
      '2027-02-07',
      '2027-03-07',
    ])
    // From the 29th on: the last such weekday (29 December 2026 is the last Tuesday).
    const last = { date: '2026-12-29', recurrence: weekly({ frequency: 'monthly-weekday' }) }
    expect(days(occurrencesBetween(last, '2026-12-01', '2027-02-28'))).toEqual([
      '2026-12-29',
      '2027-01-26',
      '2027-02-23',
    ])
  })

  it('gives each occurrence of a repeated multi-day event its own last day', () => {
    const retreat = { date: '2026-12-05', endDate: '2026-12-06', recurrence: weekly({ frequency: 'monthly-weekday' }) }
    expect(occurrencesBetween(retreat, '2027-01-01', '2027-01-31')).toEqual([
      { date: '2027-01-02', endDate: '2027-01-03' },
    ])
  })
})

describe('nextOccurrence', () => {
  it('is the occurrence under way or to come, or null once all are over', () => {
    const event = { date: '2026-12-06', recurrence: weekly({ until: '2026-12-20', exceptions: ['2026-12-13'] }) }
    expect(nextOccurrence(event, '2026-12-01')).toEqual({ date: '2026-12-06', endDate: null })
    expect(nextOccurrence(event, '2026-12-07')).toEqual({ date: '2026-12-20', endDate: null })
    expect(nextOccurrence(event, '2026-12-21')).toBeNull()
    const conference = { date: '2026-12-12', endDate: '2026-12-14' }
    expect(nextOccurrence(conference, '2026-12-14')).toEqual({ date: '2026-12-12', endDate: '2026-12-14' })
    expect(nextOccurrence(conference, '2026-12-15')).toBeNull()
  })
})

describe('rruleValue', () => {
  it('writes the rule iCalendar reads', () => {
    expect(rruleValue('2026-12-06', weekly())).toBe('FREQ=WEEKLY;BYDAY=SU')
    expect(rruleValue('2026-12-06', weekly({ frequency: 'monthly', until: '2027-06-30' }))).toBe(
      'FREQ=MONTHLY;BYMONTHDAY=6;UNTIL=20270630',
    )
    expect(rruleValue('2026-12-17', weekly({ frequency: 'monthly-weekday' }))).toBe('FREQ=MONTHLY;BYDAY=3TH')
  })
})
