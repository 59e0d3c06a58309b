import { lazy, Suspense, useState } from 'react'
import type { ChurchEvent } from '#common/schemas/event.ts'

// Loaded on the first "Plus d'informations" or "S'inscrire": the dialogs' code (and the sign-up
// form's, with zod) stays off the first screen.
const EventDetailsModal = lazy(() =>
  import('./event-details-modal.tsx').then((m) => ({ default: m.EventDetailsModal })),
)
const SignupModal = lazy(() => import('./signup-modal.tsx').then((m) => ({ default: m.SignupModal })))

/**
 * An event's two dialogs, its details and its sign-up form, for the pages that list events (the
 * home page's section, the calendar): `open` and `signUp` show them, `dialogs` is where they go.
 */
export function useEventDialogs() {
  const [selected, setSelected] = useState<ChurchEvent | null>(null)
  const [opened, setOpened] = useState<'details' | 'signup' | null>(null)
  const open = (event: ChurchEvent) => {
    setSelected(event)
    setOpened('details')
  }
  const signUp = (event: ChurchEvent) => {
    setSelected(event)
    setOpened('signup')
  }
  const dialogs = selected ? (
    <Suspense fallback={null}>
      <EventDetailsModal
        event={selected}
        opened={opened === 'details'}
        onClose={() => setOpened(null)}
        onSignUp={signUp}
      />
      {opened === 'signup' ? <SignupModal event={selected} opened onClose={() => setOpened(null)} /> : null}
    </Suspense>
  ) : null
  return { open, signUp, dialogs }
}
