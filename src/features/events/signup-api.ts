// Signing up for an event: loaded with the sign-up dialog, never on the first screen (it brings
// the API client and zod's messages).
import { useMutation } from '@tanstack/react-query'
import type { EventRegistration, RegistrationAnswer } from '#common/schemas/event-registration.ts'
import { apiClient } from '#src/lib/api-client.ts'
import { eventQueries } from './api.ts'
import { useQueryClient } from '@tanstack/react-query'

const lastSent = new Map<number, { content: string; key: string }>()

/**
 * The Idempotency-Key of a sign-up: the same for every retry of the same content (a second tap, a
 * retry after a dropped connection), so the server stores it once; a new one when it changes.
 */
function keyFor(eventId: number, body: unknown): string {
  const content = JSON.stringify(body)
  const last = lastSent.get(eventId)
  if (last?.content === content) return last.key
  const key =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
  lastSent.set(eventId, { content, key })
  return key
}

export async function signUp(eventId: number, input: EventRegistration): Promise<RegistrationAnswer> {
  const path = `api/events/${eventId}/registrations`
  return apiClient.post(path, { json: input, headers: { 'idempotency-key': keyFor(eventId, input) } }).json()
}

/** Sends the sign-up; the events' lists (seats left) are read again after it. */
export function useSignUp(eventId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: EventRegistration) => signUp(eventId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventQueries.all() }),
  })
}
