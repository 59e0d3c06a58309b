import { useMutation } from '@tanstack/react-query'
import type { ContactMessage } from '#common/schemas/contact-message.ts'
import { submitOrKeep, type Submitted } from '#src/lib/offline-queue/submit.ts'

/** Sends the message, or keeps it on the phone until the network returns. */
export function sendContactMessage(input: ContactMessage): Promise<Submitted<{ id: number }>> {
  return submitOrKeep('api/contact', input)
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage })
}
