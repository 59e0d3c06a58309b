import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { markStaffSignedIn } from '#src/lib/staff-session.ts'
import { ADMIN_KEY } from '../query.ts'
import { adminSessionQuery, type AdminSession } from '../session.ts'
import { useSessionExpiry } from './use-session-expiry.ts'
import { SignInScreen } from './sign-in-screen.tsx'

// Loaded only when needed, so that a signed-in phone opening a tab does not download them: the
// set-up after a first sign-in (its forms, the authenticator's QR code) and the modal (Mantine's
// Modal) shown when the session ends during use.
const SessionSetup = lazy(() =>
  import('../../account/components/session-setup.tsx').then((m) => ({ default: m.SessionSetup })),
)
const SessionExpiredModal = lazy(() =>
  import('./session-expired-modal.tsx').then((m) => ({ default: m.SessionExpiredModal })),
)

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
    const before = queryClient.getQueryData<AdminSession>(adminSessionQuery().queryKey)
    const previousAccount = before?.authenticated ? before.account.id : null
    markStaffSignedIn()
    void queryClient.fetchQuery({ ...adminSessionQuery(), staleTime: 0 }).then(
      (session) => {
        setExpired(false)
        // Someone else signed in over an expired session: nothing of the other person's may stay.
        if (session.authenticated && previousAccount !== null && session.account.id !== previousAccount)
          queryClient.removeQueries({ queryKey: ADMIN_KEY, predicate: (query) => query.queryKey[1] !== 'session' })
        // Refetches what failed with the old session.
        void queryClient.invalidateQueries({
          queryKey: ADMIN_KEY,
          predicate: (query) => query.queryKey[1] !== 'session',
        })
      },
      () => setExpired(false),
    )
  }, [queryClient])

  if (signedOut) {
    const farewell = !session.authenticated && session.signedOut === true
    return <SignInScreen signedOut={farewell}>{renderSignIn(onSignedIn)}</SignInScreen>
  }
  if (session.authenticated && session.pending !== null) return <SessionSetup session={session} />
  return (
    <>
      {children}
      {expired && (
        <Suspense fallback={null}>
          <SessionExpiredModal opened onClose={() => setExpired(false)}>
            {renderSignIn(onSignedIn)}
          </SessionExpiredModal>
        </Suspense>
      )}
    </>
  )
}
