import { useEffect, useState } from 'react'
import { ActionIcon } from '#src/components/ui/action-icon.ts'
import { Button } from '#src/components/ui/button.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { useWindowEvent } from '@mantine/hooks'
import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react'
import type { GalleryPhoto } from '#common/schemas/gallery-photo.ts'
import { nextIndex, previousIndex } from '../gallery-navigation.ts'
import { GalleryPicture } from '#src/components/gallery-picture.tsx'
import classes from './gallery-lightbox.module.css'

type GalleryLightboxProps = {
  /** The filtered list the lightbox walks through. */
  photos: readonly GalleryPhoto[]
  index: number
  opened: boolean
  onIndexChange: (index: number) => void
  onClose: () => void
}

/** Full-screen viewer: previous/next wrap around (buttons and ← →), Escape or "Fermer" closes. */
export function GalleryLightbox({ photos, index, opened, onIndexChange, onClose }: GalleryLightboxProps) {
  // Lazily loaded, this component first renders on the click that opens it. Opening one render
  // later lets Mantine note the clicked tile and give it the focus back on closing.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const count = photos.length
  const photo = photos[index]
  const previous = () => onIndexChange(previousIndex(index, count))
  const next = () => onIndexChange(nextIndex(index, count))

  useWindowEvent('keydown', (event) => {
    if (!opened || event.defaultPrevented) return
    if (event.key === 'ArrowLeft') previous()
    else if (event.key === 'ArrowRight') next()
  })

  return (
    <Modal.Root opened={mounted && opened && photo !== undefined} onClose={onClose} fullScreen>
      <Modal.Overlay backgroundOpacity={0.92} color="#05070f" />
      <Modal.Content className={classes.content}>
        <Modal.Body className={classes.body}>
          {photo ? (
            <>
              <div className={classes.topBar}>
                <p className={classes.position}>
                  {index + 1} / {count}
                </p>
                <Button variant="subtle" color="gray.0" leftSection={<IconX size={20} aria-hidden />} onClick={onClose}>
                  Fermer
                </Button>
              </div>
              <div className={classes.stage}>
                <ActionIcon
                  variant="filled"
                  color="dark.5"
                  size={48}
                  radius="xl"
                  aria-label="Précédent"
                  className={classes.navPrevious}
                  onClick={previous}
                >
                  <IconChevronLeft size={28} aria-hidden />
                </ActionIcon>
                <GalleryPicture
                  key={photo.id}
                  photo={photo}
                  sizes="(max-width: 800px) 100vw, 800px"
                  loading="eager"
                  className={classes.image}
                  // Its own shape, as wide as the screen's height allows: a portrait photo
                  // is not boxed in a 4:3 frame.
                  style={{
                    aspectRatio: `${photo.width} / ${photo.height}`,
                    width: `min(100%, 880px, calc((100dvh - 190px) * ${(photo.width / photo.height).toFixed(4)}))`,
                  }}
                />
                <ActionIcon
                  variant="filled"
                  color="dark.5"
                  size={48}
                  radius="xl"
                  aria-label="Suivant"
                  className={classes.navNext}
                  onClick={next}
                  data-autofocus
                >
                  <IconChevronRight size={28} aria-hidden />
                </ActionIcon>
              </div>
              <Modal.Title className={classes.caption}>{photo.description}</Modal.Title>
              <p className={classes.category}>{photo.category}</p>
            </>
          ) : null}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  )
}
