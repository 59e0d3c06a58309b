import { z } from 'zod'
import { requiredText } from './common.ts'
import { GALLERY_CATEGORIES, GALLERY_DESCRIPTION_MAX } from './gallery-categories.ts'

export { GALLERY_CATEGORIES, type GalleryCategory } from './gallery-categories.ts'

const category = z.enum(GALLERY_CATEGORIES, { error: 'Choisissez une catégorie de la liste.' })

/** What the dashboard sends with an upload (multipart fields) and to re-categorise a photo (JSON). */
export const galleryPhotoInputSchema = z.object({
  category,
  description: requiredText(GALLERY_DESCRIPTION_MAX, 'Décrivez la photo (texte lu aux personnes aveugles).'),
})
export type GalleryPhotoInput = z.infer<typeof galleryPhotoInputSchema>

/**
 * One photo of the public gallery (GET /api/gallery). Its files are `<base>-<width>.avif` and
 * `<base>-<width>.webp` for each width, smallest first; width × height is the photo's own size.
 */
export const galleryPhotoSchema = z.object({
  id: z.number().int().positive(),
  description: z.string(),
  category,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** URL path without the width and extension: `/gallery/<slug>` or `/media/gallery/<id>`. */
  base: z.string().regex(/^\/[a-z0-9/_-]+$/i),
  widths: z.array(z.number().int().positive()).min(1),
})
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>
export const galleryPhotoListSchema = z.array(galleryPhotoSchema)

/** The dashboard's view: who added it, when, and whether it is one of the generated samples. */
export const adminGalleryPhotoSchema = galleryPhotoSchema.extend({
  sample: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string(),
})
export type AdminGalleryPhoto = z.infer<typeof adminGalleryPhotoSchema>
export const adminGalleryPhotoListSchema = z.array(adminGalleryPhotoSchema)
