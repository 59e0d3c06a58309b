import { lazy, Suspense, useState } from 'react'
import { IconSettings } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { ADMIN_DASHBOARD } from '#common/admin-dashboard-pages.ts'
import { checkStaffSession } from '#src/lib/staff-session.ts'
import classes from './admin-access-button.module.css'

// Few visitors ever open it: the modal, its form and validation load on first use.
const SignInModal = lazy(() => import('./sign-in-modal.tsx').then((m) => ({ default: m.SignInModal })))

/**
 * The discreet gear of the footer: straight to the dashboard while a session is open (never the
 * password again), else the sign-in.
 */
export function AdminAccessButton() {
  const navigate = useNavigate()
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
        onClick={async () => {
          if (await checkStaffSession()) return void navigate({ to: ADMIN_DASHBOARD })
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
