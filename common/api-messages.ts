// The French texts of the API's error bodies (`{ message, fieldErrors? }`), written once for the
// server (server/src/plugins/error-handler.ts and the routes) and for the MSW mocks (mocks/), so
// the mocked backend of `npm run dev:mock` and of the component tests says exactly what the
// server says. tests/contract/ checks that both answer alike.

export const API_MESSAGES = {
  invalidFields: 'Certains champs sont invalides.',
  invalidJson: 'Le corps de la requête n’est pas un JSON valide.',
  emptyBody: 'Le corps de la requête est vide : envoyez un objet JSON.',
  unsupportedMediaType: 'Type de contenu non pris en charge : envoyez du JSON.',
  tooLarge: 'Le corps de la requête est trop volumineux (64 Kio au maximum).',
  notFound: 'Ressource introuvable.',
  tooManyRequests: 'Trop de demandes. Veuillez patienter quelques minutes avant de réessayer.',
  unauthorized: 'Authentification requise.',
  forbidden: 'Accès refusé.',
  badRequest: 'Requête invalide.',
  internal: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',

  // Signing in to the dashboard.
  wrongPassword: 'Mot de passe incorrect',
  tooManyAttempts: 'Trop de tentatives. Veuillez patienter 15 minutes avant de réessayer.',
  loginBusy: 'Le serveur est très sollicité. Veuillez réessayer dans quelques secondes.',
  setupFirst: 'Terminez d’abord la configuration de votre compte.',
  profileNeeded: 'Indiquez votre nom et votre adresse e-mail.',

  // Admin routes.
  notMultipart: 'Type de contenu non pris en charge : envoyez la photo en multipart/form-data.',
  tooManyUploadFields: 'Trop de champs dans l’envoi.',
  alreadySent: 'Ce message a déjà été envoyé.',
  futureGift: 'La date ne peut pas être après aujourd’hui.',
  serviceAlreadyFirst: 'Ce culte est déjà le premier.',
  serviceAlreadyLast: 'Ce culte est déjà le dernier.',
  mergeIntoItself: 'Une inscription ne peut pas être fusionnée avec elle-même.',
} as const

/** A follow-up move the workflow does not allow, with the statuses' French labels. */
export const statusChangeRefused = (from: string, to: string) => `Changement de statut impossible : ${from} → ${to}.`

/** Merging a registration into one that is not among its earlier duplicates. */
export const notAnEarlierDuplicate = (intoId: number) =>
  `L’inscription n° ${intoId} n’est pas un doublon antérieur de celle-ci.`

const registrations = (n: number) => `${n} inscription${n > 1 ? 's' : ''}`

/** The corrected member figures may not go below what the site has already counted itself. */
export const FIGURES_BELOW_COUNT = {
  totalMembers: (total: number) => `Au moins ${total} : le site a déjà reçu ${registrations(total)}.`,
  newThisMonth: (thisMonth: number) => `Au moins ${thisMonth} : le site a reçu ${registrations(thisMonth)} ce mois-ci.`,
} as const
