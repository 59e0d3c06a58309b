import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { render } from '#tests/setup/render.tsx'
import { sampleAsPhoto, type GallerySample } from '#common/seed/gallery.ts'
import type { GalleryPhoto } from '#common/schemas/gallery-photo.ts'
import { GallerySection } from './gallery-section.tsx'

// No Construction photo, so that filter shows the empty state.
const samples: GallerySample[] = [
  { slug: 'isl-un', description: 'Cours biblique du lundi', category: 'ISL' },
  { slug: 'feproba-un', description: 'Atelier de couture', category: 'FEPROBA' },
  { slug: 'isl-deux', description: 'Remise des diplômes', category: 'ISL' },
  { slug: 'ministeres-un', description: 'Chorale du dimanche', category: 'Ministères' },
  { slug: 'isl-trois', description: 'Bibliothèque de l’institut', category: 'ISL' },
]
const photos: GalleryPhoto[] = samples.map(sampleAsPhoto)

function photoButtons() {
  const list = screen.getByRole('list')
  return within(list)
    .getAllByRole('button')
    .map((button) => button.querySelector('img')?.alt)
}

async function openLightboxOn(description: string) {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: description }))
  // The first opening waits for the lazily loaded lightbox; allow for a busy machine.
  const dialog = await screen.findByRole('dialog', { name: description }, { timeout: 5000 })
  return { user, dialog }
}

// Lazy chunks and modal transitions make these slower than most on a busy machine.
describe('GallerySection', { timeout: 15_000 }, () => {
  it('is a labelled #gallery section with the "Galerie" heading', async () => {
    render(<GallerySection photos={photos} />)
    const section = await screen.findByRole('region', { name: 'Galerie' })
    expect(section).toHaveAttribute('id', 'gallery')
    expect(within(section).getByRole('heading', { level: 2, name: 'Galerie' })).toBeInTheDocument()
  })

  it('shows every photo under "Toutes", then only the chosen category', async () => {
    const user = userEvent.setup()
    render(<GallerySection photos={photos} />)
    const all = await screen.findByRole('button', { name: 'Toutes' })
    expect(all).toHaveAttribute('aria-pressed', 'true')
    expect(photoButtons()).toHaveLength(5)

    const isl = screen.getByRole('button', { name: 'ISL' })
    await user.click(isl)
    expect(isl).toHaveAttribute('aria-pressed', 'true')
    expect(all).toHaveAttribute('aria-pressed', 'false')
    expect(photoButtons()).toEqual(['Cours biblique du lundi', 'Remise des diplômes', 'Bibliothèque de l’institut'])
    expect(screen.queryByRole('button', { name: 'Atelier de couture' })).not.toBeInTheDocument()
  })

  it('renders responsive AVIF and WebP sources with a sized, lazy fallback image', async () => {
    render(<GallerySection photos={photos} />)
    const img = await screen.findByRole('img', { name: 'Atelier de couture' })
    expect(img).toHaveAttribute('width', '400')
    expect(img).toHaveAttribute('height', '300')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('decoding', 'async')
    const avif = img.parentElement?.querySelector('source[type="image/avif"]')
    expect(avif).toHaveAttribute('srcset', '/gallery/feproba-un-400.avif 400w, /gallery/feproba-un-800.avif 800w')
  })

  it('offers an uploaded photo at each of its widths, sized by its own shape (a phone takes the small file)', async () => {
    const upload: GalleryPhoto = {
      id: 40,
      description: 'Baptême au bord de la rivière',
      category: 'Ministères',
      width: 3000,
      height: 4000,
      base: '/media/gallery/0a1b2c3d4e5f60718293',
      widths: [400, 800, 1600],
    }
    render(<GallerySection photos={[upload, ...photos]} />)
    const img = await screen.findByRole('img', { name: 'Baptême au bord de la rivière' })
    expect(img).toHaveAttribute('src', '/media/gallery/0a1b2c3d4e5f60718293-400.webp')
    expect(img).toHaveAttribute('width', '400')
    expect(img).toHaveAttribute('height', '533')
    const picture = img.parentElement!
    expect(picture.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      '/media/gallery/0a1b2c3d4e5f60718293-400.webp 400w, /media/gallery/0a1b2c3d4e5f60718293-800.webp 800w, /media/gallery/0a1b2c3d4e5f60718293-1600.webp 1600w',
    )
    // Two columns on a phone: half the screen's width.
    expect(picture.querySelector('source[type="image/avif"]')?.getAttribute('sizes')).toMatch(
      /^\(max-width: 600px\) 50vw/,
    )
  })

  it('shows the empty-state message when a category has no photo', async () => {
    const user = userEvent.setup()
    render(<GallerySection photos={photos} />)
    await user.click(await screen.findByRole('button', { name: 'Construction' }))
    expect(screen.getByText('Aucune image trouvée pour cette catégorie.')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('opens the lightbox at the photo’s index in the filtered list and wraps around', async () => {
    render(<GallerySection photos={photos} />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'ISL' }))
    const { dialog } = await openLightboxOn('Remise des diplômes')
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Suivant' }))
    expect(await screen.findByRole('dialog', { name: 'Bibliothèque de l’institut' })).toBeInTheDocument()
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Suivant' }))
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument()
    expect(within(dialog).getByRole('img', { name: 'Cours biblique du lundi' })).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Précédent' }))
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument()
    expect(within(dialog).getByRole('img', { name: 'Bibliothèque de l’institut' })).toBeInTheDocument()
  })

  it('moves with the arrow keys, wrapping around', async () => {
    render(<GallerySection photos={photos} />)
    const { user, dialog } = await openLightboxOn('Cours biblique du lundi')
    expect(within(dialog).getByText('1 / 5')).toBeInTheDocument()

    await user.keyboard('{ArrowLeft}')
    expect(within(dialog).getByText('5 / 5')).toBeInTheDocument()
    expect(within(dialog).getByRole('img', { name: 'Bibliothèque de l’institut' })).toBeInTheDocument()

    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(within(dialog).getByText('2 / 5')).toBeInTheDocument()
    expect(within(dialog).getByRole('img', { name: 'Atelier de couture' })).toBeInTheDocument()
  })

  it('closes with Escape and with the "Fermer" button, giving the focus back to the photo', async () => {
    render(<GallerySection photos={photos} />)
    const first = await openLightboxOn('Atelier de couture')
    await first.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // Even on the first opening, when the lightbox's code has just loaded.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Atelier de couture' })).toHaveFocus())

    const second = await openLightboxOn('Chorale du dimanche')
    expect(within(second.dialog).getByText('4 / 5')).toBeInTheDocument()
    await second.user.click(within(second.dialog).getByRole('button', { name: 'Fermer' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Chorale du dimanche' })).toHaveFocus())
  })
})
