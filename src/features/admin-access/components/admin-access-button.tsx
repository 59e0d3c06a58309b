import { lazy, Suspense, useState } from 'react'
import { IconSettings } from '@tabler/icons-react'
import classes from './admin-access-button.module.css'

// Few visitors ever open it: the modal, its form and validation load on first use.
const SignInModal = lazy(() => import('./sign-in-modal.tsx').then((m) => ({ default: m.SignInModal })))

/** The discreet gear that opens the administrator sign-in. */
export function AdminAccessButton() {
  const [opened, setOpened] = useState(false)
  const [requested, setRequested] = useState(false)
  return (
    <>
      <button
        type="button"
        className={classes.gear}
        aria-label="Accès administrateur"
        title="Accès administrateur"
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true)
          setOpened(true)
        }}
      >
        <IconSettings size={18} aria-hidden="true" />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <SignInModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
