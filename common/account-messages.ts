// The French texts of the staff accounts' answers (sign-in, links, one's own account, the team),
// shared by the server and the mocks so both say the very same words.

export const ACCOUNT_MESSAGES = {
  wrongCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  unknownMinistry: 'Ministère inconnu : choisissez parmi ceux de « Présences ».',
  codeNeeded: 'Saisissez le code de votre application d’authentification.',
  wrongCode: 'Code de vérification incorrect.',
  linkGone: 'Ce lien n’est plus valable : il a déjà servi ou a expiré.',
  resetRequested:
    'Si cette adresse correspond à un compte actif, un lien pour choisir un nouveau mot de passe vient d’y être envoyé.',
  /** The same answer for every address when no mail server is set up: no link could reach anyone. */
  resetNoMail:
    'Aucun e-mail ne peut partir pour l’instant : demandez à un administrateur de vous envoyer un lien de réinitialisation.',
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
  /** 429 of a sign-in while the account's attempts are spaced out: a right code passes the wait. */
  lockedCodeAccepted:
    'Trop de tentatives sur ce compte. Saisissez le code de votre application d’authentification pour vous connecter sans attendre, ou réessayez plus tard.',
} as const

/** The refusals of the routes that add a way in or change how one signs in. */
export const REAUTHENTICATION_MESSAGES = {
  /** 403: neither the password in the body nor a recent sign-in in this session. */
  needed: 'Pour ajouter ou remplacer un moyen de connexion, saisissez votre mot de passe actuel.',
} as const

/** The audit log's lines about signing in and the ways in (server and mocks write the same). */
export const ACCOUNT_AUDIT = {
  signedIn: (how: 'password' | 'code' | 'recovery-code' | { passkey: string }) =>
    how === 'password'
      ? 'Connexion avec le mot de passe'
      : how === 'code'
        ? 'Connexion avec le mot de passe et un code de vérification'
        : how === 'recovery-code'
          ? 'Connexion avec le mot de passe et un code de secours'
          : `Connexion avec la clé d’accès « ${how.passkey} »`,
  wrongCode: 'Connexion refusée : mot de passe juste, code de vérification faux',
  locked: 'Connexions espacées après plusieurs mots de passe faux',
  sessionEnded: 'Une de ses sessions fermée',
  otherSessionsEnded: (count: number) => `Ses autres sessions fermées (${count})`,
  passkeyAdded: (name: string) => `Clé d’accès « ${name} » ajoutée`,
  passkeyRemoved: (name: string) => `Clé d’accès « ${name} » retirée`,
  totpEnrolled: 'Application d’authentification activée',
  totpReplaced: 'Application d’authentification remplacée',
  totpRemoved: 'Application d’authentification retirée',
  recoveryCodes: 'Nouveaux codes de secours créés',
  passwordChanged: 'Mot de passe changé, autres sessions fermées',
  passwordFromLink: (purpose: 'invitation' | 'reset' | 'setup', issuedBy: string | null, passkeysRemoved: number) =>
    `Mot de passe choisi avec ${
      purpose === 'invitation'
        ? 'le lien d’invitation'
        : purpose === 'setup'
          ? 'le lien de première configuration'
          : 'un lien de réinitialisation'
    }${issuedBy ? ` créé par ${issuedBy}` : purpose === 'reset' ? ' demandé depuis la page de connexion' : ''}, sessions fermées${
      passkeysRemoved > 0 ? `, clés d’accès retirées (${passkeysRemoved})` : ''
    }`,
  passwordFromServer: (passkeysRemoved: number) =>
    `Mot de passe changé sur le serveur (npm run admin:password), sessions fermées${
      passkeysRemoved > 0 ? `, clés d’accès retirées (${passkeysRemoved})` : ''
    }`,
  linkIssued: (purpose: 'invitation' | 'reset', name: string) =>
    purpose === 'invitation'
      ? `Nouvelle invitation pour ${name}`
      : `Lien de réinitialisation du mot de passe créé pour ${name}`,
} as const
