// The calls of the update link's page: the person's details as the church has them, and their
// corrections sent back (the link then serves no more).
import { useMutation, useQuery } from '@tanstack/react-query'
import { apiClient } from '#src/lib/api-client.ts'
import { selfDetailsSchema, type SelfDetails, type SelfUpdate } from '#common/schemas/people-update.ts'

const path = (token: string) => `api/people-update/${encodeURIComponent(token)}`

export const selfDetailsQuery = (token: string) => ({
  queryKey: ['people-update', token] as const,
  queryFn: async (): Promise<SelfDetails> => selfDetailsSchema.parse(await apiClient.get(path(token)).json()),
  // A refusal (unknown, used, expired link) is final: asking again would say the same.
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
})

export function useSelfDetails(token: string) {
  return useQuery(selfDetailsQuery(token))
}

export function useSendSelfUpdate(token: string) {
  return useMutation({
    mutationFn: async (update: SelfUpdate) => {
      await apiClient.put(path(token), { json: update })
    },
  })
}
