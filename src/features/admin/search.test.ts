import { describe, expect, it } from 'vitest'
import { validateDashboardSearch } from './search.ts'

describe('validateDashboardSearch', () => {
  it('keeps the tab, the filters and the message view', () => {
    expect(validateDashboardSearch({ onglet: 'membres', statut: 'nouveau', doublons: true })).toEqual({
      onglet: 'membres',
      statut: 'nouveau',
      doublons: true,
    })
    expect(validateDashboardSearch({ onglet: 'messages', rubrique: 'alertes' })).toEqual({
      onglet: 'messages',
      rubrique: 'alertes',
    })
    expect(validateDashboardSearch({ doublons: '1' })).toEqual({ doublons: true })
  })

  it('drops what it does not know instead of failing', () => {
    expect(validateDashboardSearch({})).toEqual({})
    expect(validateDashboardSearch({ onglet: 'inconnu', rubrique: 'spam', doublons: false, autre: 1 })).toEqual({})
    expect(validateDashboardSearch({ statut: '<script>' })).toEqual({})
    expect(validateDashboardSearch({ statut: 42 })).toEqual({})
  })
})
