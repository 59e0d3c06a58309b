import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'

// The page of the links the church sends a person (WhatsApp, e-mail) to check and correct their
// own details: outside the site's layout, never indexed. Its code loads only here.
export const Route = createFileRoute('/mes-informations/$token')({
  component: lazyRouteComponent(
    () => import('#src/features/people-update/components/update-page.tsx'),
    'UpdateRoutePage',
  ),
})
