import { z } from 'zod'
import { email, honeypot } from './common.ts'

export const newsletterSubscriptionSchema = z.object({ email, website: honeypot })
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>

export const newsletterSubscriberSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  createdAt: z.string(),
})
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>
