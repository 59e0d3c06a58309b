import type { GalleryPhoto } from '#common/schemas/gallery-photo.ts'

export type GalleryImageFormat = 'avif' | 'webp'

type PhotoFiles = Pick<GalleryPhoto, 'base' | 'widths'>

/** One file of a photo: `<base>-<width>.<format>` (public/gallery/ for the samples, /media/gallery/ for uploads). */
export function galleryImageUrl(photo: Pick<GalleryPhoto, 'base'>, width: number, format: GalleryImageFormat): string {
  return `${photo.base}-${width}.${format}`
}

/** `srcset` listing every generated width of one format: the browser takes the smallest that is sharp enough. */
export function gallerySrcSet(photo: PhotoFiles, format: GalleryImageFormat): string {
  return photo.widths.map((width) => `${galleryImageUrl(photo, width, format)} ${width}w`).join(', ')
}

/** The smallest file's size, for the <img> width/height that reserve its box (and its fallback src). */
export function galleryIntrinsicSize(photo: Pick<GalleryPhoto, 'width' | 'height' | 'widths'>) {
  const width = photo.widths[0] ?? photo.width
  return { width, height: Math.round((width * photo.height) / photo.width) }
}
