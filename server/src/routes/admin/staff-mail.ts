// The e-mails of staff accounts: invitation, password reset, locked sign-in. They go through the
// outbox like the staff alerts; without SMTP_URL the dashboard shows an invitation's link instead.
import type { FastifyInstance } from 'fastify'
import type { TokenPurpose } from '#common/schemas/staff-account.ts'
import { newLinkToken } from '../../auth/session-token.ts'
import { accessLink, LINK_LIFETIME_MS } from '../../auth/staff-bootstrap.ts'
import type { AccountRow } from '../../db/admin-repository.ts'
import { LINK_PLACEHOLDER } from '../../mail/personal-link.ts'

export interface IssuedLink {
  link: string
  expiresAt: string
  issuedBy: number | null
}

/** A new single-use link for the account (earlier unused ones stop working). */
export function issueLink(
  app: FastifyInstance,
  account: AccountRow,
  purpose: TokenPurpose,
  publicUrl: string,
  /** The administrator who asked for it (the audit log names them when the link is used). */
  issuedBy: number | null = null,
): IssuedLink {
  const { token, hash } = newLinkToken()
  const now = app.now()
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS).toISOString()
  app.adminRepository.insertToken({
    tokenHash: hash,
    accountId: account.id,
    purpose,
    createdAt: now.toISOString(),
    expiresAt,
    issuedBy,
  })
  return { link: accessLink(publicUrl, token), expiresAt, issuedBy }
}

/**
 * Queues the e-mail of a link. The stored body holds a placeholder, never `issued`'s token: the
 * outbox makes a new link as the mail leaves (mail/make-link.ts), which voids this one.
 */
export function queueLinkMail(
  app: FastifyInstance,
  account: AccountRow,
  purpose: TokenPurpose,
  issued: IssuedLink,
): void {
  const invitation = purpose === 'invitation'
  const subject = invitation ? 'Votre accès au tableau de bord de l’église' : 'Choisir un nouveau mot de passe'
  const body = [
    `Bonjour ${account.name},`,
    '',
    invitation
      ? 'Vous êtes invité(e) à utiliser le tableau de bord du site de l’église. Choisissez votre mot de passe en ouvrant ce lien :'
      : 'Une demande de nouveau mot de passe a été faite pour votre compte. Pour en choisir un, ouvrez ce lien :',
    '',
    LINK_PLACEHOLDER,
    '',
    `Ce lien ne sert qu’une fois et reste valable ${LINK_LIFETIME_MS / 3_600_000} heures.`,
    invitation ? '' : 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste le même.',
  ].join('\n')
  const link = {
    kind: 'staff' as const,
    purpose: invitation ? ('invitation' as const) : ('reset' as const),
    accountId: account.id,
    issuedBy: issued.issuedBy,
  }
  app.outboxRepository.enqueue({ to: account.email, replyTo: null, subject, body, link }, app.now().toISOString())
}

/** Told once per series of failed sign-ins, when the delays start. */
export function queueLockNotice(app: FastifyInstance, account: AccountRow): void {
  if (!account.email.includes('@')) return
  const body = [
    `Bonjour ${account.name},`,
    '',
    'Plusieurs tentatives de connexion à votre compte du tableau de bord ont échoué. Les prochaines tentatives',
    'sont maintenant espacées (une minute, puis de plus en plus longtemps, jusqu’à 15 minutes).',
    '',
    'Si ce n’était pas vous, prévenez un administrateur ; votre mot de passe n’a pas été trouvé.',
  ].join('\n')
  app.outboxRepository.enqueue(
    { to: account.email, replyTo: null, subject: 'Tentatives de connexion à votre compte', body },
    app.now().toISOString(),
  )
}
