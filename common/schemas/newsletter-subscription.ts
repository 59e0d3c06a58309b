import { z } from 'zod'
import { email, honeypot } from './common.ts'

export const newsletterSubscriptionSchema = z.object({ email, website: honeypot })
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>

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
