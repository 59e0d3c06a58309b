// The guard's one call. The route's loader imports this module lazily, so neither it nor the
// admin schemas reach the public pages' bundle.
import { queryOptions } from '@tanstack/react-query'
import { ApiError, apiClient } from '../../lib/api-client.ts'
import { adminSessionSchema, type AdminSession as OpenSession } from '#common/schemas/admin-follow-up.ts'

/** Root of every admin query and mutation key: logging out clears it, a 401 under it means "expired". */
export const ADMIN_KEY = ['admin'] as const

/** What the dashboard knows: an open session (with who is at the keyboard), or none. */
export type AdminSession = OpenSession | { authenticated: false; name: null }
export const SIGNED_OUT: AdminSession = { authenticated: false, name: null }

/** The current session; a 401 is an answer here ("not signed in"), not an error. */
export async function getAdminSession(): Promise<AdminSession> {
  try {
    return adminSessionSchema.parse(await apiClient.get('api/admin/session').json())
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return SIGNED_OUT
    throw error
  }
}

export const adminSessionQuery = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'session'], queryFn: getAdminSession, staleTime: 30_000 })
