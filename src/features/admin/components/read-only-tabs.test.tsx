import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { cleanNotifications } from '@mantine/notifications'
import { donationUrl } from '#common/content/church.ts'
import { renderDashboard, signInMock } from '../test-utils.tsx'

beforeEach(signInMock)
afterEach(() => cleanNotifications())

describe('GalleryTab', () => {
  // No longer read-only: gallery/gallery-tab.test.tsx covers the upload, the changes and deletions.
  it('shows the photos from the API with their category and counts, samples marked, and the upload form', async () => {
    renderDashboard({ onglet: 'galerie' })
    const panel = await screen.findByRole('tabpanel', { name: 'Galerie' })
    expect(within(panel).getByText('JPG, PNG, WEBP, 5 Mo maximum')).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Envoyer la photo' })).toBeInTheDocument()
    expect(await within(panel).findByText('30 photos publiées')).toBeInTheDocument()
    expect(
      within(within(panel).getByRole('list', { name: 'Photos par catégorie' })).getByText('ISL : 5'),
    ).toBeInTheDocument()
    const photos = within(within(panel).getByRole('list', { name: 'Photos de la galerie' })).getAllByRole('listitem')
    expect(photos).toHaveLength(30)
    expect(within(photos[29]!).getByText('Inauguration des nouveaux bâtiments')).toBeInTheDocument()
    expect(within(photos[29]!).getByText('Exemple')).toBeInTheDocument()
    expect(
      within(panel).getByRole('button', { name: 'Modifier la photo « Pose de la première pierre »' }),
    ).toBeInTheDocument()
    expect(
      within(panel).getByRole('button', { name: 'Supprimer la photo « Pose de la première pierre »' }),
    ).toBeInTheDocument()
  })
})

describe('DonationsTab', () => {
  // No longer read-only: the settings come from the API (donations/donations-tab.test.tsx covers the forms).
  it('shows the PayPal settings from the API, the totals and the register, with its actions', async () => {
    renderDashboard({ onglet: 'dons' })
    const panel = await screen.findByRole('tabpanel', { name: 'Dons' })
    expect(await within(panel).findByRole('textbox', { name: /Compte PayPal \(e-mail\)/ })).toHaveValue(
      'dons@example.org',
    )
    expect(within(panel).getByText(/don mensuel/)).toBeInTheDocument()
    const link = within(panel).getByRole('link', { name: /Ouvrir la page de don/ })
    expect(link).toHaveAttribute('href', donationUrl)
    expect(link).toHaveAttribute('target', '_blank')
    expect(await within(panel).findByRole('table', { name: 'Totaux mensuels par devise' })).toBeInTheDocument()
    expect(await within(panel).findByRole('table', { name: 'Dons enregistrés' })).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Ajouter un don' })).toBeInTheDocument()
    expect(within(panel).getByRole('link', { name: 'Exporter en CSV' })).toBeInTheDocument()
  })
})
