// The fields of each public form, in order, with their French labels: the staff alert lists them
// and the CSV export uses them as columns, so both read the same.
import {
  FEPROBA_PROGRAM_LABELS,
  ISL_EDUCATION_LABELS,
  ISL_MINISTRY_LABELS,
  ISL_PROGRAM_LABELS,
  MARITAL_STATUS_LABELS,
  REGISTRATION_MINISTRY_LABELS,
} from './labels.ts'
import type { ContactMessage } from './schemas/contact-message.ts'
import type { FeprobaRequest } from './schemas/feproba-request.ts'
import type { IslRequest } from './schemas/isl-request.ts'
import type { MemberRegistration } from './schemas/member-registration.ts'

export type MemberFields = Omit<MemberRegistration, 'website'>
export type MessageFields = Omit<ContactMessage, 'website'>
export type RequestFields = Omit<FeprobaRequest, 'website'> | Omit<IslRequest, 'website'>

export interface Field<T> {
  label: string
  value: (record: T) => string | number | null | undefined
  /** A YYYY-MM-DD date (shown the French way in an e-mail, kept sortable in a CSV). */
  date?: boolean
  /** Free text that may run over several lines. */
  long?: boolean
}

/** The French label of a choice; '' (not answered) stays ''; an unknown value shows as is. */
const labelOf =
  <K extends string>(labels: Record<K, string>) =>
  (value: string | undefined): string =>
    value ? (labels[value as K] ?? value) : ''

const yesNo = (value: string | undefined) => (value === 'oui' ? 'Oui' : value === 'non' ? 'Non' : '')

export const MEMBER_FIELDS: readonly Field<MemberFields>[] = [
  { label: 'Prénom', value: (r) => r.firstName },
  { label: 'Nom de famille', value: (r) => r.lastName },
  { label: 'E-mail', value: (r) => r.email },
  { label: 'Téléphone', value: (r) => r.phone },
  { label: 'Date de naissance', value: (r) => r.dateOfBirth, date: true },
  { label: 'Adresse', value: (r) => r.address },
  { label: 'Ville', value: (r) => r.city },
  { label: 'Profession', value: (r) => r.occupation },
  { label: 'État civil', value: (r) => labelOf(MARITAL_STATUS_LABELS)(r.maritalStatus) },
  { label: 'Baptisé(e)', value: (r) => yesNo(r.baptized) },
  { label: 'Église précédente', value: (r) => r.previousChurch },
  { label: 'Ministère souhaité', value: (r) => labelOf(REGISTRATION_MINISTRY_LABELS)(r.ministry) },
  { label: 'Contact d’urgence', value: (r) => r.emergencyContact },
  { label: 'Téléphone d’urgence', value: (r) => r.emergencyPhone },
  { label: 'Témoignage', value: (r) => r.testimony, long: true },
]

export const MESSAGE_FIELDS: readonly Field<MessageFields>[] = [
  { label: 'Nom', value: (r) => r.name },
  { label: 'E-mail', value: (r) => r.email },
  { label: 'Téléphone', value: (r) => r.phone },
  { label: 'Sujet', value: (r) => r.subject },
  { label: 'Message', value: (r) => r.message, long: true },
]

export const REQUEST_TYPE_LABELS = { feproba_registration: 'FEPROBA', isl_registration: 'ISL' } as const

export function programLabel(request: RequestFields): string {
  return request.type === 'feproba_registration'
    ? labelOf(FEPROBA_PROGRAM_LABELS)(request.program)
    : labelOf(ISL_PROGRAM_LABELS)(request.program)
}

/** Both kinds in one list: the fields of the other kind come out empty (the CSV's columns). */
export const REQUEST_FIELDS: readonly Field<RequestFields>[] = [
  { label: 'Type', value: (r) => REQUEST_TYPE_LABELS[r.type] },
  { label: 'Nom', value: (r) => r.name },
  { label: 'E-mail', value: (r) => r.email },
  { label: 'Téléphone', value: (r) => r.phone },
  { label: 'Programme', value: programLabel },
  { label: 'Niveau', value: (r) => r.level },
  { label: 'Âge', value: (r) => (r.type === 'feproba_registration' ? r.age : null) },
  {
    label: 'Formation actuelle',
    value: (r) => (r.type === 'isl_registration' ? labelOf(ISL_EDUCATION_LABELS)(r.currentEducation) : null),
  },
  {
    label: 'Expérience ministérielle',
    value: (r) => (r.type === 'isl_registration' ? labelOf(ISL_MINISTRY_LABELS)(r.ministry) : null),
  },
  { label: 'Message', value: (r) => r.message, long: true },
]

/** The fields a request of this kind actually has (the alert leaves out the other kind's). */
export function requestFieldsOf(type: RequestFields['type']): readonly Field<RequestFields>[] {
  const otherKind = type === 'feproba_registration' ? ['Formation actuelle', 'Expérience ministérielle'] : ['Âge']
  return REQUEST_FIELDS.filter((field) => !otherKind.includes(field.label))
}
