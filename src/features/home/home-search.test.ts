import { describe, expect, it } from 'vitest'
import { parseHomeSearch } from './home-search.ts'

describe('parseHomeSearch', () => {
  it('keeps a known contact subject', () => {
    expect(parseHomeSearch({ sujet: 'Autre' })).toEqual({ sujet: 'Autre' })
    expect(parseHomeSearch({ sujet: "Demande d'information" })).toEqual({ sujet: "Demande d'information" })
  })

  it('turns an unknown, empty or malformed subject into undefined without throwing', () => {
    for (const sujet of ['Spam', '', 42, ['Autre'], null]) {
      const result = parseHomeSearch({ sujet })
      // The key must be there: the router merges the result over the raw query string.
      expect(Object.hasOwn(result, 'sujet')).toBe(true)
      expect(result.sujet).toBeUndefined()
    }
    expect(parseHomeSearch({}).sujet).toBeUndefined()
  })

  it('ignores other parameters', () => {
    expect(parseHomeSearch({ utm_source: 'facebook', sujet: 'ISL' })).toEqual({ sujet: 'ISL' })
  })
})
