// The photo gallery's list.
//
// Replacing the placeholders with real photos:
//   1. Put each photo in `gallery-sources/<slug>.jpg` (or .jpeg / .png / .webp) at the project
//      root, using the slug of its entry below (add or remove entries as needed).
//   2. Run `node --import tsx scripts/generate-gallery.ts`. For every entry it writes
//      `public/gallery/<slug>-400.avif|webp` and `-800.avif|webp`, cropped to 4:3: from the real
//      photo when one exists in `gallery-sources/`, otherwise an illustrated placeholder.
//   3. Commit `public/gallery/` (the originals in `gallery-sources/` need not be committed).
// The description is the photo's alternative text and lightbox caption: describe what it shows.
//
// These are the samples: the server copies them once into its database (server/src/db/
// gallery-seed.ts), where the church adds its own photos and may remove them from the dashboard.
// The public gallery shows the server's list; this one only while it loads or when it fails.
import type { GalleryPhoto } from '../schemas/gallery-photo.ts'
import { GALLERY_CATEGORIES, type GalleryCategory } from '../schemas/gallery-categories.ts'

export { GALLERY_CATEGORIES, type GalleryCategory }

export interface GallerySample {
  /** File name stem in public/gallery/ (kebab-case ASCII). */
  slug: string
  description: string
  category: GalleryCategory
}

/** Generated widths; every image is 4:3. */
export const GALLERY_WIDTHS = [400, 800] as const
export const GALLERY_ASPECT = { width: 4, height: 3 } as const
/** A sample's own size: that of its largest file. */
export const GALLERY_SAMPLE_SIZE = {
  width: GALLERY_WIDTHS[1],
  height: (GALLERY_WIDTHS[1] * GALLERY_ASPECT.height) / GALLERY_ASPECT.width,
}

export const galleryPhotos: readonly GallerySample[] = [
  { slug: 'isl-remise-des-diplomes', description: "Remise des diplômes à l'Institut ISL", category: 'ISL' },
  { slug: 'isl-cours-de-theologie', description: 'Cours de théologie systématique', category: 'ISL' },
  { slug: 'isl-bibliotheque', description: "Étudiants à la bibliothèque de l'institut", category: 'ISL' },
  { slug: 'isl-seminaire-pastoral', description: 'Séminaire de formation pastorale', category: 'ISL' },
  { slug: 'isl-etude-biblique', description: 'Étude biblique en petits groupes', category: 'ISL' },
  { slug: 'feproba-classe-elementaire', description: "Élèves de l'école élémentaire en classe", category: 'FEPROBA' },
  { slug: 'feproba-atelier-couture', description: 'Atelier de couture de la fondation', category: 'FEPROBA' },
  { slug: 'feproba-salle-informatique', description: 'Formation en informatique', category: 'FEPROBA' },
  { slug: 'feproba-cours-cuisine', description: 'Cours de cuisine et de pâtisserie', category: 'FEPROBA' },
  { slug: 'feproba-atelier-mecanique', description: 'Atelier de mécanique automobile', category: 'FEPROBA' },
  { slug: 'ministeres-louange', description: 'Équipe de louange pendant le culte', category: 'Ministères' },
  { slug: 'ministeres-ecole-du-dimanche', description: 'École du dimanche des enfants', category: 'Ministères' },
  { slug: 'ministeres-jeunesse', description: 'Rencontre du vendredi soir des jeunes', category: 'Ministères' },
  {
    slug: 'ministeres-action-sociale',
    description: 'Distribution de vivres aux familles du quartier',
    category: 'Ministères',
  },
  { slug: 'ministeres-bapteme', description: 'Baptême par immersion', category: 'Ministères' },
  { slug: 'leadership-predication', description: 'Le pasteur prêche le dimanche matin', category: 'Leadership' },
  { slug: 'leadership-conseil', description: "Réunion du conseil de l'Église", category: 'Leadership' },
  { slug: 'leadership-consecration', description: 'Consécration de nouveaux diacres', category: 'Leadership' },
  { slug: 'leadership-retraite', description: 'Retraite des responsables de ministère', category: 'Leadership' },
  { slug: 'leadership-priere', description: 'Temps de prière pour les responsables', category: 'Leadership' },
  {
    slug: 'partenaires-universite',
    description: "Visite de l'université baptiste partenaire",
    category: 'Partenaires',
  },
  {
    slug: 'partenaires-equipe-missionnaire',
    description: "Accueil d'une équipe missionnaire",
    category: 'Partenaires',
  },
  { slug: 'partenaires-signature', description: 'Signature de la convention de partenariat', category: 'Partenaires' },
  { slug: 'partenaires-materiel-scolaire', description: 'Don de matériel scolaire', category: 'Partenaires' },
  { slug: 'partenaires-eglises-soeurs', description: 'Rencontre avec les Églises sœurs', category: 'Partenaires' },
  { slug: 'construction-premiere-pierre', description: 'Pose de la première pierre', category: 'Construction' },
  { slug: 'construction-chantier', description: 'Le chantier du nouveau temple', category: 'Construction' },
  { slug: 'construction-benevoles', description: 'Bénévoles au travail sur le chantier', category: 'Construction' },
  { slug: 'construction-toiture', description: 'Pose de la toiture des salles de classe', category: 'Construction' },
  { slug: 'construction-inauguration', description: 'Inauguration des nouveaux bâtiments', category: 'Construction' },
]

/** A sample as the API describes a photo (ids in order, as the server's seed numbers them). */
export function sampleAsPhoto(sample: GallerySample, index: number): GalleryPhoto {
  return {
    id: index + 1,
    description: sample.description,
    category: sample.category,
    ...GALLERY_SAMPLE_SIZE,
    base: `/gallery/${sample.slug}`,
    widths: [...GALLERY_WIDTHS],
  }
}

/** The samples as GET /api/gallery gives them on a fresh install. */
export const sampleGalleryPhotos: readonly GalleryPhoto[] = galleryPhotos.map(sampleAsPhoto)
