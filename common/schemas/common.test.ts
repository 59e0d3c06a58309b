import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  LIMITS,
  email,
  isCalendarDate,
  isoDate,
  optionalChoice,
  optionalPhone,
  optionalSingleLine,
  optionalText,
  phone,
  requiredText,
  SINGLE_LINE_MESSAGE,
  singleLineText,
} from './common.ts'
import { normalizePhone } from '../phone.ts'

const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success
const message = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message

describe('requiredText / optionalText', () => {
  it('trims, refuses empty and blank, bounds the length', () => {
    const name = requiredText(LIMITS.name, 'Le nom est obligatoire.')
    expect(name.parse('  Ana  ')).toBe('Ana')
    expect(message(name, '')).toBe('Le nom est obligatoire.')
    expect(message(name, '   ')).toBe('Le nom est obligatoire.')
    expect(message(name, undefined)).toBe('Le nom est obligatoire.')
    expect(ok(name, 'a'.repeat(LIMITS.name))).toBe(true)
    expect(message(name, 'a'.repeat(LIMITS.name + 1))).toBe('100 caractères au maximum.')
  })

  it('lets an optional text be absent or empty, still bounded', () => {
    const text = optionalText(LIMITS.shortText)
    expect(ok(text, undefined)).toBe(true)
    expect(ok(text, '')).toBe(true)
    expect(ok(text, 'a'.repeat(LIMITS.shortText + 1))).toBe(false)
    expect(ok(text, 42)).toBe(false)
  })
})

describe('singleLineText / optionalSingleLine', () => {
  // A name becomes a line of a staff alert: a line break would let a visitor forge « Bcc: » lines.
  it.each(['Ana\r\nBcc: x@example.org', 'Ana\nCc: x', 'Ana\rX', 'Ana\u2028X', 'Ana\u000bX'])(
    'refuses the line break in %j, in French',
    (value) => {
      expect(message(singleLineText(LIMITS.name), value)).toBe(SINGLE_LINE_MESSAGE)
      expect(message(optionalSingleLine(LIMITS.name), value)).toBe(SINGLE_LINE_MESSAGE)
    },
  )

  it('keeps the rules of the texts: trimmed (a trailing line break too), required, bounded', () => {
    const name = singleLineText(LIMITS.name, 'Le nom est obligatoire.')
    expect(name.parse('  Jean-Luc d’Haïti \n')).toBe('Jean-Luc d’Haïti')
    expect(message(name, '')).toBe('Le nom est obligatoire.')
    expect(message(name, 'a'.repeat(LIMITS.name + 1))).toBe('100 caractères au maximum.')
    expect(ok(optionalSingleLine(LIMITS.name), undefined)).toBe(true)
    expect(ok(optionalSingleLine(LIMITS.name), '')).toBe(true)
  })
})

describe('optionalChoice', () => {
  it('takes one of its values, empty or absent, nothing else', () => {
    const choice = optionalChoice(['oui', 'non'] as const)
    for (const value of ['oui', 'non', '', undefined]) expect(ok(choice, value)).toBe(true)
    expect(message(choice, 'peut-être')).toBe('Choix invalide.')
    expect(ok(choice, 'OUI')).toBe(false)
  })
})

describe('email', () => {
  it('accepts addresses, trimmed', () => {
    expect(email.parse(' ana@example.org ')).toBe('ana@example.org')
    expect(ok(email, 'jean.pierre+eglise@mail.example.do')).toBe(true)
  })

  it('refuses missing, malformed and too long addresses', () => {
    expect(message(email, '')).toBe('Adresse e-mail obligatoire.')
    expect(message(email, undefined)).toBe('Adresse e-mail obligatoire.')
    for (const value of ['ana', 'ana@', '@example.org', 'ana@example', 'ana example@x.org']) {
      expect(message(email, value)).toBe('Adresse e-mail invalide.')
    }
    expect(ok(email, `${'a'.repeat(250)}@x.org`)).toBe(false)
  })
})

describe('phone', () => {
  it('accepts the ways people write a number', () => {
    for (const value of ['809-555-0100', '+1 (809) 555-0100', '8095550100', '+33 6 12 34 56 78', '555.0100']) {
      expect(ok(phone, value)).toBe(true)
    }
  })

  it('refuses letters, too few or too many digits, and a missing number', () => {
    expect(message(phone, '')).toBe('Numéro de téléphone obligatoire.')
    expect(message(phone, '809-CALL-NOW')).toBe('Numéro de téléphone invalide.')
    expect(message(phone, '12345')).toBe('Numéro de téléphone invalide.')
    expect(message(phone, '1234567890123456')).toBe('Numéro de téléphone invalide.')
    expect(ok(phone, '+1 809 555 0100 ext')).toBe(false)
    expect(ok(phone, `+1 ${'8'.repeat(10)}${' '.repeat(LIMITS.phone)}`)).toBe(true)
    expect(ok(phone, `+1 ${'8'.repeat(10)}${'-'.repeat(LIMITS.phone)}`)).toBe(false)
  })

  it('lets an optional phone be empty or absent, but checks it when given', () => {
    expect(ok(optionalPhone, '')).toBe(true)
    expect(ok(optionalPhone, undefined)).toBe(true)
    expect(ok(optionalPhone, '829 555 0101')).toBe(true)
    expect(message(optionalPhone, '12')).toBe('Numéro de téléphone invalide.')
  })
})

describe('normalizePhone', () => {
  it('keeps digits only and adds the country code to Dominican numbers', () => {
    expect(normalizePhone('809-555-0100')).toBe('18095550100')
    expect(normalizePhone('(829) 555 0100')).toBe('18295550100')
    expect(normalizePhone('849.555.0100')).toBe('18495550100')
    expect(normalizePhone('+1 (809) 555-0100')).toBe('18095550100')
    expect(normalizePhone('+33 6 12 34 56 78')).toBe('33612345678')
    expect(normalizePhone('212-555-0100')).toBe('2125550100')
    expect(normalizePhone(undefined)).toBe('')
    expect(normalizePhone(null)).toBe('')
  })
})

describe('dates', () => {
  it('knows real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('2025-02-28')).toBe(true)
    expect(isCalendarDate('2025-02-30')).toBe(false)
    expect(isCalendarDate('2023-02-29')).toBe(false)
    expect(isCalendarDate('2025-13-01')).toBe(false)
    expect(isCalendarDate('2025-1-1')).toBe(false)
    expect(isCalendarDate('01/02/2025')).toBe(false)
  })

  it('isoDate says why it refuses', () => {
    expect(message(isoDate, '')).toBe('Date obligatoire.')
    expect(message(isoDate, '2025-02-30')).toBe('Date invalide (format AAAA-MM-JJ).')
    expect(isoDate.parse(' 2025-03-01 ')).toBe('2025-03-01')
  })
})
