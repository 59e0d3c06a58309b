import { describe, expect, it } from 'vitest'
import { churchLocalToUtc, sermonSlug, utcToChurchLocal } from './sermon-dates.ts'

describe('sermon dates and addresses', () => {
  it('reads a publication moment on Santiago’s clock, and writes it back', () => {
    expect(churchLocalToUtc('2026-12-06T09:00')).toBe('2026-12-06T13:00:00.000Z')
    expect(churchLocalToUtc('2026-12-06T22:30')).toBe('2026-12-07T02:30:00.000Z')
    expect(churchLocalToUtc('demain')).toBeUndefined()
    expect(utcToChurchLocal('2026-12-07T02:30:00.000Z')).toBe('2026-12-06T22:30')
    expect(utcToChurchLocal('2026-12-06T04:00:00.000Z')).toBe('2026-12-06T00:00')
  })

  it('makes an address of the date and the title, without accents or signs', () => {
    expect(sermonSlug('2026-11-29', 'La grâce qui relève !')).toBe('2026-11-29-la-grace-qui-releve')
    expect(sermonSlug('2026-11-29', 'Cœur à cœur : « Ésaïe 53 »')).toBe('2026-11-29-coeur-a-coeur-esaie-53')
    expect(sermonSlug('2026-11-29', '???')).toBe('2026-11-29')
    expect(sermonSlug('2026-11-29', 'a'.repeat(200))).toHaveLength(90)
  })
})
