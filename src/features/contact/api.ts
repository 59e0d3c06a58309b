import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../lib/api-client.ts'
import type { ContactMessage } from '#common/schemas/contact-message.ts'

export async function sendContactMessage(input: ContactMessage): Promise<void> {
  await apiClient.post('api/contact', { json: input })
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage })
}
