import type { GalleryPhoto } from '#common/schemas/gallery-photo.ts'
import { GalleryPicture } from '#src/components/gallery-picture.tsx'
import classes from './gallery.module.css'

// Two columns on phones, then tiles about 270 px wide inside the 1140 px container.
const TILE_SIZES = '(max-width: 600px) 50vw, (max-width: 960px) 33vw, 280px'

type GalleryGridProps = {
  photos: readonly GalleryPhoto[]
  onOpen: (index: number) => void
  /** Warms the lightbox's code before the first click (hover or focus). */
  onIntent?: () => void
}

/** The photo tiles; each is a button named by its photo's description. */
export function GalleryGrid({ photos, onOpen, onIntent }: GalleryGridProps) {
  return (
    <ul className={classes.grid}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <button
            type="button"
            className={classes.tile}
            onClick={() => onOpen(index)}
            onPointerEnter={onIntent}
            onFocus={onIntent}
          >
            <GalleryPicture photo={photo} sizes={TILE_SIZES} className={classes.tileImage} />
          </button>
        </li>
      ))}
    </ul>
  )
}
