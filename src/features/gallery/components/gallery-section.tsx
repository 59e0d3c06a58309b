import { Suspense, lazy, useState } from 'react'
import type { GalleryPhoto } from '#common/schemas/gallery-photo.ts'
import { Section } from '#src/components/section.tsx'
import { ALL_PHOTOS, filterPhotos, type GalleryFilter as Filter } from '../gallery-navigation.ts'
import { GalleryFilter } from './gallery-filter.tsx'
import { GalleryGrid } from './gallery-grid.tsx'
import classes from './gallery.module.css'

// The lightbox (and Mantine's modal code) loads only when a visitor shows interest in a photo.
const loadLightbox = () => import('./gallery-lightbox.tsx')
const GalleryLightbox = lazy(() => loadLightbox().then((module) => ({ default: module.GalleryLightbox })))

/** Shown when the chosen category holds no photo. */
const EMPTY_CATEGORY = 'Aucune image trouvée pour cette catégorie.'

type GallerySectionProps = {
  /** The server's list (useGalleryPhotos), or the built-in samples while it loads. */
  photos: readonly GalleryPhoto[]
}

export function GallerySection({ photos }: GallerySectionProps) {
  const [filter, setFilter] = useState<Filter>(ALL_PHOTOS)
  const [index, setIndex] = useState(0)
  const [opened, setOpened] = useState(false)
  // Mounted from the first opening on, so the closing transition can play.
  const [lightboxWanted, setLightboxWanted] = useState(false)
  const visible = filterPhotos(photos, filter)

  const open = (photoIndex: number) => {
    setIndex(photoIndex)
    setOpened(true)
    setLightboxWanted(true)
  }

  return (
    <Section
      id="gallery"
      title="Galerie"
      eyebrow="En images"
      intro="La vie de notre Église, de la fondation FEPROBA et de l'institut ISL : cultes, formations, partenariats et chantiers."
    >
      <GalleryFilter value={filter} onChange={setFilter} />
      <p className="visually-hidden" aria-live="polite">
        {visible.length > 0 ? `${visible.length} photos affichées` : ''}
      </p>
      {visible.length > 0 ? (
        <GalleryGrid photos={visible} onOpen={open} onIntent={() => void loadLightbox()} />
      ) : (
        <p role="status" className={classes.empty}>
          {EMPTY_CATEGORY}
        </p>
      )}
      {lightboxWanted ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            photos={visible}
            index={index}
            opened={opened}
            onIndexChange={setIndex}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      ) : null}
    </Section>
  )
}
