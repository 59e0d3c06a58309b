import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { NotFound } from '../components/not-found.tsx'
import { SiteLayout } from '../components/layout/site-layout.tsx'
import { AdminAccessButton } from '../features/admin-access/components/admin-access-button.tsx'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Outlet,
  // An unknown address matches no public route: give it the site's chrome all the same, so a
  // visitor lost on a mistyped link still has the menu and the contacts.
  notFoundComponent: () => (
    <SiteLayout adminAccess={<AdminAccessButton />}>
      <NotFound />
    </SiteLayout>
  ),
})
