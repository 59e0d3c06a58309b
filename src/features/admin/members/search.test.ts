import { describe, expect, it } from 'vitest'
import { MEMBER_STATUSES } from '#common/schemas/member-registration.ts'
import { validateMembersSearch } from './search.ts'

describe('validateMembersSearch', () => {
  it('keeps the status and the duplicates filter', () => {
    expect(validateMembersSearch({ statut: 'nouveau', doublons: true })).toEqual({ statut: 'nouveau', doublons: true })
    expect(validateMembersSearch({ doublons: '1' })).toEqual({ doublons: true })
    // Every status the API knows, and only those.
    for (const statut of MEMBER_STATUSES) expect(validateMembersSearch({ statut }).statut).toBe(statut)
  })

  it('drops what it does not know instead of failing, and says so for each of its keys', () => {
    expect(validateMembersSearch({})).toEqual({})
    const search = validateMembersSearch({ statut: '<script>', doublons: false, onglet: 'dons' })
    expect(search).toEqual({})
    // Undefined, not absent: the router lays it over the URL's unchecked value.
    expect(Object.keys(search).sort()).toEqual(['doublons', 'statut'])
    expect(validateMembersSearch({ statut: 42, doublons: 'non' })).toEqual({})
  })
})
