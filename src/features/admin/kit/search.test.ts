import { describe, expect, it } from 'vitest'
import { isOn, legacyTabAddress, oneOf } from './search.ts'

describe('oneOf and isOn', () => {
  it('keep only the allowed values', () => {
    const allowed = { nouveau: true, lu: true } as const
    expect(oneOf(allowed, 'lu')).toBe('lu')
    expect(oneOf(allowed, 'toString')).toBeUndefined()
    expect(oneOf(allowed, '<script>')).toBeUndefined()
    expect(oneOf(allowed, 42)).toBeUndefined()
    expect([true, 'true', 1, '1'].map(isOn)).toEqual([true, true, true, true])
    expect([false, 'false', 0, '', undefined, 'oui'].map(isOn)).toEqual([false, false, false, false, false, false])
  })
})

describe('legacyTabAddress', () => {
  it('leads an old ?onglet= address to its tab, with the rest of its query', () => {
    expect(legacyTabAddress({ onglet: 'membres', statut: 'nouveau', doublons: true })).toEqual({
      to: '/admin-dashboard/membres',
      search: { statut: 'nouveau', doublons: true },
    })
    expect(legacyTabAddress({ onglet: 'messages', rubrique: 'alertes' })).toEqual({
      to: '/admin-dashboard/messages',
      search: { rubrique: 'alertes' },
    })
    expect(legacyTabAddress({ onglet: 'journal' })).toEqual({ to: '/admin-dashboard/journal', search: {} })
  })

  it('leads the overview and an unknown tab to the overview, and leaves other addresses alone', () => {
    expect(legacyTabAddress({ onglet: 'vue-d-ensemble', statut: 'nouveau' })).toEqual({
      to: '/admin-dashboard',
      search: {},
    })
    expect(legacyTabAddress({ onglet: 'inconnu' })).toEqual({ to: '/admin-dashboard', search: {} })
    expect(legacyTabAddress({})).toBeNull()
    expect(legacyTabAddress({ statut: 'nouveau' })).toBeNull()
  })
})
