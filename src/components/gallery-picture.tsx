import type { CSSProperties } from 'react'
import type { GalleryPhoto } from '#common/schemas/gallery-photo.ts'
import { galleryImageUrl, galleryIntrinsicSize, gallerySrcSet } from './gallery-image.ts'

type GalleryPictureProps = {
  photo: GalleryPhoto
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks the right file. */
  sizes: string
  loading?: 'lazy' | 'eager'
  className?: string
  style?: CSSProperties
}

/** A gallery photo as AVIF, then WebP; the <img> falls back to the smallest WebP file. */
export function GalleryPicture({ photo, sizes, loading = 'lazy', className, style }: GalleryPictureProps) {
  const size = galleryIntrinsicSize(photo)
  return (
    <picture>
      <source type="image/avif" srcSet={gallerySrcSet(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={gallerySrcSet(photo, 'webp')} sizes={sizes} />
      <img
        src={galleryImageUrl(photo, size.width, 'webp')}
        width={size.width}
        height={size.height}
        alt={photo.description}
        loading={loading}
        decoding="async"
        className={className}
        style={style}
      />
    </picture>
  )
}
