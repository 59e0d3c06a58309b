// The session: who is signed in, signing out, and who is at the keyboard. The dashboard route's
// loader imports this module lazily, so neither it nor the admin schemas reach the public pages.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { ApiError, apiClient } from '#src/lib/api-client.ts'
import { clearStaffMarker, markStaffSignedIn } from '#src/lib/staff-session.ts'
import {
  adminSessionSchema,
  type adminIdentitySchema,
  type AdminSession as OpenSession,
} from '#common/schemas/admin-follow-up.ts'
import { adminKeys } from './query.ts'

/** What the dashboard knows: an open session (with who is at the keyboard), or none. */
export type AdminSession = OpenSession | { authenticated: false; name: null; signedOut?: boolean }
export const SIGNED_OUT: AdminSession = { authenticated: false, name: null }
/** Signed out by hand: the sign-in screen then says « Vous êtes déconnecté(e). » (not after an expiry). */
const SIGNED_OUT_BY_HAND: AdminSession = { authenticated: false, name: null, signedOut: true }

/** The current session; a 401 is an answer here ("not signed in"), not an error. */
export async function getAdminSession(): Promise<AdminSession> {
  try {
    const session = adminSessionSchema.parse(await apiClient.get('api/admin/session').json())
    // The public pages' marker follows the server's answer (see src/lib/staff-session.ts).
    if (session.authenticated) markStaffSignedIn()
    return session
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearStaffMarker()
      return SIGNED_OUT
    }
    throw error
  }
}

export const adminSessionQuery = () =>
  queryOptions({ queryKey: adminKeys.session, queryFn: getAdminSession, staleTime: 30_000 })

/** Ends the session; an already expired one counts as ended. The gate then clears the admin cache. */
export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      try {
        await apiClient.post('api/admin/logout')
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error
      }
    },
    onSuccess: () => {
      clearStaffMarker()
      queryClient.setQueryData(adminSessionQuery().queryKey, SIGNED_OUT_BY_HAND)
    },
  })
}

/** Who is at the keyboard (recorded with each status change). */
export function useSaveIdentity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: adminKeys.identity,
    mutationFn: async (input: z.infer<typeof adminIdentitySchema>) =>
      adminSessionSchema.parse(await apiClient.put('api/admin/session/identity', { json: input }).json()),
    onSuccess: (session) => queryClient.setQueryData(adminSessionQuery().queryKey, session),
  })
}
