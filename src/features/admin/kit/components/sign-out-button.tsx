import { lazy, Suspense, useState } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { IconLogout } from '@tabler/icons-react'

// The header is on every area's first screen; the question (Mantine's Modal) only once asked.
const SignOutModal = lazy(() => import('./sign-out-modal.tsx').then((m) => ({ default: m.SignOutModal })))

/**
 * « Se déconnecter », asked twice: on a phone the button sits next to « Menu » and a slip of the
 * thumb would close the session (and the password would be needed again). The sign-in screen
 * then says « Vous êtes déconnecté(e). ».
 */
export function SignOutButton() {
  const [asking, setAsking] = useState(false)
  return (
    <>
      <Button
        variant="white"
        color="churchBlue"
        leftSection={<IconLogout size={16} aria-hidden="true" />}
        onClick={() => setAsking(true)}
      >
        Se déconnecter
      </Button>
      {asking && (
        <Suspense fallback={null}>
          <SignOutModal onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  )
}
