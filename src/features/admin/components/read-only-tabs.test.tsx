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
  it('shows the PayPal settings and links to the donate page', async () => {
    renderDashboard({ onglet: 'dons' })
    const panel = await screen.findByRole('tabpanel', { name: 'Dons' })
    expect(within(panel).getByText('dons@example.org')).toBeInTheDocument()
    expect(within(panel).getByText(/^USD/)).toBeInTheDocument()
    expect(within(panel).getByText(/don mensuel/)).toBeInTheDocument()
    const link = within(panel).getByRole('link', { name: /Ouvrir la page de don/ })
    expect(link).toHaveAttribute('href', donationUrl)
    expect(link).toHaveAttribute('target', '_blank')
  })
})
