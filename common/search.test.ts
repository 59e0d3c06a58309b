import { describe, expect, it } from 'vitest'
import { foldForSearch, matchesSearch, phoneDigitsOf } from './search.ts'

describe('admin search', () => {
  it('ignores case and accents', () => {
    expect(foldForSearch('ÉTIENNE Hélène')).toBe('etienne helene')
    expect(matchesSearch('etienne', ['Paul Étienne'])).toBe(true)
    expect(matchesSearch('  ', ['anything'])).toBe(true)
    expect(matchesSearch(undefined, [])).toBe(true)
    expect(matchesSearch('marc', ['Paul Étienne'])).toBe(false)
  })

  it('matches a phone by its digits only when the search looks like a phone number', () => {
    expect(phoneDigitsOf('+1 (809) 555')).toBe('1809555')
    expect(phoneDigitsOf('Membre2')).toBe('')
    expect(matchesSearch('809-555', [], '18095550101')).toBe(true)
    expect(matchesSearch('Membre2', [], '18095550102')).toBe(false)
  })
})
