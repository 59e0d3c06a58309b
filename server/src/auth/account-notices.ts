// The e-mail an account's owner gets when how they sign in changes (a passkey, the authenticator
// app, recovery codes, the password): whoever did it, the owner hears of it and can react. Built
// here, queued in the outbox by the routes and by `npm run admin:password`.
import { CHURCH_TIME_ZONE } from '#common/church-time.ts'
import type { OutgoingMail } from '../db/outbox-repository.ts'

export type AccountEvent =
  | { kind: 'passkey-added'; passkeyName: string }
  | { kind: 'passkey-removed'; passkeyName: string }
  | { kind: 'totp-enrolled' }
  | { kind: 'totp-replaced' }
  | { kind: 'totp-removed' }
  | { kind: 'recovery-codes' }
  | { kind: 'password-changed' }
  | { kind: 'password-from-link'; passkeysRemoved: number }
  | { kind: 'password-from-server'; passkeysRemoved: number }

const when = new Intl.DateTimeFormat('fr-FR', { timeZone: CHURCH_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' })

const removedPasskeys = (count: number) =>
  count === 0 ? '' : count === 1 ? ' Sa clé d’accès a été retirée.' : ` Ses ${count} clés d’accès ont été retirées.`

function describe(event: AccountEvent): { subject: string; sentence: string } {
  switch (event.kind) {
    case 'passkey-added':
      return {
        subject: 'Clé d’accès ajoutée à votre compte',
        sentence: `Une clé d’accès, « ${event.passkeyName} », a été ajoutée à votre compte du tableau de bord.`,
      }
    case 'passkey-removed':
      return {
        subject: 'Clé d’accès retirée de votre compte',
        sentence: `La clé d’accès « ${event.passkeyName} » a été retirée de votre compte du tableau de bord.`,
      }
    case 'totp-enrolled':
      return {
        subject: 'Application d’authentification activée',
        sentence: 'Une application d’authentification a été activée pour votre compte du tableau de bord.',
      }
    case 'totp-replaced':
      return {
        subject: 'Application d’authentification remplacée',
        sentence:
          'L’application d’authentification de votre compte du tableau de bord a été remplacée : l’ancienne ne donne plus de codes valables.',
      }
    case 'totp-removed':
      return {
        subject: 'Application d’authentification retirée',
        sentence: 'L’application d’authentification a été retirée de votre compte du tableau de bord.',
      }
    case 'recovery-codes':
      return {
        subject: 'Nouveaux codes de secours',
        sentence:
          'De nouveaux codes de secours ont été créés pour votre compte du tableau de bord ; les anciens ne valent plus rien.',
      }
    case 'password-changed':
      return {
        subject: 'Mot de passe changé',
        sentence: 'Le mot de passe de votre compte du tableau de bord a été changé. Vos autres sessions sont fermées.',
      }
    case 'password-from-link':
      return {
        subject: 'Mot de passe choisi avec un lien',
        sentence: `Un mot de passe a été choisi pour votre compte du tableau de bord avec un lien envoyé par e-mail. Vos sessions sont fermées.${removedPasskeys(event.passkeysRemoved)}`,
      }
    case 'password-from-server':
      return {
        subject: 'Mot de passe changé sur le serveur',
        sentence: `Le mot de passe de votre compte du tableau de bord a été changé sur le serveur par la personne qui l’administre. Vos sessions sont fermées.${removedPasskeys(event.passkeysRemoved)}`,
      }
  }
}

/** The mail to queue for `account`, or undefined when it has no address to write to. */
export function accountNotice(
  account: { name: string; email: string },
  event: AccountEvent,
  at: Date,
  fromAddress?: string | null,
): OutgoingMail | undefined {
  if (!account.email.includes('@')) return undefined
  const { subject, sentence } = describe(event)
  const body = [
    `Bonjour ${account.name},`,
    '',
    sentence,
    `C’était le ${when.format(at)} (heure de Santiago)${fromAddress ? `, depuis l’adresse ${fromAddress}` : ''}.`,
    '',
    'Si c’est vous, il n’y a rien à faire.',
    'Sinon, quelqu’un d’autre peut entrer dans votre compte : choisissez un nouveau mot de passe (« Mot de passe',
    'oublié ? » sur la page de connexion), fermez vos autres sessions et retirez les clés d’accès que vous ne',
    'connaissez pas dans « Mon compte », puis prévenez un administrateur.',
  ].join('\n')
  return { to: account.email, replyTo: null, subject: `Sécurité de votre compte : ${subject.toLowerCase()}`, body }
}
