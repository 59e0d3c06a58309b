import { describe, expect, it } from 'vitest'
import { FEPROBA_PROGRAM_IDS, feprobaRequestSchema } from './feproba-request.ts'
import { ISL_EDUCATION_LEVELS, ISL_MINISTRY_EXPERIENCE, ISL_PROGRAM_IDS, islRequestSchema } from './isl-request.ts'
import { programmeRequestRecordSchema } from './programme-request.ts'

const person = { name: 'Rosa', email: 'rosa@example.org', phone: '829-555-0199' }
const feproba = { ...person, program: 'couture', type: 'feproba_registration' }
const isl = { ...person, program: 'licence', type: 'isl_registration' }
const feprobaError = (patch: Record<string, unknown>, field: string) =>
  feprobaRequestSchema.safeParse({ ...feproba, ...patch }).error?.issues.find((i) => i.path[0] === field)?.message
const islError = (patch: Record<string, unknown>, field: string) =>
  islRequestSchema.safeParse({ ...isl, ...patch }).error?.issues.find((i) => i.path[0] === field)?.message

describe('feprobaRequestSchema', () => {
  it('accepts the nine programmes and nothing else', () => {
    expect(FEPROBA_PROGRAM_IDS).toHaveLength(9)
    for (const program of FEPROBA_PROGRAM_IDS) expect(feprobaError({ program }, 'program')).toBeUndefined()
    for (const program of ['', 'Couture', 'licence', undefined])
      expect(feprobaError({ program }, 'program')).toBe('Choisissez un programme.')
  })

  it('takes an optional whole age in range', () => {
    expect(feprobaRequestSchema.safeParse(feproba).success).toBe(true)
    expect(feprobaError({ age: null }, 'age')).toBeUndefined()
    expect(feprobaError({ age: 17 }, 'age')).toBeUndefined()
    expect(feprobaError({ age: -1 }, 'age')).toBe("L'âge doit être d'au moins 3 ans.")
    expect(feprobaError({ age: 100 }, 'age')).toBe("L'âge doit être d'au plus 99 ans.")
    expect(feprobaError({ age: 2.5 }, 'age')).toBe("L'âge doit être un nombre entier.")
    expect(feprobaError({ age: '17' }, 'age')).toBe("L'âge doit être un nombre.")
    expect(feprobaError({ age: Number.NaN }, 'age')).toBeDefined()
  })

  it('requires name, e-mail, phone and its own type', () => {
    expect(feprobaError({ name: '' }, 'name')).toBe('Le nom est obligatoire.')
    expect(feprobaError({ email: 'rosa' }, 'email')).toBe('Adresse e-mail invalide.')
    expect(feprobaError({ phone: '' }, 'phone')).toBe('Numéro de téléphone obligatoire.')
    expect(feprobaError({ type: 'isl_registration' }, 'type')).toBe('Type de demande invalide.')
    expect(feprobaError({ type: undefined }, 'type')).toBe('Type de demande invalide.')
  })

  it('bounds level and message', () => {
    expect(feprobaError({ level: 'a'.repeat(101) }, 'level')).toBe('100 caractères au maximum.')
    expect(feprobaError({ message: 'a'.repeat(5001) }, 'message')).toBe('5000 caractères au maximum.')
  })
})

describe('islRequestSchema', () => {
  it('accepts each value of its three lists and refuses others', () => {
    for (const program of ISL_PROGRAM_IDS) expect(islError({ program }, 'program')).toBeUndefined()
    for (const currentEducation of [...ISL_EDUCATION_LEVELS, ''])
      expect(islError({ currentEducation }, 'currentEducation')).toBeUndefined()
    for (const ministry of [...ISL_MINISTRY_EXPERIENCE, '']) expect(islError({ ministry }, 'ministry')).toBeUndefined()
    expect(islError({ program: 'master' }, 'program')).toBe('Choisissez un programme.')
    expect(islError({ program: '' }, 'program')).toBe('Choisissez un programme.')
    expect(islError({ currentEducation: 'doctorat' }, 'currentEducation')).toBe('Choix invalide.')
    expect(islError({ ministry: '10ans' }, 'ministry')).toBe('Choix invalide.')
  })

  it('requires name, e-mail, phone and its own type', () => {
    expect(islRequestSchema.safeParse(isl).success).toBe(true)
    expect(islError({ name: '  ' }, 'name')).toBe('Le nom est obligatoire.')
    expect(islError({ email: undefined }, 'email')).toBe('Adresse e-mail obligatoire.')
    expect(islError({ phone: '123' }, 'phone')).toBe('Numéro de téléphone invalide.')
    expect(islError({ type: 'feproba_registration' }, 'type')).toBe('Type de demande invalide.')
  })
})

describe('programmeRequestRecordSchema', () => {
  it('tells the two kinds of request apart by their type', () => {
    const stored = { id: 1, createdAt: '2025-01-01T00:00:00Z', status: 'nouveau' }
    expect(programmeRequestRecordSchema.safeParse({ ...feproba, ...stored }).success).toBe(true)
    expect(programmeRequestRecordSchema.safeParse({ ...isl, ...stored }).success).toBe(true)
    expect(programmeRequestRecordSchema.safeParse({ ...feproba, program: 'licence', ...stored }).success).toBe(false)
  })
})
