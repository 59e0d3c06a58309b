import { createFileRoute } from '@tanstack/react-router'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { GalleryTab } from '#src/features/admin/gallery/components/gallery-tab.tsx'

export const Route = createFileRoute('/admin-dashboard/galerie')({
  validateSearch: noSearch,
  loader: async ({ context: { queryClient } }) => {
    const [{ whenSignedIn }, { adminGalleryQuery }] = await Promise.all([
      import('#src/features/admin/kit/prefetch.ts'),
      import('#src/features/admin/gallery/api.ts'),
    ])
    return whenSignedIn(queryClient, 'galerie', () => queryClient.ensureQueryData(adminGalleryQuery()))
  },
  component: GalleryTab,
})
