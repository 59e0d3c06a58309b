import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../lib/api-client.ts'
import type { NewsletterSubscription } from '#common/schemas/newsletter-subscription.ts'

export async function subscribeToNewsletter(input: NewsletterSubscription): Promise<void> {
  await apiClient.post('api/newsletter/subscribe', { json: input })
}

export function useSubscribeToNewsletter() {
  return useMutation({
    mutationFn: subscribeToNewsletter,
    // Spec §7: the error body is logged.
    onError: (error) => console.error('Inscription à la newsletter impossible', error),
  })
}
