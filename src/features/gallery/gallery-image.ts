import { GALLERY_ASPECT, GALLERY_WIDTHS } from '../../content/gallery.ts'

export type GalleryImageFormat = 'avif' | 'webp'

/** Where scripts/generate-gallery.ts writes a photo's file (public/gallery/, served at /gallery/). */
export function galleryImageUrl(slug: string, width: number, format: GalleryImageFormat): string {
  return `/gallery/${slug}-${width}.${format}`
}

/** `srcset` listing every generated width of one format. */
export function gallerySrcSet(slug: string, format: GalleryImageFormat): string {
  return GALLERY_WIDTHS.map((width) => `${galleryImageUrl(slug, width, format)} ${width}w`).join(', ')
}

/** Intrinsic size of the smallest file, for the <img> width/height that reserve its box. */
export const galleryIntrinsicSize = {
  width: GALLERY_WIDTHS[0],
  height: (GALLERY_WIDTHS[0] * GALLERY_ASPECT.height) / GALLERY_ASPECT.width,
}
