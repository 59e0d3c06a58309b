import type { GalleryPhoto } from '../../../content/gallery.ts'
import { galleryImageUrl, galleryIntrinsicSize, gallerySrcSet } from '../gallery-image.ts'

type GalleryPictureProps = {
  photo: GalleryPhoto
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks the right file. */
  sizes: string
  loading?: 'lazy' | 'eager'
  className?: string
}

/** A gallery photo as AVIF, then WebP; the <img> falls back to the WebP file. */
export function GalleryPicture({ photo, sizes, loading = 'lazy', className }: GalleryPictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={gallerySrcSet(photo.slug, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={gallerySrcSet(photo.slug, 'webp')} sizes={sizes} />
      <img
        src={galleryImageUrl(photo.slug, galleryIntrinsicSize.width, 'webp')}
        width={galleryIntrinsicSize.width}
        height={galleryIntrinsicSize.height}
        alt={photo.description}
        loading={loading}
        decoding="async"
        className={className}
      />
    </picture>
  )
}
