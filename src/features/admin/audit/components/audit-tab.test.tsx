import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cleanNotifications } from '@mantine/notifications'
import { failGets, holdGets, recordAdminRequests, renderDashboard, signInMock } from '../../test-utils.tsx'

beforeEach(signInMock)
afterEach(() => cleanNotifications())

describe('AuditTab', () => {
  it('shows a busy placeholder, then who changed what, newest first, in Santiago time', async () => {
    const held = holdGets('*/api/admin/audit-log')
    renderDashboard('/admin-dashboard/journal')
    const panel = await screen.findByRole('tabpanel', { name: 'Journal' })
    expect(within(panel).getByText('Chargement en cours…').closest('[aria-busy="true"]')).not.toBeNull()
    held.release()

    const table = await within(panel).findByRole('table', { name: 'Journal des modifications' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    // 2026-11-21T13:05Z is 09:05 in Santiago (UTC-4).
    expect(within(rows[0]!).getByText('21 novembre 2026 à 09:05')).toHaveAttribute(
      'datetime',
      '2026-11-21T13:05:00.000Z',
    )
    expect(within(rows[0]!).getByText('Secrétaire')).toBeInTheDocument()
    expect(within(rows[0]!).getByText('Membre')).toBeInTheDocument()
    expect(within(rows[0]!).getByText('Inscription n° 4 (Ruth Charles) : Nouveau → Contacté')).toBeInTheDocument()
    expect(within(rows[1]!).getByText('20 novembre 2026 à 18:15')).toBeInTheDocument()
    expect(within(rows[1]!).getByText('Événement')).toBeInTheDocument()
    expect(within(panel).getByText('2 modifications')).toBeInTheDocument()
  })

  it('lists a change made in another tab as soon as the Journal opens again', async () => {
    const user = userEvent.setup({ delay: null })
    const requests = recordAdminRequests()
    renderDashboard('/admin-dashboard/journal')
    await screen.findByRole('table', { name: 'Journal des modifications' })
    await user.click(screen.getByRole('tab', { name: 'Dons' }))
    await user.click(await screen.findByRole('button', { name: /^Supprimer le don de 50,00/ }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Supprimer ce don ?' })).getByRole('button', {
        name: 'Supprimer',
      }),
    )
    await screen.findByText(/supprimé\.$/)
    await user.click(screen.getByRole('tab', { name: 'Journal' }))
    expect(await screen.findByText(/^Don de 50,00\s\$US \(PayPal\) du 8 novembre 2026 supprimé$/)).toBeInTheDocument()
    expect(screen.getByRole('row', { name: /Don de 50,00/ })).toHaveTextContent('Pasteur Samuel Joseph')
    expect(requests.filter((r) => r.url.pathname.endsWith('/audit-log')).length).toBeGreaterThanOrEqual(2)
  })

  it('shows a French error with "Réessayer", which loads again', async () => {
    const user = userEvent.setup({ delay: null })
    const recover = failGets('*/api/admin/audit-log')
    renderDashboard('/admin-dashboard/journal')
    expect(await screen.findByText('Impossible de charger le journal', {}, { timeout: 5000 })).toBeInTheDocument()
    recover()
    await user.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByText('Inscription n° 4 (Ruth Charles) : Nouveau → Contacté')).toBeInTheDocument()
  })
})
