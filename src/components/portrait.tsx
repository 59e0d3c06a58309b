// A leader's portrait as the server made it (square, AVIF and WebP at a few widths): the browser
// picks the format it reads and the width its screen needs; width and height reserve the space
// before the file arrives, so nothing moves when it does.
import { PEOPLE_MEDIA_PREFIX } from '#common/media-paths.ts'
import type { Portrait as PortraitFiles } from '#common/schemas/site-content.ts'

const srcSet = ({ stem, widths }: PortraitFiles, format: 'avif' | 'webp') =>
  widths.map((width) => `${PEOPLE_MEDIA_PREFIX}${stem}-${width}.${format} ${width}w`).join(', ')

type PortraitProps = {
  photo: PortraitFiles
  /** The person's name: the image's alternative text says whose portrait it is. */
  name: string
  /** Its displayed size, in CSS pixels (square). */
  size: number
  className?: string
}

export function Portrait({ photo, name, size, className }: PortraitProps) {
  const sizes = `${size}px`
  const smallest = photo.widths[0] ?? size
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(photo, 'webp')} sizes={sizes} />
      <img
        src={`${PEOPLE_MEDIA_PREFIX}${photo.stem}-${smallest}.webp`}
        alt={`Portrait de ${name}`}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={className}
      />
    </picture>
  )
}
