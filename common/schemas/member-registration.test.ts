import { describe, expect, it } from 'vitest'
import {
  BAPTIZED_VALUES,
  MARITAL_STATUSES,
  REGISTRATION_MINISTRIES,
  memberRegistrationSchema,
  type MemberRegistrationInput,
} from './member-registration.ts'

const valid: MemberRegistrationInput = {
  firstName: 'Marie',
  lastName: 'Joseph',
  email: 'marie@example.org',
  phone: '809-555-0101',
  dateOfBirth: '1990-05-12',
  address: 'Calle 1, Los Jardines',
  city: 'Santiago',
}
const parse = (patch: Record<string, unknown>) => memberRegistrationSchema.safeParse({ ...valid, ...patch })
const errorOf = (patch: Record<string, unknown>, field: string) =>
  parse(patch).error?.issues.find((issue) => issue.path[0] === field)?.message

describe('memberRegistrationSchema', () => {
  it('accepts the seven required fields alone, and every optional one empty', () => {
    expect(parse({}).success).toBe(true)
    const empties = {
      occupation: '',
      maritalStatus: '',
      baptized: '',
      previousChurch: '',
      ministry: '',
      emergencyContact: '',
      emergencyPhone: '',
      testimony: '',
      website: '',
    }
    expect(parse(empties).success).toBe(true)
  })

  it.each([
    ['firstName', 'Le prénom est obligatoire.'],
    ['lastName', 'Le nom de famille est obligatoire.'],
    ['email', 'Adresse e-mail obligatoire.'],
    ['phone', 'Numéro de téléphone obligatoire.'],
    ['dateOfBirth', 'Date obligatoire.'],
    ['address', "L'adresse est obligatoire."],
    ['city', 'La ville est obligatoire.'],
  ])('requires %s', (field, message) => {
    expect(errorOf({ [field]: '' }, field)).toBe(message)
    expect(errorOf({ [field]: undefined }, field)).toBe(message)
  })

  it('accepts each enum value and refuses others', () => {
    for (const maritalStatus of MARITAL_STATUSES) expect(parse({ maritalStatus }).success).toBe(true)
    for (const baptized of BAPTIZED_VALUES) expect(parse({ baptized }).success).toBe(true)
    for (const ministry of REGISTRATION_MINISTRIES) expect(parse({ ministry }).success).toBe(true)
    expect(errorOf({ maritalStatus: 'fiancé' }, 'maritalStatus')).toBe('Choix invalide.')
    expect(errorOf({ baptized: 'true' }, 'baptized')).toBe('Choix invalide.')
    expect(errorOf({ ministry: 'Musique' }, 'ministry')).toBe('Choix invalide.')
  })

  it('refuses impossible and future birth dates', () => {
    expect(errorOf({ dateOfBirth: '2025-02-30' }, 'dateOfBirth')).toBe('Date invalide (format AAAA-MM-JJ).')
    expect(errorOf({ dateOfBirth: '12/05/1990' }, 'dateOfBirth')).toBe('Date invalide (format AAAA-MM-JJ).')
    const nextYear = `${new Date().getFullYear() + 1}-01-01`
    expect(errorOf({ dateOfBirth: nextYear }, 'dateOfBirth')).toBe(
      'La date de naissance ne peut pas être dans le futur.',
    )
    expect(errorOf({ dateOfBirth: '1899-12-31' }, 'dateOfBirth')).toBe('Date de naissance invalide.')
  })

  it('bounds every text', () => {
    expect(errorOf({ firstName: 'a'.repeat(101) }, 'firstName')).toBe('100 caractères au maximum.')
    expect(errorOf({ address: 'a'.repeat(301) }, 'address')).toBe('300 caractères au maximum.')
    expect(errorOf({ previousChurch: 'a'.repeat(201) }, 'previousChurch')).toBe('200 caractères au maximum.')
    expect(errorOf({ testimony: 'a'.repeat(5001) }, 'testimony')).toBe('5000 caractères au maximum.')
    expect(parse({ testimony: 'a'.repeat(5000) }).success).toBe(true)
  })

  it('checks the e-mail and both phones', () => {
    expect(errorOf({ email: 'marie@' }, 'email')).toBe('Adresse e-mail invalide.')
    expect(errorOf({ phone: 'abc' }, 'phone')).toBe('Numéro de téléphone invalide.')
    expect(errorOf({ emergencyPhone: '12' }, 'emergencyPhone')).toBe('Numéro de téléphone invalide.')
  })
})
