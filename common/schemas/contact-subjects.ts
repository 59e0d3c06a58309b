// Without zod, so the home page can read `?sujet=` before zod loads.

export const CONTACT_SUBJECTS = [
  "Demande d'information",
  'Prière',
  'Ministère',
  'FEPROBA',
  'ISL',
  'Visite',
  'Autre',
] as const
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]
