import { useMutation } from '@tanstack/react-query'
import type { NewsletterSubscription, SubscribeAnswer } from '#common/schemas/newsletter-subscription.ts'
import { submitOrKeep, type Submitted } from '#src/lib/offline-queue/submit.ts'

/**
 * Subscribes, or keeps the subscription on the phone until the network returns. The answer is the
 * same for every address (new, known or gone): the form shows the same success text.
 */
export function subscribeToNewsletter(input: NewsletterSubscription): Promise<Submitted<SubscribeAnswer>> {
  return submitOrKeep('api/newsletter/subscribe', input)
}

export function useSubscribeToNewsletter() {
  return useMutation({
    mutationFn: subscribeToNewsletter,
    // Sent even when the browser says it is offline, so that submitOrKeep keeps it on the phone
    // and says so; React Query would otherwise hold it silently in the page's memory.
    networkMode: 'always',
    // The error body is logged, for whoever looks at the console.
    onError: (error) => console.error('Inscription à la newsletter impossible', error),
  })
}
