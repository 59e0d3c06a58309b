import { useMutation } from '@tanstack/react-query'
import type { FeprobaRequest } from '#common/schemas/feproba-request.ts'
import type { IslRequest } from '#common/schemas/isl-request.ts'
import { submitOrKeep, type Submitted } from '#src/lib/offline-queue/submit.ts'

// These two calls live outside /api. Each is sent, or kept on the phone until the
// network returns.
export function sendFeprobaRequest(input: FeprobaRequest): Promise<Submitted<{ id: number }>> {
  return submitOrKeep('feproba/register', input)
}

export function sendIslRequest(input: IslRequest): Promise<Submitted<{ id: number }>> {
  return submitOrKeep('isl/register', input)
}

// networkMode 'always': sent even when the browser says it is offline, so that submitOrKeep keeps
// it on the phone and says so; React Query would otherwise hold it silently in the page's memory.
export function useSendFeprobaRequest() {
  return useMutation({ mutationFn: sendFeprobaRequest, networkMode: 'always' })
}

export function useSendIslRequest() {
  return useMutation({ mutationFn: sendIslRequest, networkMode: 'always' })
}
