// Valid bodies for the five forms. server/test/helper.ts has the same samples but imports vitest,
// which cannot load outside a test run.
import type { ContactMessage } from '#common/schemas/contact-message.ts'
import type { FeprobaRequestInput } from '#common/schemas/feproba-request.ts'
import type { IslRequestInput } from '#common/schemas/isl-request.ts'
import type { MemberRegistrationInput } from '#common/schemas/member-registration.ts'

export const validMember = (overrides: Partial<MemberRegistrationInput> = {}): MemberRegistrationInput => ({
  firstName: 'Marie',
  lastName: 'Joseph',
  email: 'marie.joseph@example.org',
  phone: '809-555-0101',
  dateOfBirth: '1990-05-17',
  address: '12 Calle Duarte',
  city: 'Santiago',
  occupation: 'Infirmière',
  maritalStatus: 'marié',
  baptized: 'oui',
  previousChurch: 'Église de Port-au-Prince',
  ministry: 'musique',
  emergencyContact: 'Paul Joseph',
  emergencyPhone: '+1 (829) 555-0102',
  testimony: 'Je suis arrivée à Santiago en 2020.\nL’église m’a accueillie.',
  ...overrides,
})

export const validContact = (overrides: Partial<ContactMessage> = {}): Partial<ContactMessage> => ({
  name: 'Jean Pierre',
  email: 'jean.pierre@example.org',
  phone: '809 555 0110',
  subject: 'Prière',
  message: 'Merci de prier pour ma famille.',
  ...overrides,
})

export const validFeproba = (overrides: Partial<FeprobaRequestInput> = {}): FeprobaRequestInput => ({
  name: 'Anne Louis',
  email: 'anne.louis@example.org',
  phone: '8095550120',
  age: 16,
  program: 'informatique',
  level: 'Débutant',
  message: 'Quels sont les horaires ?',
  type: 'feproba_registration',
  ...overrides,
})

export const validIsl = (overrides: Partial<IslRequestInput> = {}): IslRequestInput => ({
  name: 'David Michel',
  email: 'david.michel@example.org',
  phone: '+1 849 555 0130',
  currentEducation: 'universitaire',
  program: 'diplome',
  level: 'Temps partiel',
  ministry: '3-5ans',
  message: 'Je sers comme diacre.',
  type: 'isl_registration',
  ...overrides,
})
