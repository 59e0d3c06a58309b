// The guard's one call, kept apart from api.ts: the route's loader runs in the main bundle,
// which must not carry the whole dashboard's fetchers and schemas.
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { ApiError, apiClient } from '../../lib/api-client.ts'

/** Root of every admin query and mutation key: logging out clears it, a 401 under it means "expired". */
export const ADMIN_KEY = ['admin'] as const

/** GET /api/admin/session → { authenticated: true, name } (name: who is at the keyboard). */
export const adminSessionSchema = z.object({
  authenticated: z.boolean(),
  name: z.string().nullish().transform((name) => name ?? null),
})
export type AdminSession = z.infer<typeof adminSessionSchema>
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
