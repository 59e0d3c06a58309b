// The French texts of the staff accounts' answers (sign-in, links, one's own account, the team),
// shared by the server and the mocks so both say the very same words.

export const ACCOUNT_MESSAGES = {
  wrongCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  codeNeeded: 'Saisissez le code de votre application d’authentification.',
  wrongCode: 'Code de vérification incorrect.',
  linkGone: 'Ce lien n’est plus valable : il a déjà servi ou a expiré.',
  resetRequested:
    'Si cette adresse correspond à un compte actif, un lien pour choisir un nouveau mot de passe vient d’y être envoyé.',
  /** The start of every strength refusal; the server adds why (common/password-strength.ts). */
  weakPassword: 'Mot de passe trop facile à deviner : choisissez une phrase de plusieurs mots inattendus.',
  wrongCurrentPassword: 'Mot de passe actuel incorrect.',
  currentPasswordNeeded: 'Saisissez votre mot de passe actuel pour changer d’adresse e-mail.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  lastAdministrator: 'Il doit rester au moins un administrateur actif.',
  notYourself: 'Vous ne pouvez pas désactiver votre propre compte ni changer votre propre rôle.',
  secondFactorRequired: 'Les administrateurs doivent garder une application d’authentification.',
  noTotp: 'Aucune application d’authentification n’est enregistrée.',
  alreadyActive: 'Ce compte est déjà actif : envoyez-lui plutôt un lien de nouveau mot de passe.',
  disabledAccount: 'Ce compte est désactivé : réactivez-le d’abord.',
} as const
