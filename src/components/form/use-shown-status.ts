import { useEffect, useState } from 'react'
import type { Outcome } from '#src/lib/offline-queue/outbox.ts'
import { pageOutbox } from '#src/lib/offline-queue/page-outbox.ts'
import type { Submitted } from '#src/lib/offline-queue/submit.ts'

/** What a form's result area shows: its mutation's status, or 'kept' while kept on the phone. */
export type ShownStatus = 'idle' | 'pending' | 'success' | 'error' | 'kept'

/**
 * The status to show for a form whose mutation returns a `Submitted`: 'kept' while the
 * submission waits on the phone for the network, then 'success' once it has gone (or 'error' if
 * the server refused it), as long as the form is on the screen.
 */
export function useShownStatus(mutation: {
  status: 'idle' | 'pending' | 'success' | 'error'
  data?: Submitted<unknown> | undefined
}): ShownStatus {
  const keptKey = mutation.status === 'success' && mutation.data?.kept ? mutation.data.key : undefined
  const [ended, setEnded] = useState<{ key: string; outcome: Outcome }>()

  useEffect(() => {
    if (keptKey === undefined) return
    return pageOutbox().onOutcome(keptKey, (outcome) => setEnded({ key: keptKey, outcome }))
  }, [keptKey])

  if (keptKey === undefined) return mutation.status
  if (ended?.key !== keptKey) return 'kept'
  return ended.outcome === 'sent' ? 'success' : 'error'
}
