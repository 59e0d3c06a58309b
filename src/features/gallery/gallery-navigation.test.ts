import { describe, expect, it } from 'vitest'
import type { GallerySample } from '#common/seed/gallery.ts'
import { galleryPhotos, GALLERY_CATEGORIES, sampleGalleryPhotos } from '#common/seed/gallery.ts'
import { ALL_PHOTOS, filterPhotos, nextIndex, previousIndex } from './gallery-navigation.ts'

const photos: GallerySample[] = [
  { slug: 'a', description: 'A', category: 'ISL' },
  { slug: 'b', description: 'B', category: 'FEPROBA' },
  { slug: 'c', description: 'C', category: 'ISL' },
]

describe('filterPhotos', () => {
  it('keeps every photo, in order, for "Toutes"', () => {
    expect(filterPhotos(photos, ALL_PHOTOS)).toEqual(photos)
  })

  it('keeps only the chosen category, in order', () => {
    expect(filterPhotos(photos, 'ISL').map((p) => p.slug)).toEqual(['a', 'c'])
    expect(filterPhotos(photos, 'FEPROBA').map((p) => p.slug)).toEqual(['b'])
  })

  it('gives an empty list for a category without photos', () => {
    expect(filterPhotos(photos, 'Construction')).toEqual([])
    expect(filterPhotos([], ALL_PHOTOS)).toEqual([])
  })
})

describe('nextIndex / previousIndex', () => {
  it('step forward and back inside the list', () => {
    expect(nextIndex(0, 3)).toBe(1)
    expect(previousIndex(2, 3)).toBe(1)
  })

  it('wrap around at both ends', () => {
    expect(nextIndex(2, 3)).toBe(0)
    expect(previousIndex(0, 3)).toBe(2)
  })

  it('stay on a single photo', () => {
    expect(nextIndex(0, 1)).toBe(0)
    expect(previousIndex(0, 1)).toBe(0)
  })

  it('return 0 for an empty list instead of NaN', () => {
    expect(nextIndex(0, 0)).toBe(0)
    expect(previousIndex(0, 0)).toBe(0)
  })
})

describe('gallery content', () => {
  it('has about 30 photos with unique slugs, spread over all six categories', () => {
    expect(galleryPhotos.length).toBeGreaterThanOrEqual(24)
    expect(new Set(galleryPhotos.map((p) => p.slug)).size).toBe(galleryPhotos.length)
    for (const category of GALLERY_CATEGORIES) {
      expect(filterPhotos(galleryPhotos, category).length).toBeGreaterThan(0)
    }
    for (const { slug } of galleryPhotos) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('describes the samples as the API does: numbered in order, 800 × 600, files at 400 and 800 px', () => {
    expect(sampleGalleryPhotos.map((photo) => photo.id)).toEqual(galleryPhotos.map((_, index) => index + 1))
    expect(sampleGalleryPhotos[0]).toEqual({
      id: 1,
      description: galleryPhotos[0]!.description,
      category: galleryPhotos[0]!.category,
      width: 800,
      height: 600,
      base: `/gallery/${galleryPhotos[0]!.slug}`,
      widths: [400, 800],
    })
  })
})
