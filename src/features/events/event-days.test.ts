import { describe, expect, it } from 'vitest'
import { daysText, repeatText, shownEndDate, signupText } from './event-days.ts'

describe('event days in French', () => {
  it('says a span of days once', () => {
    expect(daysText('2026-12-14', null)).toBe('14 décembre 2026')
    expect(daysText('2026-12-12', '2026-12-14')).toBe('Du 12 au 14 décembre 2026')
    expect(daysText('2026-11-30', '2026-12-02')).toBe('Du 30 novembre au 2 décembre 2026')
    expect(daysText('2026-12-30', '2027-01-01')).toBe('Du 30 décembre 2026 au 1er janvier 2027')
  })

  it('says how an event repeats', () => {
    const rule = { until: null, exceptions: [] }
    expect(repeatText({ date: '2026-11-05', recurrence: { frequency: 'weekly', ...rule } })).toBe(
      'Chaque semaine, le jeudi',
    )
    expect(repeatText({ date: '2026-12-01', recurrence: { frequency: 'monthly', ...rule } })).toBe(
      'Chaque mois, le 1er',
    )
    expect(
      repeatText({
        date: '2026-12-06',
        recurrence: { frequency: 'monthly-weekday', until: '2027-06-30', exceptions: [] },
      }),
    ).toBe('Chaque mois, le 1er dimanche, jusqu’au 30 juin 2027')
    expect(repeatText({ date: '2026-12-29', recurrence: { frequency: 'monthly-weekday', ...rule } })).toBe(
      'Chaque mois, le dernier mardi',
    )
    expect(repeatText({ date: '2026-12-29', recurrence: null })).toBe('')
  })

  it('moves a repeated multi-day event’s last day with its next occurrence', () => {
    expect(shownEndDate({ date: '2026-12-05', endDate: '2026-12-06', nextDate: '2027-01-02' })).toBe('2027-01-03')
    expect(shownEndDate({ date: '2026-12-05', endDate: null, nextDate: '2027-01-02' })).toBeNull()
  })

  it('tells the seats left, a full event and closed sign-ups', () => {
    const signup = { capacity: 10, closesAt: null, seatsTaken: 7, waiting: 0, open: true }
    expect(signupText({ signup })?.text).toBe('3 places restantes')
    expect(signupText({ signup: { ...signup, seatsTaken: 9 } })?.text).toBe('Plus qu’une place')
    expect(signupText({ signup: { ...signup, seatsTaken: 10 } })).toEqual({
      text: 'Complet : liste d’attente ouverte',
      full: true,
      open: true,
    })
    expect(signupText({ signup: { ...signup, open: false } })?.open).toBe(false)
    expect(signupText({ signup: null })).toBeNull()
  })
})
