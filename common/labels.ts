// French labels of the schemas' enum values, for the forms' selects (and any screen that shows them).
import type { FeprobaProgramId } from './schemas/feproba-request.ts'
import type { ISL_EDUCATION_LEVELS, ISL_MINISTRY_EXPERIENCE, IslProgramId } from './schemas/isl-request.ts'
import type { MARITAL_STATUSES, REGISTRATION_MINISTRIES } from './schemas/member-registration.ts'

type LabelsOf<T extends readonly string[]> = Record<T[number], string>

export const FEPROBA_PROGRAM_LABELS: Record<FeprobaProgramId, string> = {
  elementaire: 'Élémentaire',
  secondaire: 'Secondaire',
  informatique: 'Informatique',
  couture: 'Couture',
  mecanique: 'Mécanique',
  cuisine: 'Cuisine',
  decoration: 'Décoration',
  anglais: 'Anglais',
  espagnol: 'Espagnol',
}

/** The two classic schools; the other programmes are professional trainings. */
export const FEPROBA_SCHOOL_IDS = ['elementaire', 'secondaire'] as const satisfies readonly FeprobaProgramId[]

export const ISL_PROGRAM_LABELS: Record<IslProgramId, string> = {
  certificat: 'Certificat',
  diplome: 'Diplôme',
  licence: 'Licence',
}

export const ISL_EDUCATION_LABELS: LabelsOf<typeof ISL_EDUCATION_LEVELS> = {
  secondaire: 'Secondaire',
  universitaire: 'Universitaire',
  certificat: 'Certificat',
  licence: 'Licence',
  autre: 'Autre',
}

export const ISL_MINISTRY_LABELS: LabelsOf<typeof ISL_MINISTRY_EXPERIENCE> = {
  aucune: 'Aucune',
  '1-2ans': '1-2 ans',
  '3-5ans': '3-5 ans',
  '5plus': '5 ans et plus',
}

export const MARITAL_STATUS_LABELS: LabelsOf<typeof MARITAL_STATUSES> = {
  célibataire: 'Célibataire',
  marié: 'Marié(e)',
  veuf: 'Veuf/Veuve',
  divorcé: 'Divorcé(e)',
}

export const REGISTRATION_MINISTRY_LABELS: LabelsOf<typeof REGISTRATION_MINISTRIES> = {
  jeunes: 'Jeunes',
  evangelisation: 'Évangélisation',
  musique: 'Musique',
  enfants: 'Enfants',
  hommes: 'Hommes',
  dames: 'Dames',
}
