import { z } from 'zod'
import { LIMITS, email, honeypot, optionalSingleLine, optionalText, phone, singleLineText } from './common.ts'

export const FEPROBA_PROGRAM_IDS = [
  'elementaire',
  'secondaire',
  'informatique',
  'couture',
  'mecanique',
  'cuisine',
  'decoration',
  'anglais',
  'espagnol',
] as const
export type FeprobaProgramId = (typeof FEPROBA_PROGRAM_IDS)[number]
export const FEPROBA_REQUEST_TYPE = 'feproba_registration'
export const AGE_RANGE = { min: 3, max: 99 } as const

export const feprobaRequestSchema = z.object({
  name: singleLineText(LIMITS.name, 'Le nom est obligatoire.'),
  email,
  phone,
  age: z
    .number({ error: "L'âge doit être un nombre." })
    .int({ error: "L'âge doit être un nombre entier." })
    .min(AGE_RANGE.min, { error: `L'âge doit être d'au moins ${AGE_RANGE.min} ans.` })
    .max(AGE_RANGE.max, { error: `L'âge doit être d'au plus ${AGE_RANGE.max} ans.` })
    .nullable()
    .optional(),
  program: z.enum(FEPROBA_PROGRAM_IDS, { error: 'Choisissez un programme.' }),
  level: optionalSingleLine(LIMITS.name),
  message: optionalText(LIMITS.message),
  type: z.literal(FEPROBA_REQUEST_TYPE, { error: 'Type de demande invalide.' }),
  website: honeypot,
})
export type FeprobaRequest = z.infer<typeof feprobaRequestSchema>
export type FeprobaRequestInput = z.input<typeof feprobaRequestSchema>
