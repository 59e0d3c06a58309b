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
 */
export const SUBSCRIBE_ANSWER_STATUS = 201
export const subscribeAnswerSchema = z.object({ message: z.string() })
export type SubscribeAnswer = z.infer<typeof subscribeAnswerSchema>
export const SUBSCRIBE_ANSWER: SubscribeAnswer = { message: messages.newsletterSuccess }

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
