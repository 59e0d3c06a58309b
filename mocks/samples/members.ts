// The sample registrations of the mocked backend (`npm run dev:mock` and the component tests):
// an uneven year of them, with one person registered twice (a possible duplicate).
import type { AdminMember } from '#common/schemas/admin-follow-up.ts'
import { daysAgo } from './dates.ts'

/** A registration as the mock stores it: like the server's row, with what it was merged into. */
export type MockMember = Omit<AdminMember, 'duplicateOf'> & { mergedInto: number | null }

const PEOPLE = [
  ['Jean', 'Pierre', 'Cultivateur'],
  ['Marie', 'Joseph', 'Couturière'],
  ['Paul', 'Étienne', 'Mécanicien'],
  ['Rose', 'Baptiste', 'Infirmière'],
  ['Jacques', 'Louis', 'Enseignant'],
  ['Esther', 'Charles', 'Commerçante'],
  ['Samuel', 'Jean-Louis', 'Chauffeur'],
  ['Ruth', 'Désir', 'Étudiante'],
  ['David', 'Fleurant', 'Électricien'],
  ['Naomie', 'Augustin', 'Cuisinière'],
  ['Daniel', 'Michel', 'Maçon'],
  ['Sarah', 'Noël', 'Secrétaire'],
  ['Josué', 'Saint-Fleur', 'Comptable'],
  ['Débora', 'Alexis', 'Coiffeuse'],
  ['Élie', 'Casimir', 'Agronome'],
  ['Rachel', 'Dorval', 'Vendeuse'],
  ['Timothée', 'Moïse', 'Étudiant'],
  ['Lydie', 'François', 'Pharmacienne'],
  ['Caleb', 'Jeune', 'Menuisier'],
  ['Anne', 'Célestin', 'Retraitée'],
  ['Moïse', 'Lafleur', 'Soudeur'],
  ['Judith', 'Exantus', 'Professeure'],
  ['Isaac', 'Pierre-Louis', 'Informaticien'],
] as const
const MARITAL = ['marié', 'célibataire', 'veuf', 'divorcé', ''] as const
const MINISTRY = ['jeunes', 'musique', 'enfants', 'evangelisation', 'dames', 'hommes', ''] as const
const STATUSES = ['nouveau', 'nouveau', 'contacte', 'accueilli', 'accueilli', 'archive'] as const
/** Registration dates, oldest first: an uneven year, busier around the conference and Easter. */
const DAYS_AGO = [
  352, 341, 318, 301, 297, 262, 244, 240, 236, 205, 171, 150, 147, 141, 118, 92, 88, 81, 58, 33, 21, 12, 4,
]

export function sampleMembers(): MockMember[] {
  const members: MockMember[] = PEOPLE.map(([firstName, lastName, occupation], index) => {
    const id = index + 1
    const status = STATUSES[index % STATUSES.length] ?? 'nouveau'
    const registeredDaysAgo = DAYS_AGO[index] ?? 1
    const createdAt = daysAgo(registeredDaysAgo, 9 + (index % 8))
    const followed = status !== 'nouveau'
    return {
      id,
      createdAt,
      firstName,
      lastName,
      email: `${`${firstName}.${lastName}`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z.]/g, '')}@example.org`,
      phone: `809-555-${String(1100 + id * 7).padStart(4, '0')}`,
      dateOfBirth: `${1960 + ((id * 3) % 45)}-${String((id % 12) + 1).padStart(2, '0')}-${String((id % 27) + 1).padStart(2, '0')}`,
      address: `Calle ${['del Sol', 'Duarte', 'Restauración', 'Las Carreras'][id % 4]} ${10 + id}`,
      city: id % 5 === 0 ? 'Puerto Plata' : 'Santiago de los Caballeros',
      occupation,
      maritalStatus: MARITAL[id % MARITAL.length],
      baptized: id % 3 === 0 ? 'non' : 'oui',
      previousChurch: id % 4 === 0 ? 'Église baptiste de Port-de-Paix' : '',
      ministry: MINISTRY[id % MINISTRY.length],
      emergencyContact: id % 2 === 0 ? `${['Marc', 'Lucie', 'Élise', 'Robert'][id % 4]} ${lastName}` : '',
      emergencyPhone: id % 2 === 0 ? `829-555-${String(2000 + id).padStart(4, '0')}` : '',
      testimony:
        id % 3 === 1
          ? 'J’ai connu le Seigneur à Cap-Haïtien.\nDepuis mon arrivée à Santiago, je cherche une église francophone.'
          : '',
      status,
      statusChangedAt: followed ? daysAgo(Math.max(0, registeredDaysAgo - 3)) : null,
      statusChangedBy: followed ? (index % 2 ? 'Secrétaire' : 'Pasteur') : null,
      statusNote: null,
      mergedInto: null,
    }
  })
  // The same person registered twice (same e-mail, phone written differently): a possible duplicate.
  const marie = members[1]
  if (marie)
    members.push({
      ...marie,
      id: members.length + 1,
      createdAt: daysAgo(1, 18),
      phone: '+1 809 555 1114',
      occupation: '',
      testimony: 'Je me réinscris : je ne sais pas si ma première inscription est passée.',
      status: 'nouveau',
      statusChangedAt: null,
      statusChangedBy: null,
    })
  return members
}
