// The CSV export of the people's list (GET /api/admin/people.csv): its filters, its date range and
// its columns, for the server and the mocks. The first columns carry the names the import reads
// (common/schemas/people.ts IMPORT_COLUMNS), so an exported file can be imported again.
import { z } from 'zod'
import { csvDateTime, type CsvExport } from './admin-exports.ts'
import { churchTimeToUtc } from './church-time.ts'
import {
  FOLLOW_UP_STEP_LABELS,
  PERSON_LANGUAGE_LABELS,
  PERSON_STATUS_LABELS,
  peopleQuerySchema,
  type FollowUpStep,
  type PersonLanguage,
  type PersonStatus,
} from './schemas/people.ts'
import { isCalendarDate } from './schemas/common.ts'

const day = z.string().refine(isCalendarDate, { error: 'Date invalide (format AAAA-MM-JJ).' }).optional()

/** The list's filters, and the days (in Santiago) the people were added between, both included. */
export const peopleCsvQuerySchema = peopleQuerySchema
  .omit({ page: true, pageSize: true })
  .extend({ from: day, to: day })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'La date de fin est avant la date de début.',
    path: ['to'],
  })
export type PeopleCsvQuery = z.output<typeof peopleCsvQuerySchema>

/** The range as instants comparable with created_at: from midnight of `from` to midnight after `to`. */
export function addedBetween(from: string | undefined, to: string | undefined) {
  const after = from ? churchTimeToUtc(from, 0, 0).toISOString() : null
  let before: string | null = null
  if (to) {
    const [y, m, d] = to.split('-').map(Number) as [number, number, number]
    before = churchTimeToUtc(new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10), 0, 0).toISOString()
  }
  return { after, before }
}

/** One line of the file. */
export interface PersonCsvRow {
  firstName: string
  lastName: string
  phone: string
  phone2: string
  email: string
  birthDate: string
  address: string
  city: string
  status: PersonStatus
  followUpStep: FollowUpStep
  languages: readonly PersonLanguage[]
  household: string
  membershipDate: string
  firstVisitDate: string
  lastContactAt: string | null
  createdAt: string
}

export const PEOPLE_CSV: CsvExport<PersonCsvRow> = {
  name: 'personnes',
  columns: [
    { header: 'Prénom', value: (p) => p.firstName },
    { header: 'Nom', value: (p) => p.lastName },
    { header: 'Téléphone', value: (p) => p.phone },
    { header: 'Second téléphone', value: (p) => p.phone2 },
    { header: 'E-mail', value: (p) => p.email },
    { header: 'Date de naissance', value: (p) => p.birthDate },
    { header: 'Adresse', value: (p) => p.address },
    { header: 'Ville', value: (p) => p.city },
    { header: 'Statut', value: (p) => PERSON_STATUS_LABELS[p.status] },
    { header: 'Suivi', value: (p) => (p.followUpStep ? FOLLOW_UP_STEP_LABELS[p.followUpStep] : '') },
    { header: 'Langues', value: (p) => p.languages.map((code) => PERSON_LANGUAGE_LABELS[code]).join(', ') },
    { header: 'Foyer', value: (p) => p.household },
    { header: 'Membre depuis', value: (p) => p.membershipDate },
    { header: 'Première visite', value: (p) => p.firstVisitDate },
    { header: 'Dernier contact', value: (p) => (p.lastContactAt ? csvDateTime(p.lastContactAt) : '') },
    { header: 'Ajouté le', value: (p) => csvDateTime(p.createdAt) },
  ],
}
