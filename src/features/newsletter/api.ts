import { useMutation } from '@tanstack/react-query'
import type { NewsletterSubscription } from '#common/schemas/newsletter-subscription.ts'
import { submitOrKeep, type Submitted } from '#src/lib/offline-queue/submit.ts'

/** Subscribes, or keeps the subscription on the phone until the network returns. */
export function subscribeToNewsletter(input: NewsletterSubscription): Promise<Submitted<{ id: number }>> {
  return submitOrKeep('api/newsletter/subscribe', input)
}

export function useSubscribeToNewsletter() {
  return useMutation({
    mutationFn: subscribeToNewsletter,
    // Spec §7: the error body is logged.
    onError: (error) => console.error('Inscription à la newsletter impossible', error),
  })
}
