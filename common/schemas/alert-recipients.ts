// Who receives the staff alerts (every field of a registration, a message, a programme request):
// a setting of the administrators, never the church's public address, which the « Contenu » role
// edits with the rest of the site's texts.
import { z } from 'zod'
import { email } from './common.ts'

/** A short list: the alerts go to a few people of the team, not to a mailing list. */
export const ALERT_RECIPIENTS_MAX = 10

export const ALERT_RECIPIENTS_MESSAGES = {
  tooMany: `${ALERT_RECIPIENTS_MAX} adresses au maximum.`,
  duplicate: 'Cette adresse est déjà dans la liste.',
} as const

/**
 * PUT /api/admin/alert-recipients: the addresses chosen by an administrator. An empty list goes
 * back to the default, the e-mails of the active administrators' and secretaries' own accounts.
 */
export const alertRecipientsInputSchema = z.strictObject({
  emails: z
    .array(email, { error: 'Liste d’adresses attendue.' })
    .max(ALERT_RECIPIENTS_MAX, { error: ALERT_RECIPIENTS_MESSAGES.tooMany })
    .superRefine((emails, context) => {
      const seen = new Set<string>()
      emails.forEach((address, index) => {
        const key = address.toLowerCase()
        if (seen.has(key))
          context.addIssue({ code: 'custom', path: [index], message: ALERT_RECIPIENTS_MESSAGES.duplicate })
        seen.add(key)
      })
    }),
})
export type AlertRecipientsInput = z.infer<typeof alertRecipientsInputSchema>

/** GET and PUT /api/admin/alert-recipients. */
export const alertRecipientsSchema = z.object({
  /** The addresses an administrator chose; empty when the default applies. */
  emails: z.array(z.string()),
  /** Where the next alerts go: `emails`, or else the team's administrators and secretaries. */
  recipients: z.array(z.string()),
})
export type AlertRecipients = z.infer<typeof alertRecipientsSchema>
