import type { QueryClient } from '@tanstack/react-query'
import { adminSessionQuery } from './session.ts'

/**
 * A tab route's loader: `prefetch` starts the tab's first reads while the tab's code loads (or as
 * soon as a pointer rests on its link), once the server says someone is signed in. Without a
 * session it asks for nothing: the gate shows the sign-in. It does not wait for the data, nor
 * fail with it: the tab shows its own placeholder, then its own error with "Réessayer".
 */
export async function whenSignedIn(queryClient: QueryClient, prefetch: () => Promise<unknown>) {
  // The dashboard's loader asks the same question; an unanswered one is its error to show.
  const session = await queryClient.ensureQueryData(adminSessionQuery()).catch(() => null)
  if (session?.authenticated) prefetch().catch(() => undefined)
}
