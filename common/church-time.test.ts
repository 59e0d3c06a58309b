import { describe, expect, it } from 'vitest'
import { churchDate, churchMonth, churchTimeToUtc, startOfChurchMonth } from './church-time.ts'

describe('church time (America/Santo_Domingo, UTC-4)', () => {
  it('is still the previous day in Santiago shortly after midnight UTC', () => {
    expect(churchDate(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11-30')
    expect(churchDate(new Date('2026-12-01T04:00:00Z'))).toBe('2026-12-01')
  })

  it('starts the month at 04:00 UTC', () => {
    expect(startOfChurchMonth(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11-01T04:00:00.000Z')
    expect(churchMonth(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11')
  })

  it('turns Santiago wall-clock time into UTC', () => {
    expect(churchTimeToUtc('2026-12-14', 9, 0).toISOString()).toBe('2026-12-14T13:00:00.000Z')
  })
})
