import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'

// The page of the links sent to the team (invitation, password reset, first set-up): outside the
// site's layout and the dashboard's, never indexed. Its code loads only here.
export const Route = createFileRoute('/acces-equipe')({
  component: lazyRouteComponent(() => import('#src/features/admin-access/components/access-page.tsx'), 'AccessPage'),
})
