import { queryOptions, useQuery } from '@tanstack/react-query'
import { readJson } from '../../lib/api-client-read.ts'
import { useLogError } from '../../lib/use-log-error.ts'
import type { GalleryPhoto } from '#common/schemas/gallery-photo.ts'
import { sampleGalleryPhotos } from '#common/seed/gallery.ts'

/** Checked by its schema, unless it is the data already held (see readJson). */
export const listGalleryPhotos = readJson<GalleryPhoto[]>('api/gallery', () =>
  import('#common/schemas/gallery-photo.ts').then((m) => m.galleryPhotoListSchema),
)

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
