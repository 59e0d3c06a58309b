// The session: who is signed in (their account and role), what they still have to do before the
// dashboard opens, and signing out. The dashboard route's loader imports this module lazily, so
// neither it nor the admin schemas reach the public pages.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '#src/lib/api-error.ts'
import { clearStaffMarker, markStaffSignedIn } from '#src/lib/staff-session.ts'
import type { StaffRole, StaffSession } from '#common/schemas/staff-account.ts'
import { adminClient, adminGet, adminKeys } from './query.ts'

/** What the dashboard knows: an open session (whose, with which role), or none. */
export type AdminSession = StaffSession | { authenticated: false; signedOut?: boolean }
export const SIGNED_OUT: AdminSession = { authenticated: false }
/** Signed out by hand: the sign-in screen then says « Vous êtes déconnecté(e). » (not after an expiry). */
const SIGNED_OUT_BY_HAND: AdminSession = { authenticated: false, signedOut: true }

const loadSessionSchema = () => import('#common/schemas/staff-account.ts').then((m) => m.staffSessionSchema)

/**
 * The current session; a 401 is an answer here ("not signed in"), not an error. The same session
 * as `known` (the one the page was drawn with) is kept without loading zod.
 */
export async function getAdminSession(known?: AdminSession): Promise<AdminSession> {
  try {
    const session = await adminGet('session', loadSessionSchema, {}, known?.authenticated ? known : undefined)
    // The public pages' marker follows the server's answer (see src/lib/staff-session.ts).
    markStaffSignedIn()
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
  queryOptions({
    queryKey: adminKeys.session,
    queryFn: ({ client }) => getAdminSession(client.getQueryData<AdminSession>(adminKeys.session)),
    staleTime: 30_000,
  })

/** The open session, complete or not (inside the gate, where there is one). */
export function useOpenSession(): StaffSession | null {
  const { data } = useQuery(adminSessionQuery())
  return data?.authenticated ? data : null
}

/** The signed-in person's role; null while signed out. */
export const useStaffRole = (): StaffRole | null => useOpenSession()?.account.role ?? null

/** Ends the session; an already expired one counts as ended. The gate then clears the admin cache. */
export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      try {
        await (await adminClient()).post('api/admin/logout')
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
