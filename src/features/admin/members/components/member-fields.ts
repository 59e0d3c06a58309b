import { MARITAL_STATUS_LABELS, REGISTRATION_MINISTRY_LABELS } from '#common/labels.ts'
import { MEMBER_STATUS_LABELS, type AdminMember } from '#common/schemas/admin-follow-up.ts'
import { formatLongDate } from '#common/format-date.ts'
import { formatDateTime } from '../../kit/format.ts'

const BAPTIZED_LABELS = { oui: 'Oui', non: 'Non' } as const
const label = <K extends string>(labels: Record<K, string>, value: K | '' | undefined) => (value ? labels[value] : '')

/** Every field of the registration form, with the form's French labels, in the form's order. */
export const MEMBER_FIELDS: readonly [label: string, value: (member: AdminMember) => string][] = [
  ['Prénom', (m) => m.firstName],
  ['Nom de famille', (m) => m.lastName],
  ['E-mail', (m) => m.email],
  ['Téléphone', (m) => m.phone],
  ['Date de naissance', (m) => formatLongDate(m.dateOfBirth)],
  ['État civil', (m) => label(MARITAL_STATUS_LABELS, m.maritalStatus)],
  ['Adresse complète', (m) => m.address],
  ['Ville', (m) => m.city],
  ['Profession', (m) => m.occupation ?? ''],
  ['Baptisé(e) ?', (m) => label(BAPTIZED_LABELS, m.baptized)],
  ['Ministère souhaité', (m) => label(REGISTRATION_MINISTRY_LABELS, m.ministry)],
  ['Église précédente', (m) => m.previousChurch ?? ''],
  ['Témoignage', (m) => m.testimony ?? ''],
  ["Contact d'urgence", (m) => m.emergencyContact ?? ''],
  ["Téléphone d'urgence", (m) => m.emergencyPhone ?? ''],
  ['Inscrit le', (m) => formatDateTime(m.createdAt)],
]

/**
 * "Contacté par Pasteur le 22 novembre 2026 à 10:15 — « Viendra dimanche »"; null before any
 * follow-up.
 */
export function statusTrail(
  member: Pick<AdminMember, 'status' | 'statusChangedAt' | 'statusChangedBy' | 'statusNote'>,
): string | null {
  if (!member.statusChangedAt) return null
  const by = member.statusChangedBy || 'Administrateur'
  const what = member.status === 'nouveau' ? 'Remis à « Nouveau »' : MEMBER_STATUS_LABELS[member.status]
  const note = member.statusNote ? ` — « ${member.statusNote} »` : ''
  return `${what} par ${by} le ${formatDateTime(member.statusChangedAt)}${note}`
}
