/** The home page's sections, in menu order. Links go to `/#hash` from any page. */
export const homeSections = [
  { label: 'Accueil', hash: 'hero' },
  { label: 'Services', hash: 'services' },
  { label: 'FEPROBA', hash: 'feproba' },
  { label: 'ISL', hash: 'isl' },
  { label: 'Ministères', hash: 'ministries' },
  { label: 'Leadership', hash: 'leadership' },
  { label: 'Inscription', hash: 'membership' },
  { label: 'Événements', hash: 'events' },
  { label: 'Galerie', hash: 'gallery' },
  { label: 'Donner', hash: 'donner' },
  { label: 'Contact', hash: 'contact' },
] as const

export type HomeSectionHash = (typeof homeSections)[number]['hash']
