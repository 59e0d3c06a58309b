// How a person's fields are stored: the API's camelCase names and their columns, shared by the
// repository, the linking of submissions and the merge.
import { normalizePhone } from '#common/phone.ts'
import { asLanguages } from '#common/people-rules.ts'
import type { FollowUpStep, PersonLanguage, PersonListItem, PersonStatus } from '#common/schemas/people.ts'

/** The texts of a person ('' when unknown), by their API name. */
export const TEXT_COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  phone2: 'phone2',
  birthDate: 'birth_date',
  address: 'address',
  city: 'city',
  gender: 'gender',
  maritalStatus: 'marital_status',
  occupation: 'occupation',
  firstVisitDate: 'first_visit_date',
  membershipDate: 'membership_date',
  baptized: 'baptized',
  baptismDate: 'baptism_date',
  baptismChurch: 'baptism_church',
  previousChurch: 'previous_church',
  emergencyContact: 'emergency_contact',
  emergencyPhone: 'emergency_phone',
  householdRole: 'household_role',
} as const
export type TextField = keyof typeof TEXT_COLUMNS
export const TEXT_FIELDS = Object.keys(TEXT_COLUMNS) as TextField[]

/** A person's row as stored. */
export interface PersonRow {
  id: number
  first_name: string
  last_name: string
  email: string
  phone: string
  phone_normalized: string
  phone2: string
  phone2_normalized: string
  birth_date: string
  address: string
  city: string
  gender: string
  marital_status: string
  occupation: string
  first_visit_date: string
  membership_date: string
  baptized: string
  baptism_date: string
  baptism_church: string
  previous_church: string
  emergency_contact: string
  emergency_phone: string
  languages: string
  status: PersonStatus
  status_changed_at: string | null
  follow_up_step: FollowUpStep
  /** The office account the person is entrusted to for their follow-up, if any. */
  follow_up_by: number | null
  household_id: number | null
  household_role: string
  last_contact_at: string | null
  merged_into: number | null
  merged_at: string | null
  created_at: string
  updated_at: string
}

/** The columns whose normalized copy follows them (the phone matching and search use the copy). */
export const NORMALIZED_COPIES: Partial<Record<TextField, string>> = {
  phone: 'phone_normalized',
  phone2: 'phone2_normalized',
}

/** `value` for `field`, and its normalized copy when the field has one: the SET pairs of an UPDATE. */
export function columnValues(field: TextField, value: string): [string, string][] {
  const pairs: [string, string][] = [[TEXT_COLUMNS[field], value]]
  const copy = NORMALIZED_COPIES[field]
  if (copy) pairs.push([copy, normalizePhone(value)])
  return pairs
}

export const languagesOf = (row: Pick<PersonRow, 'languages'>): PersonLanguage[] => {
  try {
    return asLanguages(JSON.parse(row.languages))
  } catch {
    return ['fr']
  }
}

export const toListItem = (row: PersonRow): PersonListItem => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  status: row.status,
  householdId: row.household_id,
  followUpStep: row.follow_up_step,
  birthDate: row.birth_date,
  lastContactAt: row.last_contact_at,
})
