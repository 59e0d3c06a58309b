// The registration's sending, apart from the member figures (api.ts) that the first screen
// shows: this module, the client (ky, zod) and the outbox load with the form only.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DEFAULT_MEMBER_STATS } from '#common/schemas/member-stats-defaults.ts'
import type { MemberRegistration } from '#common/schemas/member-registration.ts'
import type { MemberStats } from '#common/schemas/member-stats.ts'
import { submitOrKeep, type Submitted } from '#src/lib/offline-queue/submit.ts'
import { memberStatsQueries } from './api.ts'

/** Registers a member, or keeps the registration on the phone until the network returns. */
export function registerMember(input: MemberRegistration): Promise<Submitted<{ id: number }>> {
  return submitOrKeep('api/members/register', input)
}

/**
 * Registers a member; once the server has it, the shown totals rise by one at once, then are
 * refetched (a registration kept on the phone is not counted yet).
 */
export function useRegisterMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: registerMember,
    // Sent even when the browser says it is offline, so that submitOrKeep keeps it on the phone
    // and says so; React Query would otherwise hold it silently in the page's memory.
    networkMode: 'always',
    onSuccess: (result) => {
      if (result.kept) return
      const key = memberStatsQueries.detail().queryKey
      queryClient.setQueryData<MemberStats>(key, (previous) => {
        const base = previous ?? DEFAULT_MEMBER_STATS
        return { ...base, totalMembers: base.totalMembers + 1, newThisMonth: base.newThisMonth + 1 }
      })
      // Not awaited: the new totals already show, the welcome must not wait for one more
      // round trip on slow mobile data.
      void queryClient.invalidateQueries({ queryKey: memberStatsQueries.all() })
    },
  })
}
