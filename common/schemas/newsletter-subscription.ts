import { z } from 'zod'
import { messages } from '../seed/church.ts'
import { email, honeypot } from './common.ts'

export const newsletterSubscriptionSchema = z.object({ email, website: honeypot })
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>

/**
 * The answer to every accepted subscription: the same status and body whether the address is new,
 * waiting for its confirmation, confirmed or gone, so that nobody can learn from it who is on the
 * list. 201 as every public form: the request is recorded (the subscription itself only counts
 * once the link of the confirmation mail is followed).
 *
 * `confirmationSent` depends on the server alone, never on the address: true when a mail server is
 * set up (a confirmation mail goes to every address that needs one), false when no mail can leave:
 * the address waits « à confirmer », and its confirmation mail goes once SMTP_URL is set
 * (server/src/mail/waiting-confirmations.ts). Optional for the clients of the earlier answer.
 */
export const SUBSCRIBE_ANSWER_STATUS = 201
export const subscribeAnswerSchema = z.object({ message: z.string(), confirmationSent: z.boolean().optional() })
export type SubscribeAnswer = z.infer<typeof subscribeAnswerSchema>
export const subscribeAnswer = (mailConfigured: boolean): SubscribeAnswer => ({
  message: messages.newsletterSuccess,
  confirmationSent: mailConfigured,
})

/** What the form adds after the success text, so that the visitor knows what comes next. */
export const SUBSCRIBE_NEXT_STEP = {
  confirmationSent: 'Un e-mail de confirmation va vous être envoyé : ouvrez-le pour confirmer votre inscription.',
  confirmationWaits:
    'Votre adresse est bien enregistrée. L’église vous enverra l’e-mail de confirmation dès que possible : ouvrez-le alors pour confirmer votre inscription.',
} as const

/**
 * `pending`: subscribed, the confirmation link not followed yet (no letter is sent to it);
 * `confirmed`: receives the letters; `unsubscribed`: left, through a letter's link.
 */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'À confirmer',
  confirmed: 'Confirmé',
  unsubscribed: 'Désabonné',
}

export const newsletterSubscriberSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  createdAt: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
})
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>

/** How many subscribers are in each status (the dashboard's summary, whatever the filters). */
export const subscriberCountsSchema = z.object({
  pending: z.number().int(),
  confirmed: z.number().int(),
  unsubscribed: z.number().int(),
})
export type SubscriberCounts = z.infer<typeof subscriberCountsSchema>

/** GET /api/admin/newsletter: a page of subscribers, and the counts per status. */
export const subscriberPageSchema = z.object({
  items: z.array(newsletterSubscriberSchema),
  total: z.number().int(),
  counts: subscriberCountsSchema,
})
export type SubscriberPage = z.infer<typeof subscriberPageSchema>
