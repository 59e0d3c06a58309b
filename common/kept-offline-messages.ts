/**
 * What a visitor reads when a form could not reach the church (no network, or it dropped): the
 * submission is kept on the phone and goes as soon as the network returns. The form's usual
 * success text follows once it has gone, if the page is still open.
 */
export const keptOfflineMessages = {
  membership: 'Hors connexion : votre inscription est gardée sur ce téléphone et partira dès le retour du réseau.',
  contact: 'Hors connexion : votre message est gardé sur ce téléphone et partira dès le retour du réseau.',
  programme: 'Hors connexion : votre demande est gardée sur ce téléphone et partira dès le retour du réseau.',
  newsletter: 'Hors connexion : votre abonnement est gardé sur ce téléphone et partira dès le retour du réseau.',
} as const
