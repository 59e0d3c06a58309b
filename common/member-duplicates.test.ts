import { describe, expect, it } from 'vitest'
import {
  answersToMerge,
  earlierDuplicates,
  emailKey,
  isEarlierDuplicate,
  type DuplicateCandidate,
} from './member-duplicates.ts'

const member = (id: number, overrides: Partial<DuplicateCandidate> = {}): DuplicateCandidate => ({
  id,
  email: `personne${id}@example.org`,
  phone: `809-555-01${String(id).padStart(2, '0')}`,
  status: 'nouveau',
  mergedInto: null,
  ...overrides,
})

describe('duplicate registrations', () => {
  it('matches the same e-mail in any letter case, or the same phone digits', () => {
    expect(
      isEarlierDuplicate(member(2, { email: 'Marie@Example.org' }), member(1, { email: 'marie@example.ORG' })),
    ).toBe(true)
    expect(isEarlierDuplicate(member(2, { phone: '+1 809 555 0101' }), member(1, { phone: '809-555-0101' }))).toBe(true)
    expect(isEarlierDuplicate(member(2), member(1))).toBe(false)
  })

  it('folds ASCII letters only, as SQLite lower() does', () => {
    expect(emailKey('ÉLISE@X.ORG')).toBe('Élise@x.org')
  })

  it('flags only the later one, never an archived one, and never against a merged one', () => {
    const same = { email: 'same@example.org' }
    expect(isEarlierDuplicate(member(1, same), member(2, same))).toBe(false)
    expect(isEarlierDuplicate(member(2, { ...same, status: 'archive' }), member(1, same))).toBe(false)
    expect(isEarlierDuplicate(member(3, same), member(1, { ...same, mergedInto: 2 }))).toBe(false)
  })

  it('lists the earlier duplicates in order, without the dismissed pairs', () => {
    const same = { email: 'same@example.org' }
    const all = [member(3, same), member(1, same), member(2, same), member(5, same)]
    expect(earlierDuplicates(member(4, same), all)).toEqual([1, 2, 3])
    expect(earlierDuplicates(member(4, same), all, (id, earlier) => id === 4 && earlier === 2)).toEqual([1, 3])
  })

  it('completes only the empty answers on a merge', () => {
    expect(
      answersToMerge(
        { occupation: '', ministry: 'musique', testimony: '' },
        { occupation: 'Infirmière', ministry: 'jeunes', testimony: '', previousChurch: 'Port-de-Paix' },
      ),
    ).toEqual({ occupation: 'Infirmière', previousChurch: 'Port-de-Paix' })
  })
})
