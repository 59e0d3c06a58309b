// ISL's programmes. The ids are the application form's `program` values.
import type { IslProgramId } from '../schemas/isl-request.ts'

export interface IslProgramme {
  id: IslProgramId
  name: string
  level: string
  duration: string
  description: string
  requirements: readonly string[]
  subjects: readonly string[]
  careers: readonly string[]
}

export const islIntro =
  "Fondé en 2019, l'Institut ISL forme des serviteurs de Dieu solidement enracinés dans les Écritures, pour l'Église et pour la mission. En partenariat avec une université baptiste des États-Unis, il propose trois parcours progressifs, accessibles aux responsables d'Église comme à tout croyant désireux d'approfondir sa foi."

export const islProgrammes: readonly IslProgramme[] = [
  {
    id: 'certificat',
    name: 'Certificat',
    level: 'Niveau 1 — Fondements',
    duration: '2 ans',
    description:
      'Une formation biblique et pratique pour tout croyant engagé dans son Église : connaître la Bible, comprendre les grandes doctrines et servir avec compétence.',
    requirements: [
      "Être un chrétien né de nouveau, membre d'une Église locale",
      "Diplôme d'études secondaires ou équivalent",
      'Lettre de recommandation du pasteur',
    ],
    subjects: [
      'Introduction à la Bible',
      'Doctrine chrétienne',
      'Vie de Jésus',
      'Évangélisation',
      'Vie spirituelle et prière',
    ],
    careers: ["Enseignant d'école du dimanche", 'Responsable de groupe de maison', "Diacre et serviteur dans l'Église"],
  },
  {
    id: 'diplome',
    name: 'Diplôme',
    level: 'Niveau 2 — Ministère',
    duration: '3 ans',
    description:
      'Un approfondissement théologique et pastoral pour ceux qui exercent déjà un ministère et veulent le vivre avec plus de profondeur et de fidélité.',
    requirements: [
      "Certificat de l'ISL ou équivalent",
      "Deux ans d'expérience dans le ministère",
      'Lettre de recommandation du pasteur',
    ],
    subjects: [
      'Herméneutique',
      'Théologie systématique',
      'Homilétique (prédication)',
      "Histoire de l'Église",
      "Relation d'aide pastorale",
    ],
    careers: ['Pasteur assistant', 'Responsable de ministère', 'Évangéliste', 'Aumônier'],
  },
  {
    id: 'licence',
    name: 'Licence',
    level: 'Niveau 3 — Études supérieures',
    duration: '4 ans',
    description:
      'Un cursus complet de théologie, mené avec notre université partenaire, pour former pasteurs, enseignants et missionnaires.',
    requirements: [
      "Diplôme d'études secondaires",
      'Engagement actif dans une Église locale',
      "Entretien avec l'équipe académique",
      'Lettre de recommandation du pasteur',
    ],
    subjects: [
      'Grec et hébreu bibliques',
      "Exégèse de l'Ancien et du Nouveau Testament",
      'Théologie biblique et systématique',
      'Missiologie',
      "Leadership et administration d'Église",
    ],
    careers: ['Pasteur principal', 'Missionnaire', 'Professeur de théologie', "Implanteur d'Églises"],
  },
]
