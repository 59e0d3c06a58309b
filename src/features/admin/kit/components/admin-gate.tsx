import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { markStaffSignedIn } from '#src/lib/staff-session.ts'
import { ADMIN_KEY } from '../query.ts'
import { adminSessionQuery, useSaveIdentity, type AdminSession } from '../session.ts'
import { useSessionExpiry } from './use-session-expiry.ts'
import { SignInScreen } from './sign-in-screen.tsx'
import { SessionExpiredModal } from './session-expired-modal.tsx'

type AdminGateProps = {
  /** The password form (from admin-access); calls `onSignedIn` once the session is open. */
  renderSignIn: (onSignedIn: () => void) => ReactNode
  children: ReactNode
}

/**
 * Shows the dashboard only with a server session. Without one: the sign-in, and no data at all.
 * When the session ends during use, the sign-in comes back OVER the dashboard, which stays
 * mounted so nothing typed is lost; once signed in again the failed calls are made again.
 */
export function AdminGate({ renderSignIn, children }: AdminGateProps) {
  const queryClient = useQueryClient()
  const { data: session } = useSuspenseQuery(adminSessionQuery())
  const [expired, setExpired] = useState(false)
  const { mutate: saveIdentity } = useSaveIdentity()
  const signedOut = !session.authenticated && !expired

  useSessionExpiry(
    useCallback(() => {
      // A 401 after a deliberate sign-out (a request still in flight) is no expiry.
      if (queryClient.getQueryData<AdminSession>(adminSessionQuery().queryKey)?.authenticated) setExpired(true)
    }, [queryClient]),
  )

  // Signed out: nothing of the dashboard may stay in memory. Runs after the dashboard unmounted.
  useEffect(() => {
    if (signedOut)
      queryClient.removeQueries({ queryKey: ADMIN_KEY, predicate: (query) => query.queryKey[1] !== 'session' })
  }, [signedOut, queryClient])

  const onSignedIn = useCallback(() => {
    const name = queryClient.getQueryData<AdminSession>(adminSessionQuery().queryKey)?.name ?? null
    setExpired(false)
    markStaffSignedIn()
    queryClient.setQueryData<AdminSession>(adminSessionQuery().queryKey, { authenticated: true, name })
    // The new server session knows nobody yet: give it back the name the expired one had.
    if (name) saveIdentity({ name })
    // Refetches what failed with the old session (and the session itself when there is no name to restore).
    void queryClient.invalidateQueries({
      queryKey: ADMIN_KEY,
      predicate: (query) => !name || query.queryKey[1] !== 'session',
    })
  }, [queryClient, saveIdentity])

  if (signedOut) {
    const farewell = !session.authenticated && session.signedOut === true
    return <SignInScreen signedOut={farewell}>{renderSignIn(onSignedIn)}</SignInScreen>
  }
  return (
    <>
      {children}
      <SessionExpiredModal opened={expired} onClose={() => setExpired(false)}>
        {renderSignIn(onSignedIn)}
      </SessionExpiredModal>
    </>
  )
}
