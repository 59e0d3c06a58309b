import {
  FEPROBA_PROGRAM_LABELS,
  ISL_EDUCATION_LABELS,
  ISL_MINISTRY_LABELS,
  ISL_PROGRAM_LABELS,
} from '#common/labels.ts'
import type { AdminRequest } from '#common/schemas/admin-follow-up.ts'

/** "Demande FEPROBA : Informatique" / "Candidature ISL : Diplôme" (also the reply's subject). */
export function requestSubject(request: AdminRequest): string {
  return request.type === 'feproba_registration'
    ? `Demande FEPROBA : ${FEPROBA_PROGRAM_LABELS[request.program]}`
    : `Candidature ISL : ${ISL_PROGRAM_LABELS[request.program]}`
}

/** The request's other fields, with the forms' French labels (empty ones are left out). */
export function requestDetails(request: AdminRequest): [string, string][] {
  if (request.type === 'feproba_registration') {
    return [
      ['Âge', request.age ? `${request.age} ans` : ''],
      ['Niveau', request.level ?? ''],
    ]
  }
  return [
    ["Niveau d'études actuel", request.currentEducation ? ISL_EDUCATION_LABELS[request.currentEducation] : ''],
    ['Niveau', request.level ?? ''],
    ['Expérience ministérielle', request.ministry ? ISL_MINISTRY_LABELS[request.ministry] : ''],
  ]
}
