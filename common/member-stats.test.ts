import { describe, expect, it } from 'vitest'
import { memberStats } from './member-stats.ts'

const baseline = { totalMembers: 342, newThisMonth: 12, activeMembers: 320, month: '2026-11' }

describe('memberStats', () => {
  it('adds the site registrations to the baseline in the baseline month', () => {
    expect(memberStats(baseline, { total: 3, sinceMonthStart: 2 }, '2026-11')).toEqual({
      totalMembers: 345,
      newThisMonth: 14,
      activeMembers: 320,
    })
  })

  it('counts only the site registrations as new in a later month', () => {
    expect(memberStats(baseline, { total: 3, sinceMonthStart: 1 }, '2026-12')).toEqual({
      totalMembers: 345,
      newThisMonth: 1,
      activeMembers: 320,
    })
  })

  it('falls back to the church figures without a stored baseline', () => {
    expect(memberStats(undefined, { total: 0, sinceMonthStart: 0 }, '2026-12')).toEqual({
      totalMembers: 342,
      newThisMonth: 12,
      activeMembers: 320,
    })
  })
})
