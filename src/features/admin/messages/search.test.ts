import { describe, expect, it } from 'vitest'
import { MESSAGE_STATUSES } from '#common/schemas/contact-message.ts'
import { validateMessagesSearch } from './search.ts'

describe('validateMessagesSearch', () => {
  it('keeps the view and the status', () => {
    expect(validateMessagesSearch({ rubrique: 'demandes', statut: 'nouveau' })).toEqual({
      rubrique: 'demandes',
      statut: 'nouveau',
    })
    for (const rubrique of ['messages', 'demandes', 'newsletter', 'alertes'])
      expect(validateMessagesSearch({ rubrique }).rubrique).toBe(rubrique)
    for (const statut of MESSAGE_STATUSES) expect(validateMessagesSearch({ statut }).statut).toBe(statut)
  })

  it('drops what it does not know instead of failing', () => {
    expect(validateMessagesSearch({ rubrique: 'spam', statut: 'archive', doublons: true })).toEqual({})
    expect(Object.keys(validateMessagesSearch({ rubrique: 'spam' })).sort()).toEqual(['rubrique', 'statut'])
  })
})
