import { lazy, Suspense, useEffect } from 'react'
import { createFileRoute, Outlet, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { Center } from '#src/components/ui/center.ts'
import { Container } from '#src/components/ui/container.ts'
import { Loader } from '#src/components/ui/loader.ts'
import { AdminGate } from '#src/features/admin/kit/components/admin-gate.tsx'
import { DashboardLayout } from '#src/features/admin/kit/components/dashboard-layout.tsx'
import { useDashboardManifest } from '#src/features/admin/kit/use-dashboard-manifest.ts'
import { church } from '#common/seed/church.ts'
import { RETRY, SERVER_DOWN } from '#src/lib/messages.ts'

// The dashboard around its tabs (one child route each, in admin-dashboard/). Guarded by the
// server session (never by the client alone): the loader asks who is signed in, the component
// shows the sign-in or the dashboard. The component (the header, the tabs, the bottom bar) is
// code-split by the router plugin and the loader imports its query lazily, so nothing of the
// dashboard reaches the public pages; each tab's code is its own route's chunk.
export const Route = createFileRoute('/admin-dashboard')({
  loader: async ({ context }) => {
    const { adminSessionQuery } = await import('#src/features/admin/kit/session.ts')
    return context.queryClient.ensureQueryData(adminSessionQuery())
  },
  pendingComponent: PendingDashboard,
  errorComponent: DashboardError,
  component: AdminDashboardPage,
})

// Only without a session (or once it expired): a signed-in phone never downloads the form.
const SignInForm = lazy(() =>
  import('#src/features/admin-access/components/sign-in-form.tsx').then((m) => ({ default: m.SignInForm })),
)

function PendingDashboard() {
  return (
    <Center mih="60vh" aria-busy="true">
      <Loader aria-label="Chargement du tableau de bord" />
    </Center>
  )
}

function DashboardError({ reset }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title="Impossible d’ouvrir le tableau de bord">
        {SERVER_DOWN}
        <div>
          <Button
            mt="sm"
            color="red"
            variant="white"
            onClick={() => {
              reset()
              void router.invalidate()
            }}
          >
            {RETRY}
          </Button>
        </div>
      </Alert>
    </Container>
  )
}

function AdminDashboardPage() {
  // The name the header shows: the public pages' title reads it from the site's content, which
  // the dashboard would otherwise download (and check) for the title alone.
  useEffect(() => {
    document.title = `Tableau de bord — ${church.name}`
  }, [])
  useDashboardManifest()
  return (
    <Suspense fallback={<PendingDashboard />}>
      <AdminGate renderSignIn={(onSignedIn) => <SignInForm onSuccess={onSignedIn} />}>
        <DashboardLayout>
          <Outlet />
        </DashboardLayout>
      </AdminGate>
    </Suspense>
  )
}
