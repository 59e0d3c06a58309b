import { useMutation } from '@tanstack/react-query'
import type { ContactMessage } from '#common/schemas/contact-message.ts'
import { submitOrKeep, type Submitted } from '#src/lib/offline-queue/submit.ts'

/** Sends the message, or keeps it on the phone until the network returns. */
export function sendContactMessage(input: ContactMessage): Promise<Submitted<{ id: number }>> {
  return submitOrKeep('api/contact', input)
}

// networkMode 'always': sent even when the browser says it is offline, so that submitOrKeep keeps
// it on the phone and says so; React Query would otherwise hold it silently in the page's memory.
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage, networkMode: 'always' })
}
