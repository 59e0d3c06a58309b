import type { GalleryCategory } from '#common/schemas/gallery-categories.ts'

/** The filter's choices: every category, or all photos. */
export const ALL_PHOTOS = 'Toutes'
export type GalleryFilter = GalleryCategory | typeof ALL_PHOTOS

export function filterPhotos<T extends { category: GalleryCategory }>(
  photos: readonly T[],
  filter: GalleryFilter,
): readonly T[] {
  return filter === ALL_PHOTOS ? photos : photos.filter((photo) => photo.category === filter)
}

/** The index after `index` in a list of `count` items, back to the first after the last. */
export function nextIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count
}

/** The index before `index` in a list of `count` items, round to the last before the first. */
export function previousIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index - 1 + count) % count
}
