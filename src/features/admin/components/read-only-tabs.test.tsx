import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { cleanNotifications } from '@mantine/notifications'
import { donationUrl } from '../../../content/church.ts'
import { renderDashboard, signInMock } from '../test-utils.tsx'

beforeEach(signInMock)
afterEach(() => cleanNotifications())

describe('GalleryTab', () => {
  it('shows the photos with their category, the counts and the accepted formats', async () => {
    renderDashboard({ onglet: 'galerie' })
    const panel = await screen.findByRole('tabpanel', { name: 'Galerie' })
    expect(within(panel).getByText(/Formats acceptés : JPG, PNG, WEBP — 5 Mo maximum/)).toBeInTheDocument()
    expect(within(within(panel).getByRole('list', { name: 'Photos par catégorie' })).getByText('ISL : 5')).toBeInTheDocument()
    expect(within(panel).getByText('Pose de la première pierre')).toBeInTheDocument()
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument()
  })
})

describe('DonationsTab', () => {
  // No longer read-only: the settings come from the API (donations/donations-tab.test.tsx covers the forms).
  it('shows the PayPal settings from the API, the totals and the register, with its actions', async () => {
    renderDashboard({ onglet: 'dons' })
    const panel = await screen.findByRole('tabpanel', { name: 'Dons' })
    expect(await within(panel).findByRole('textbox', { name: /Compte PayPal \(e-mail\)/ })).toHaveValue('dons@example.org')
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
