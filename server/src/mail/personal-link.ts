// The personal links some mails carry (an invitation, a password reset, a newsletter confirmation,
// the cancel link of an event's sign-up)
// are made when the mail is sent, not when it is queued: the outbox row keeps a placeholder and
// what link to make, so no live token rests in the database, its backups or the dashboard's view
// of the outbox. A mail that waits (no relay, a relay down) gets its link, fresh, once it leaves.
// This module is what the outbox stores; make-link.ts makes the live link.
import { z } from 'zod'

/** Where the link goes in a stored body; the dashboard shows this text instead of a token. */
export const LINK_PLACEHOLDER = '[lien personnel, ajouté au message au moment de l’envoi]'

export const mailLinkSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('staff'),
    purpose: z.enum(['invitation', 'reset']),
    accountId: z.number().int(),
    /** The administrator who asked for it (the audit log names them when the link is used). */
    issuedBy: z.number().int().nullable(),
  }),
  z.object({ kind: z.literal('newsletter-confirmation'), subscriberId: z.number().int() }),
  /** The cancel link of an event's sign-up (mail/event-registration-mails.ts). */
  z.object({ kind: z.literal('event-registration'), registrationId: z.number().int() }),
])
export type MailLink = z.infer<typeof mailLinkSchema>

/** The body as sent: the placeholder replaced by the live link. */
export const withLink = (body: string, live: string) => body.replace(LINK_PLACEHOLDER, live)
