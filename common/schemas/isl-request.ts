import { z } from 'zod'
import {
  LIMITS,
  email,
  honeypot,
  optionalChoice,
  optionalSingleLine,
  optionalText,
  phone,
  singleLineText,
} from './common.ts'

export const ISL_PROGRAM_IDS = ['certificat', 'diplome', 'licence'] as const
export type IslProgramId = (typeof ISL_PROGRAM_IDS)[number]
export const ISL_EDUCATION_LEVELS = ['secondaire', 'universitaire', 'certificat', 'licence', 'autre'] as const
export const ISL_MINISTRY_EXPERIENCE = ['aucune', '1-2ans', '3-5ans', '5plus'] as const
export const ISL_REQUEST_TYPE = 'isl_registration'

export const islRequestSchema = z.object({
  name: singleLineText(LIMITS.name, 'Le nom est obligatoire.'),
  email,
  phone,
  currentEducation: optionalChoice(ISL_EDUCATION_LEVELS),
  program: z.enum(ISL_PROGRAM_IDS, { error: 'Choisissez un programme.' }),
  level: optionalSingleLine(LIMITS.name),
  ministry: optionalChoice(ISL_MINISTRY_EXPERIENCE),
  message: optionalText(LIMITS.message),
  type: z.literal(ISL_REQUEST_TYPE, { error: 'Type de demande invalide.' }),
  website: honeypot,
})
export type IslRequest = z.infer<typeof islRequestSchema>
export type IslRequestInput = z.input<typeof islRequestSchema>
