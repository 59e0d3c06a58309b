// FEPROBA's programmes: two classic schools and seven
// professional trainings. The ids are the request form's `program` values.
import type { FeprobaProgramId } from '../schemas/feproba-request.ts'
import type { TRAINING_COLOURS } from '../schemas/site-content.ts'

/** A colour block standing in for a photo until the foundation supplies real ones. */
export interface ProgrammeImage {
  /** Gradient start and end, as CSS colours. */
  from: string
  to: string
}

export interface FeprobaClassicProgramme {
  id: Extract<FeprobaProgramId, 'elementaire' | 'secondaire'>
  name: string
  ages: string
  description: string
  image: ProgrammeImage
  subjects: readonly string[]
}

export interface FeprobaTraining {
  id: Exclude<FeprobaProgramId, 'elementaire' | 'secondaire'>
  name: string
  description: string
  skills: readonly string[]
  /** Duration range in months. */
  duration: { minMonths: number; maxMonths: number }
  /** Mantine colour name of the training's accent. */
  color: (typeof TRAINING_COLOURS)[number]
}

export const feprobaIntro =
  "Fondée en 2018 par l'Église, la Fondation FEPROBA offre aux enfants et aux jeunes de Santiago une école classique de qualité, et aux adultes des formations professionnelles courtes qui ouvrent la porte d'un métier. Nous croyons que chaque personne, créée à l'image de Dieu, mérite d'apprendre, de grandir et de servir."

export const classicProgrammes: readonly FeprobaClassicProgramme[] = [
  {
    id: 'elementaire',
    name: 'Élémentaire',
    ages: '6-12 ans',
    description:
      'Une première scolarité solide et bienveillante : lecture, écriture, calcul et découverte du monde, dans des classes à effectif réduit où chaque enfant est connu et encouragé.',
    image: { from: '#1e3a8a', to: '#4870cd' },
    subjects: [
      'Lecture et écriture',
      'Mathématiques',
      'Sciences naturelles',
      'Sciences sociales',
      'Éducation chrétienne',
      'Arts et musique',
    ],
  },
  {
    id: 'secondaire',
    name: 'Secondaire',
    ages: '13-18 ans',
    description:
      "Un enseignement secondaire exigeant qui prépare au baccalauréat, aux études supérieures et à la vie d'adulte, avec un accompagnement personnel et une formation du caractère.",
    image: { from: '#af7100', to: '#ffb01b' },
    subjects: [
      'Langue espagnole et littérature',
      'Mathématiques',
      'Physique et chimie',
      'Biologie',
      'Histoire et géographie',
      'Anglais',
      'Éthique chrétienne',
    ],
  },
]

export const trainings: readonly FeprobaTraining[] = [
  {
    id: 'informatique',
    name: 'Informatique',
    description:
      "Maîtriser l'ordinateur, les logiciels de bureau et les bases du web pour travailler dans un bureau ou lancer son activité.",
    skills: [
      'Bureautique (traitement de texte, tableur)',
      'Internet et messagerie',
      'Maintenance de base',
      'Initiation à la création de sites',
    ],
    duration: { minMonths: 6, maxMonths: 18 },
    color: 'churchBlue',
  },
  {
    id: 'couture',
    name: 'Couture',
    description:
      'Apprendre à couper, assembler et finir des vêtements, des retouches simples aux créations sur mesure.',
    skills: ['Prise de mesures et patronage', 'Machine à coudre', 'Retouches', 'Confection sur mesure'],
    duration: { minMonths: 4, maxMonths: 12 },
    color: 'grape',
  },
  {
    id: 'mecanique',
    name: 'Mécanique',
    description:
      'Comprendre et entretenir les moteurs de voitures et de motos, diagnostiquer les pannes courantes et travailler en atelier en toute sécurité.',
    skills: ['Entretien courant', 'Diagnostic des pannes', 'Moteurs et transmissions', "Sécurité à l'atelier"],
    duration: { minMonths: 8, maxMonths: 15 },
    color: 'gray',
  },
  {
    id: 'cuisine',
    name: 'Cuisine',
    description:
      "Se former aux techniques culinaires, à la pâtisserie et à l'hygiène alimentaire pour travailler en restauration ou ouvrir un petit commerce.",
    skills: ['Techniques de base', 'Pâtisserie', 'Hygiène et sécurité alimentaire', 'Gestion des coûts'],
    duration: { minMonths: 6, maxMonths: 12 },
    color: 'orange',
  },
  {
    id: 'decoration',
    name: 'Décoration',
    description:
      "Concevoir et réaliser la décoration d'événements et d'intérieurs : mariages, fêtes, célébrations et espaces de vie.",
    skills: [
      'Composition florale',
      "Décoration d'événements",
      'Harmonie des couleurs',
      'Travail des tissus et ballons',
    ],
    duration: { minMonths: 5, maxMonths: 10 },
    color: 'teal',
  },
  {
    id: 'anglais',
    name: 'Anglais',
    description:
      "Parler, comprendre et écrire l'anglais du quotidien et du travail, un atout majeur pour le tourisme et le commerce.",
    skills: ['Conversation', 'Compréhension orale', 'Grammaire et vocabulaire', 'Anglais professionnel'],
    duration: { minMonths: 3, maxMonths: 8 },
    color: 'indigo',
  },
  {
    id: 'espagnol',
    name: 'Espagnol',
    description:
      "Apprendre l'espagnol pour s'intégrer pleinement en République dominicaine : démarches, travail et vie de quartier.",
    skills: ['Conversation courante', 'Compréhension orale', 'Lecture et écriture', 'Vie pratique et démarches'],
    duration: { minMonths: 3, maxMonths: 8 },
    color: 'red',
  },
]
