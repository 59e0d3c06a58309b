import { useEffect, useRef } from 'react'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { ApiError } from '#src/lib/api-error.ts'
import { ADMIN_KEY } from '../query.ts'

const isAdminKey = (key: QueryKey | undefined) => key?.[0] === ADMIN_KEY[0]
const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401

/**
 * Calls `onExpired` whenever an admin query or mutation is answered 401 (the session ended
 * on the server: timeout, restart, logout elsewhere). The password form's own 401 has no admin key.
 */
export function useSessionExpiry(onExpired: () => void) {
  const queryClient = useQueryClient()
  const callback = useRef(onExpired)
  useEffect(() => {
    callback.current = onExpired
  }, [onExpired])

  useEffect(() => {
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return
      if (isAdminKey(event.query.queryKey) && isUnauthorized(event.action.error)) callback.current()
    })
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return
      if (isAdminKey(event.mutation.options.mutationKey) && isUnauthorized(event.action.error)) callback.current()
    })
    return () => {
      unsubscribeQueries()
      unsubscribeMutations()
    }
  }, [queryClient])
}
