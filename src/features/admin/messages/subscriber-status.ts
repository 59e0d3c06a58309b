// How the dashboard tells a subscriber's status and the list's counts, in French and church time.
import {
  SUBSCRIBER_STATUSES,
  type NewsletterSubscriber,
  type SubscriberCounts,
} from '#common/schemas/newsletter-subscription.ts'
import { formatShortDate } from '../kit/format.ts'

/** « Confirmé le 22 nov. 2026 », « Désabonné le 3 déc. 2026 », « À confirmer » (church time). */
export function subscriberStatusText(subscriber: NewsletterSubscriber): string {
  if (subscriber.status === 'unsubscribed' && subscriber.unsubscribedAt)
    return `Désabonné le ${formatShortDate(subscriber.unsubscribedAt)}`
  if (subscriber.status === 'confirmed' && subscriber.confirmedAt)
    return `Confirmé le ${formatShortDate(subscriber.confirmedAt)}`
  return { pending: 'À confirmer', confirmed: 'Confirmé', unsubscribed: 'Désabonné' }[subscriber.status]
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`

/** « 5 abonnés : 3 confirmés, 1 à confirmer, 1 désabonné ». */
export function subscriberCountsText(counts: SubscriberCounts): string {
  const all = SUBSCRIBER_STATUSES.reduce((sum, status) => sum + counts[status], 0)
  return `${plural(all, 'abonné', 'abonnés')} : ${plural(counts.confirmed, 'confirmé', 'confirmés')}, ${counts.pending} à confirmer, ${plural(counts.unsubscribed, 'désabonné', 'désabonnés')}`
}
