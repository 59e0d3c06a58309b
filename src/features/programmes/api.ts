import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../lib/api-client.ts'
import type { FeprobaRequest } from '#common/schemas/feproba-request.ts'
import type { IslRequest } from '#common/schemas/isl-request.ts'

// Spec §7: these two calls live outside /api.
export async function sendFeprobaRequest(input: FeprobaRequest): Promise<void> {
  await apiClient.post('feproba/register', { json: input })
}

export async function sendIslRequest(input: IslRequest): Promise<void> {
  await apiClient.post('isl/register', { json: input })
}

export function useSendFeprobaRequest() {
  return useMutation({ mutationFn: sendFeprobaRequest })
}

export function useSendIslRequest() {
  return useMutation({ mutationFn: sendIslRequest })
}
