import { z } from 'zod'
import {
  LIMITS,
  email,
  honeypot,
  isoDate,
  optionalChoice,
  optionalPhone,
  optionalSingleLine,
  optionalText,
  phone,
  requiredText,
  singleLineText,
} from './common.ts'

export const MARITAL_STATUSES = ['célibataire', 'marié', 'veuf', 'divorcé'] as const
export const BAPTIZED_VALUES = ['oui', 'non'] as const
export const REGISTRATION_MINISTRIES = ['jeunes', 'evangelisation', 'musique', 'enfants', 'hommes', 'dames'] as const
/** Follow-up of a registration by the pastor and secretary. */
export const MEMBER_STATUSES = ['nouveau', 'contacte', 'accueilli', 'archive'] as const

const today = () => new Date().toISOString().slice(0, 10)

export const memberRegistrationSchema = z.object({
  firstName: singleLineText(LIMITS.name, 'Le prénom est obligatoire.'),
  lastName: singleLineText(LIMITS.name, 'Le nom de famille est obligatoire.'),
  email,
  phone,
  dateOfBirth: isoDate
    .refine((value) => value >= '1900-01-01', { error: 'Date de naissance invalide.' })
    .refine((value) => value <= today(), { error: 'La date de naissance ne peut pas être dans le futur.' }),
  address: requiredText(LIMITS.address, "L'adresse est obligatoire."),
  city: singleLineText(LIMITS.name, 'La ville est obligatoire.'),
  occupation: optionalSingleLine(LIMITS.name),
  maritalStatus: optionalChoice(MARITAL_STATUSES),
  baptized: optionalChoice(BAPTIZED_VALUES),
  previousChurch: optionalSingleLine(LIMITS.shortText),
  ministry: optionalChoice(REGISTRATION_MINISTRIES),
  emergencyContact: optionalSingleLine(LIMITS.name),
  emergencyPhone: optionalPhone,
  testimony: optionalText(LIMITS.message),
  /**
   * « J’accepte que l’église me contacte par… »: the channels ticked (true) or left unticked
   * (false); recorded as the person's consents with the registration's date.
   */
  consents: z
    .object({ email: z.boolean(), whatsapp: z.boolean(), sms: z.boolean(), phone: z.boolean() })
    .partial()
    .optional(),
  website: honeypot,
})
export type MemberRegistration = z.infer<typeof memberRegistrationSchema>
export type MemberRegistrationInput = z.input<typeof memberRegistrationSchema>

export const memberRecordSchema = memberRegistrationSchema.omit({ website: true, consents: true }).extend({
  id: z.number().int().positive(),
  createdAt: z.string(),
  status: z.enum(MEMBER_STATUSES),
})
export type MemberRecord = z.infer<typeof memberRecordSchema>
