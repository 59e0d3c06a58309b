import { GALLERY_SAMPLE_SIZE, GALLERY_WIDTHS, galleryPhotos } from '#common/seed/gallery.ts'
import type { Db } from './database.ts'
import type { GalleryRepository } from './gallery-repository.ts'
import type { SettingsRepository } from './settings-repository.ts'

/** Set once the samples are in: deleting them from the dashboard is then final. */
export const GALLERY_SEEDED_KEY = 'gallery_seeded'
/** Shown as the "added by" of a sample photo. */
export const SAMPLE_AUTHOR = 'Exemple'

/**
 * The generated sample photos of common/seed/gallery.ts (files in the built site, /gallery/),
 * copied into gallery_photos once, on the first start with this table, an install older than the
 * gallery's management included. A flag of its own, apart from the services' and events' seed.
 * Returns true when it seeded.
 */
export function seedGallerySamples(
  { db, gallery, settings }: { db: Db; gallery: GalleryRepository; settings: SettingsRepository },
  now: Date,
): boolean {
  return db.transaction(() => {
    if (settings.get(GALLERY_SEEDED_KEY) !== undefined) return false
    if (gallery.count() === 0) {
      for (const [index, { slug, description, category }] of galleryPhotos.entries()) {
        gallery.insert(
          {
            fileStem: slug,
            description,
            category,
            ...GALLERY_SAMPLE_SIZE,
            widths: [...GALLERY_WIDTHS],
            sample: true,
            createdAt: now.toISOString(),
            createdBy: SAMPLE_AUTHOR,
          },
          index + 1,
        )
      }
    }
    settings.set(GALLERY_SEEDED_KEY, now.toISOString())
    return true
  })()
}
