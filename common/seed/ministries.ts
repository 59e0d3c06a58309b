// The church's eight ministries. Schedules are static text; `icon` is a key the
// home page maps to a pictogram (no photos exist yet). SAMPLE descriptions and schedules:
// confirm them with the church. A ministry that meets at a service gives that service's day and
// start as the sample timetable has them (sampleServices, services-and-events.ts).

export type MinistryIcon = 'adults' | 'children' | 'youth' | 'women' | 'praise' | 'bible' | 'social' | 'missions'

export type Ministry = {
  id: string
  title: string
  description: string
  schedule: string
  /** Accent colour of the ministry's card. */
  color: string
  icon: MinistryIcon
}

export const ministries: Ministry[] = [
  {
    id: 'adultes',
    title: 'Ministère des adultes',
    description: 'Enseignement, prière et accompagnement des familles pour grandir ensemble dans la foi.',
    schedule: 'Dimanche, 09:00 (culte)',
    color: '#1e3a8a',
    icon: 'adults',
  },
  {
    id: 'enfants',
    title: 'Ministère des enfants',
    description: 'Des leçons bibliques, des chants et des activités adaptées à chaque âge, dans un cadre sûr.',
    schedule: 'Dimanche, 10:30 (école du dimanche)',
    color: '#d97706',
    icon: 'children',
  },
  {
    id: 'jeunes',
    title: 'Ministère des jeunes',
    description: 'Un lieu de partage, de louange et de formation pour les adolescents et les jeunes adultes.',
    schedule: 'Vendredi, 19:00 (réunion des jeunes)',
    color: '#059669',
    icon: 'youth',
  },
  {
    id: 'femmes',
    title: 'Ministère des femmes',
    description: 'Communion fraternelle, étude de la Parole et entraide entre les femmes de l’église.',
    schedule: 'Premier samedi du mois, 15:00',
    color: '#be185d',
    icon: 'women',
  },
  {
    id: 'louange',
    title: 'Ministère de louange',
    description: 'Chorale et musiciens conduisent l’assemblée dans l’adoration à chaque culte.',
    schedule: 'Répétitions le jeudi, 18:30',
    color: '#7c3aed',
    icon: 'praise',
  },
  {
    id: 'ecole-biblique',
    title: 'École biblique',
    description: 'Une étude suivie des Écritures, par groupes d’âge, pour connaître et vivre la Parole.',
    schedule: 'Mercredi, 19:00 (étude biblique)',
    color: '#0f766e',
    icon: 'bible',
  },
  {
    id: 'action-sociale',
    title: 'Action sociale',
    description: 'Distribution de vivres, visites aux malades et soutien aux familles du quartier.',
    schedule: 'Un samedi sur deux, 08:00',
    color: '#b45309',
    icon: 'social',
  },
  {
    id: 'missions',
    title: 'Missions',
    description: 'Évangélisation à Santiago et soutien aux missionnaires en République dominicaine et au-delà.',
    schedule: 'Sorties missionnaires mensuelles',
    color: '#0369a1',
    icon: 'missions',
  },
]
