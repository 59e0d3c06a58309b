// The front end's French error and notification texts that several screens show, written once so
// that they cannot drift apart. The public forms' own success and error messages, worded by the
// specification, are in common/seed/church.ts (`messages`); an error answer's status text is
// next to ApiError (api-error.ts), which the public pages' first screen loads without this module.

/** After a request that got no answer (no connection, a timeout). */
export const CHECK_CONNECTION = 'Vérifiez la connexion Internet, puis réessayez.'

/** When the server refused without a message of its own. */
export const UNEXPECTED_ERROR = 'Une erreur est survenue. Veuillez réessayer.'

/** A form the server refused field by field: the fields say why. */
export const FIX_FIELDS = 'Corrigez les champs signalés, puis enregistrez à nouveau.'

/** The button that loads or sends again what failed. */
export const RETRY = 'Réessayer'

/** The dashboard could not ask the server who is signed in. */
export const SERVER_DOWN = `Le serveur ne répond pas. ${CHECK_CONNECTION}`

/** Title of the notification when a deletion failed. */
export const DELETE_FAILED = 'Suppression impossible'

/** Title of the notification when a follow-up status change was refused. */
export const statusNotChanged = (name: string) => `Statut de ${name} non modifié`
