import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cleanNotifications } from '@mantine/notifications'
import { donationUrl } from '../../../content/church.ts'
import { failGets, holdGets, recordAdminRequests, renderDashboard, signInMock } from '../test-utils.tsx'

beforeEach(signInMock)
afterEach(() => cleanNotifications())

describe('EventsTab', () => {
  it('shows a busy placeholder, then every event with French dates, past ones marked', async () => {
    const held = holdGets('*/api/admin/events')
    renderDashboard({ onglet: 'evenements' })
    const panel = await screen.findByRole('tabpanel', { name: 'Événements' })
    expect(within(panel).getByText('Chargement en cours…').closest('[aria-busy="true"]')).not.toBeNull()
    held.release()

    const items = await within(panel).findAllByRole('listitem')
    expect(items).toHaveLength(6)
    expect(within(items[0]!).getByText('Soirée de louange')).toBeInTheDocument()
    expect(within(items[0]!).getByText('Passé')).toBeInTheDocument()
    expect(within(items[5]!).queryByText('Passé')).not.toBeInTheDocument()
    expect(within(items[2]!).getByText(/^(1er|\d{1,2}) [a-zéû]+ \d{4}$/)).toBeInTheDocument()
    expect(within(panel).getByText('événements au total').previousSibling).toHaveTextContent('6')
    // Read-only in this version: no button that would do nothing.
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument()
  })

  it('shows a French error with "Réessayer", which loads again', async () => {
    const user = userEvent.setup({ delay: null })
    const recover = failGets('*/api/admin/events')
    renderDashboard({ onglet: 'evenements' })
    expect(await screen.findByText('Impossible de charger les événements', {}, { timeout: 5000 })).toBeInTheDocument()
    recover()
    await user.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByText('Soirée de louange')).toBeInTheDocument()
  })

  it('shows the cached list when coming back to the tab', async () => {
    const user = userEvent.setup({ delay: null })
    const requests = recordAdminRequests()
    renderDashboard({ onglet: 'evenements' })
    await screen.findByText('Soirée de louange')
    await user.click(screen.getByRole('tab', { name: 'Galerie' }))
    await user.click(screen.getByRole('tab', { name: 'Événements' }))
    // At once, from the cache: no placeholder, no second call within 30 s.
    expect(screen.getByText('Soirée de louange')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(requests.filter((r) => r.url.pathname.endsWith('/events'))).toHaveLength(1)
  })
})

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
