import { describe, expect, it } from 'vitest'
import { formatPhone, telHref, toE164, whatsappHref } from './phone.ts'

describe('toE164', () => {
  it('reads the spellings people type for a number of the church’s plan', () => {
    for (const typed of [
      '809-582-1234',
      '(809) 582 1234',
      '809.582.1234',
      '8095821234',
      '+1 809 582 1234',
      '+1 (809) 582-1234',
      '1-809-582-1234',
      '18095821234',
      '001 809 582 1234',
      '  809 582 1234  ',
    ])
      expect(toE164(typed), typed).toBe('+18095821234')
  })

  it('keeps another country’s number when it comes with its code', () => {
    expect(toE164('+509 3712 3456')).toBe('+50937123456')
    expect(toE164('00 33 6 12 34 56 78')).toBe('+33612345678')
    expect(toE164('+44 7911 123456')).toBe('+447911123456')
  })

  it('refuses what no phone can dial from abroad', () => {
    for (const typed of [
      '',
      '582-1234', // no area code
      '3712 3456', // another country's number without its code
      '509 3712 3456', // or without its +: a typo as much as a code
      '809 582 12345',
      '123-456-7890', // no North American area code starts with 1
      '809-123-4567', // nor an exchange
      '+1 809 582 123', // one digit short
      '+1 809 582 12345',
      '+0 809 582 1234',
      '+509 12',
      '+12345678901234567',
      'appelez-nous',
      '809-582-1234 poste 12',
      '+1 809 582 1234+',
    ])
      expect(toE164(typed), typed).toBeUndefined()
  })
})

describe('formatPhone', () => {
  it('shows a number of the church’s plan as the site always has', () => {
    expect(formatPhone('+18095821234')).toBe('+1 (809) 582-1234')
    expect(formatPhone('+18295550160')).toBe('+1 (829) 555-0160')
  })

  it('shows another country’s code apart, then the number in groups', () => {
    expect(formatPhone('+50937123456')).toBe('+509 3712 3456')
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78')
    expect(formatPhone('+34612345678')).toBe('+34 612 345 678')
    expect(formatPhone('+447911123456')).toBe('+44 791 112 3456')
    expect(formatPhone('+79161234567')).toBe('+7 916 123 4567')
  })

  it('reads back what it shows', () => {
    for (const e164 of ['+18095821234', '+50937123456', '+33612345678', '+447911123456'])
      expect(toE164(formatPhone(e164))).toBe(e164)
  })

  it('shows a value that is not E.164 as it is', () => {
    expect(formatPhone('')).toBe('')
    expect(formatPhone('809-582-1234')).toBe('809-582-1234')
  })
})

describe('links made from one stored number', () => {
  it('dials and opens WhatsApp on the same number', () => {
    expect(telHref('+18095821234')).toBe('tel:+18095821234')
    expect(whatsappHref('+18095821234')).toBe('https://wa.me/18095821234')
    expect(telHref('+6834002')).toBe('tel:+6834002')
  })

  it('still dials a number typed before numbers were stored in one form', () => {
    expect(telHref('809-555-0142')).toBe('tel:+18095550142')
  })
})
