import { describe, expect, it } from 'vitest'
import { placeFor, promotions, signupOpen } from './event-signup.ts'

describe('placeFor', () => {
  it('gives a seat while all the seats asked for fit, the waiting list past the capacity', () => {
    expect(placeFor(10, 7, 0, 3)).toBe('confirmed')
    expect(placeFor(10, 8, 0, 3)).toBe('waitlist')
    expect(placeFor(10, 10, 0, 1)).toBe('waitlist')
  })

  it('lets nobody pass someone already waiting, even a party that would fit', () => {
    expect(placeFor(10, 8, 1, 1)).toBe('waitlist')
  })

  it('always gives a seat when there is no limit', () => {
    expect(placeFor(null, 500, 0, 10)).toBe('confirmed')
  })
})

describe('promotions', () => {
  it('moves up the head of the list while it fits, and stops at the first that does not', () => {
    const waitlist = [
      { id: 4, seats: 2 },
      { id: 5, seats: 3 },
      { id: 6, seats: 1 },
    ]
    expect(promotions(10, 7, waitlist)).toEqual([4])
    expect(promotions(10, 5, waitlist)).toEqual([4, 5])
    // Id 6 would fit, but id 4 waits before it.
    expect(promotions(10, 9, waitlist)).toEqual([])
    expect(promotions(null, 9, waitlist)).toEqual([4, 5, 6])
  })
})

describe('signupOpen', () => {
  it('is open up to the closing day included, by default the event’s day', () => {
    expect(signupOpen({ closesAt: '2026-12-10' }, '2026-12-14', '2026-12-10')).toBe(true)
    expect(signupOpen({ closesAt: '2026-12-10' }, '2026-12-14', '2026-12-11')).toBe(false)
    expect(signupOpen({ closesAt: null }, '2026-12-14', '2026-12-14')).toBe(true)
    expect(signupOpen({ closesAt: null }, '2026-12-14', '2026-12-15')).toBe(false)
  })
})
