import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { loadDashboard } from '#src/features/admin/load-dashboard.ts'

export const Route = createFileRoute('/admin-dashboard/galerie')({
  validateSearch: noSearch,
  loader: async ({ context: { queryClient } }) => {
    const { adminGalleryQuery, whenSignedIn } = await loadDashboard()
    return whenSignedIn(queryClient, 'galerie', () => queryClient.ensureQueryData(adminGalleryQuery()))
  },
  component: lazyRouteComponent(loadDashboard, 'GalleryTab'),
})
