import { describe, expect, it } from 'vitest'
import { eventTimes } from './church-json-ld.tsx'

describe('eventTimes', () => {
  it('reads a time range as Santiago date-times', () => {
    expect(eventTimes('2026-12-14', '09:00 - 16:00')).toEqual({
      startDate: '2026-12-14T09:00:00-04:00',
      endDate: '2026-12-14T16:00:00-04:00',
    })
  })
  it('keeps a lone start time', () => {
    expect(eventTimes('2026-12-14', '19:00')).toEqual({ startDate: '2026-12-14T19:00:00-04:00' })
  })
  it('falls back to the date when the time is not readable', () => {
    expect(eventTimes('2026-12-14', 'toute la journée')).toEqual({ startDate: '2026-12-14' })
  })
})
