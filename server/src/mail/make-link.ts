// Makes, when its mail is sent, the personal link an outbox row asks for (personal-link.ts).
import type { FastifyInstance } from 'fastify'
import { issueLink } from '../routes/admin/staff-mail.ts'
import { newToken } from '../routes/newsletter/tokens.ts'
import { cancelUrl } from './event-registration-mails.ts'
import type { MailLink } from './personal-link.ts'

/** How long a newsletter confirmation link works, from the moment its mail is sent. */
export const CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60_000

/** Why a mail whose link has no purpose any more is not sent. */
export const LINK_NO_LONGER_NEEDED = 'Non envoyé : le lien n’a plus d’objet (compte ou abonnement changé entre-temps).'

/**
 * The live link of `link`, made now (its token stored as a hash, as any link), or undefined when
 * it has no purpose any more: the account was disabled or removed, or has no use for it; the
 * subscriber confirmed, left or was removed; the sign-up was cancelled or removed.
 */
export function makeLink(app: FastifyInstance, link: MailLink): string | undefined {
  if (link.kind === 'staff') {
    const account = app.adminRepository.findAccount(link.accountId)
    const wanted = link.purpose === 'invitation' ? 'invite' : 'actif'
    if (!account || account.status !== wanted) return undefined
    return issueLink(app, account, link.purpose, app.adminAuth.publicUrl, link.issuedBy).link
  }
  if (link.kind === 'event-registration') return eventCancelLink(app, link.registrationId)
  const { token, hash } = newToken()
  const expiresAt = new Date(app.now().getTime() + CONFIRMATION_VALID_MS).toISOString()
  if (!app.newsletterRepository.renewConfirmation(link.subscriberId, hash, expiresAt)) return undefined
  return app.letterConfirmUrl(token)
}

/**
 * A new cancel link for a sign-up still held or waiting. Each mail gets its own: the link of the
 * first mail keeps working after the second (a seat freed up) is sent.
 */
function eventCancelLink(app: FastifyInstance, registrationId: number): string | undefined {
  const registration = app.eventRegistrationsRepository.find(registrationId)
  if (!registration || registration.status === 'cancelled') return undefined
  const { token, hash } = newToken()
  app.eventRegistrationsRepository.addLink(hash, registrationId, app.now().toISOString())
  return cancelUrl(app.adminAuth.publicUrl, token)
}
