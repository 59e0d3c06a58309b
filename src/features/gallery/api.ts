import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../lib/get-json.ts'
import { useLogError } from '../../lib/use-log-error.ts'
import type { GalleryPhoto } from '../../schemas/gallery-photo.ts'
import { sampleGalleryPhotos } from '../../content/gallery.ts'

export async function listGalleryPhotos(): Promise<GalleryPhoto[]> {
  return getJson('api/gallery', () => import('../../schemas/gallery-photo.ts').then((m) => m.galleryPhotoListSchema))
}

export const galleryQueries = {
  all: () => ['gallery'] as const,
  list: () => queryOptions({ queryKey: [...galleryQueries.all(), 'list'], queryFn: listGalleryPhotos }),
}

/**
 * The gallery's photos: those the church manages in the dashboard. The built-in samples stand in
 * while they load (placeholderData never enters the cache) and if the call fails.
 */
export function useGalleryPhotos(): readonly GalleryPhoto[] {
  const query = useQuery({ ...galleryQueries.list(), placeholderData: sampleGalleryPhotos as GalleryPhoto[] })
  useLogError(query.error, 'la galerie')
  return query.data ?? sampleGalleryPhotos
}
