// Leadership. Every person here is a SAMPLE placeholder (fictional names, 809-555
// numbers, example.org addresses): replace with the church's real team before going live.
import { church } from './church.ts'

export type Leader = {
  id: string
  name: string
  position: string
  /** E.164 */
  phone: string
  email: string
  /** YYYY-MM-DD */
  birthDate: string
  birthPlace: string
  family: string
  biography: string
  education: string
  ministry: string
  /** No portrait in the samples: the cards show the initials. */
  photo: null
}

export const leaders: Leader[] = [
  {
    id: 'pasteur-principal',
    name: church.pastor.name,
    position: church.pastor.title,
    phone: church.phone,
    email: church.emails.pastor,
    birthDate: '1972-05-18',
    birthPlace: 'Port-au-Prince, Haïti',
    family: 'Marié, père de trois enfants',
    biography:
      'Converti à l’âge de dix-neuf ans, il a servi comme évangéliste avant de fonder l’église à Santiago en 2011 avec une poignée de familles francophones. Il a depuis accompagné la naissance de la fondation FEPROBA et de l’institut ISL.',
    education: 'Licence en théologie ; maîtrise en ministère pastoral',
    ministry: 'Prédication, accompagnement pastoral et direction de l’église',
    photo: null,
  },
  {
    id: 'pasteur-associe',
    name: 'Marc Exemple',
    position: 'Pasteur associé',
    phone: '+18095550143',
    email: 'pasteur.associe@example.org',
    birthDate: '1980-11-02',
    birthPlace: 'Cap-Haïtien, Haïti',
    family: 'Marié, père de deux enfants',
    biography:
      'Ancien responsable des jeunes, il seconde le pasteur principal dans l’enseignement et la visite des familles, et coordonne les responsables de ministères.',
    education: 'Diplôme de l’institut théologique ISL',
    ministry: 'Enseignement biblique et coordination des ministères',
    photo: null,
  },
  {
    id: 'directrice-feproba',
    name: 'Ruth Exemple',
    position: 'Directrice de la fondation FEPROBA',
    phone: '+18095550144',
    email: 'feproba@example.org',
    birthDate: '1978-03-01',
    birthPlace: 'Santiago de los Caballeros, République dominicaine',
    family: 'Mariée, mère de deux enfants',
    biography:
      'Enseignante de métier, elle a pris la direction de la fondation à sa création en 2018 et développe l’école classique comme les formations professionnelles.',
    education: 'Licence en sciences de l’éducation',
    ministry: 'Éducation et formation professionnelle',
    photo: null,
  },
]

/** Six ministry directors; their phone and e-mail are not published yet (shown « À venir »). */
export const ministryDirectors: { name: string; position: string; phone: string; email: string }[] = [
  { name: 'Daniel Exemple', position: 'Directeur du ministère des jeunes', phone: '', email: '' },
  { name: 'Esther Exemple', position: 'Directrice du ministère des enfants', phone: '', email: '' },
  { name: 'Sarah Exemple', position: 'Directrice du ministère des femmes', phone: '', email: '' },
  { name: 'David Exemple', position: 'Directeur du ministère de louange', phone: '', email: '' },
  { name: 'Paul Exemple', position: 'Directeur de l’école biblique', phone: '', email: '' },
  { name: 'Lydie Exemple', position: 'Directrice de l’action sociale', phone: '', email: '' },
]
