// The services and the four events the site starts with. A new installation's database gets the
// week of `sampleServices` and the sample events on first start; when the API cannot be reached the
// site shows `fallbackServices` and the sample events (placeholderData).
import type { Service } from '../schemas/service.ts'
import type { ChurchEvent } from '../schemas/event.ts'

/**
 * The timetable a new installation starts with: one week as the church keeps it, the hours the
 * contact section has always given (Sunday 09:00 service then 10:30 Sunday school, Wednesday 19:00
 * Bible study, Friday 19:00 youth), no two services at once. The ministries' meeting times in
 * ministries.ts are these. The church edits them in the dashboard's « Cultes » tab.
 */
export const sampleServices: Service[] = [
  {
    id: 1,
    name: 'Culte du dimanche matin',
    day: 'Dimanche',
    time: '09:00 - 10:30',
    description: 'Louange, prière et prédication : le grand rassemblement de la famille de l’église.',
    color: 'linear-gradient(135deg, #7c2d12, #f59e0b)',
    icon: 'church',
  },
  {
    id: 2,
    name: 'École du dimanche',
    day: 'Dimanche',
    time: '10:30 - 11:30',
    description: 'Étude de la Parole par groupes d’âge, pour les enfants, les jeunes et les adultes.',
    color: 'linear-gradient(135deg, #1e3a8a, #3b82f6)',
    icon: 'book',
  },
  {
    id: 3,
    name: 'Étude biblique du mercredi',
    day: 'Mercredi',
    time: '19:00 - 20:30',
    description: 'Étude approfondie d’un livre de la Bible, avec questions et échanges.',
    color: 'linear-gradient(135deg, #0f172a, #475569)',
    icon: 'bible',
  },
  {
    id: 4,
    name: 'Réunion des jeunes',
    day: 'Vendredi',
    time: '19:00 - 21:00',
    description: 'Un temps de partage, de jeux et d’enseignement biblique pour les adolescents et jeunes adultes.',
    color: 'linear-gradient(135deg, #065f46, #10b981)',
    icon: 'users',
  },
]

/**
 * What the site shows when the services cannot be read: the five services of the site's
 * specification, kept as it gives them.
 */
export const fallbackServices: Service[] = [
  {
    id: 1,
    name: 'École du dimanche',
    day: 'Dimanche',
    time: '07:00 - 08:00',
    description: 'Étude de la Parole par groupes d’âge, pour les enfants, les jeunes et les adultes.',
    color: 'linear-gradient(135deg, #1e3a8a, #3b82f6)',
    icon: 'book',
  },
  {
    id: 2,
    name: 'Culte du dimanche matin',
    day: 'Dimanche',
    time: '07:00 - 10:00',
    description: 'Louange, prière et prédication : le grand rassemblement de la famille de l’église.',
    color: 'linear-gradient(135deg, #7c2d12, #f59e0b)',
    icon: 'church',
  },
  {
    id: 3,
    name: 'Réunion des jeunes',
    day: 'Samedi',
    time: '16:30 - 21:00',
    description: 'Un temps de partage, de jeux et d’enseignement biblique pour les adolescents et jeunes adultes.',
    color: 'linear-gradient(135deg, #065f46, #10b981)',
    icon: 'users',
  },
  {
    id: 4,
    name: 'Culte du mardi',
    day: 'Mardi',
    time: '19:00 - 21:00',
    description: 'Culte de milieu de semaine : prière, louange et exhortation.',
    color: 'linear-gradient(135deg, #581c87, #a855f7)',
    icon: 'music',
  },
  {
    id: 5,
    name: 'Étude biblique du vendredi',
    day: 'Vendredi',
    time: '19:00 - 21:00',
    description: 'Étude approfondie d’un livre de la Bible, avec questions et échanges.',
    color: 'linear-gradient(135deg, #0f172a, #475569)',
    icon: 'bible',
  },
]

/** A date `months` months after `from`, on the given day of that month, as YYYY-MM-DD. */
function monthsAhead(from: Date, months: number, day: number): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, day))
  return d.toISOString().slice(0, 10)
}

/** The four sample events, dated in the coming months (never in the past) from `now`. */
export function upcomingSampleEvents(now: Date = new Date()): ChurchEvent[] {
  return [
    {
      id: 1,
      title: 'Conférence annuelle de l’église',
      date: monthsAhead(now, 1, 14),
      time: '09:00 - 16:00',
      description: 'Trois jours d’enseignement, de louange et de communion fraternelle avec des orateurs invités.',
      location: 'Temple principal, Santiago',
      category: 'Conférence',
    },
    {
      id: 2,
      title: 'Formation de la fondation FEPROBA',
      date: monthsAhead(now, 2, 7),
      time: '14:00 - 17:00',
      description: 'Atelier ouvert aux parents et aux jeunes : présentation des formations professionnelles.',
      location: 'Centre FEPROBA',
      category: 'Formation',
    },
    {
      id: 3,
      title: 'Remise des diplômes de l’ISL',
      date: monthsAhead(now, 3, 20),
      time: '10:00 - 12:00',
      description: 'Cérémonie de remise des diplômes des étudiants de l’institut théologique ISL.',
      location: 'Temple principal, Santiago',
      category: 'Cérémonie',
    },
    {
      id: 4,
      title: 'Journée communautaire',
      date: monthsAhead(now, 4, 12),
      time: '08:00 - 15:00',
      description: 'Service au quartier : consultations, distribution de vivres et activités pour les enfants.',
      location: 'Quartier de l’église, Santiago',
      category: 'Communautaire',
    },
  ]
}
