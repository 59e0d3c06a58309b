import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cleanNotifications } from '@mantine/notifications'
import { setMockSmtpConfigured } from '#mocks/handlers/admin-overview.ts'
import { failGets, holdGets, quietChartSizeWarnings, renderDashboard, signInMock } from '../../test-utils.tsx'

beforeEach(() => {
  signInMock()
  quietChartSizeWarnings()
})
afterEach(() => {
  cleanNotifications()
  vi.restoreAllMocks()
})

describe('OverviewTab', () => {
  it('shows a busy placeholder, then the figures', async () => {
    const held = holdGets('*/api/admin/overview')
    renderDashboard()
    const panel = await screen.findByRole('tabpanel', { name: "Vue d'ensemble" })
    expect(within(panel).getByText('Chargement en cours…').closest('[aria-busy="true"]')).not.toBeNull()
    held.release()

    expect(await within(panel).findByText('membres au total')).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: /nouvelles inscriptions/ })).toHaveTextContent('9')
    expect(within(panel).getByRole('button', { name: /doublon possible/ })).toHaveTextContent('1')
    // The church's fixed figures.
    for (const text of ['20+', 'ministères', '2011', 'ans de service'])
      expect(within(panel).getByText(text)).toBeInTheDocument()
    // The chart's figures are also given as a table.
    expect(
      await within(panel).findByRole('table', { name: 'Inscriptions par mois' }, { timeout: 5000 }),
    ).toBeInTheDocument()
  })

  it('shows the attendance trends, with the way to « Présences »', async () => {
    renderDashboard()
    const panel = await screen.findByRole('tabpanel', { name: "Vue d'ensemble" })
    const attendance = await within(panel).findByRole('region', { name: 'Présences' })
    expect(
      await within(attendance).findByText(/(cochés présents|coché présent) ces 8 dernières semaines/),
    ).toBeInTheDocument()
    expect(within(attendance).getByRole('table', { name: /Personnes comptées par semaine/ })).toBeInTheDocument()
    expect(within(attendance).getByRole('table', { name: 'Premières visites par mois' })).toBeInTheDocument()
    expect(within(attendance).getByRole('link', { name: 'Compter, faire l’appel, voir les absents' })).toHaveAttribute(
      'href',
      '/admin-dashboard/presences',
    )
  })

  it('says plainly that no e-mail leaves, what waits, what to do, and links to the alerts', async () => {
    const user = userEvent.setup({ delay: null })
    const { place } = renderDashboard()
    const notice = (
      await screen.findByText('Aucun serveur d’envoi d’e-mails n’est configuré : les e-mails ne partent pas.')
    ).closest('[role="alert"], .mantine-Alert-root') as HTMLElement
    expect(notice).not.toBeNull()
    expect(notice).toHaveTextContent(/copier le lien ou l’envoyer par WhatsApp/)
    expect(notice).toHaveTextContent(/SMTP_URL/)
    expect(within(notice).getByText('docs/deploy.md, « Sending e-mails »')).toBeInTheDocument()
    expect(await screen.findByText('Aucun e-mail ne part : les alertes attendent ici.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Voir les alertes e-mail' }))
    await waitFor(() =>
      expect(place()).toEqual({ pathname: '/admin-dashboard/messages', search: { rubrique: 'alertes' } }),
    )
    expect(await screen.findByRole('heading', { name: 'Messages', level: 2 })).toBeInTheDocument()
  })

  it('does not warn once e-mail sending is configured', async () => {
    setMockSmtpConfigured(true)
    renderDashboard()
    expect(await screen.findByText('en attente')).toBeInTheDocument()
    expect(screen.queryByText(/Aucun serveur d’envoi d’e-mails/)).not.toBeInTheDocument()
    expect(screen.queryByText(/Aucun e-mail ne part/)).not.toBeInTheDocument()
  })

  it('opens the members tab filtered on duplicates from the shortcut', async () => {
    const user = userEvent.setup({ delay: null })
    const { place } = renderDashboard()
    await user.click(await screen.findByRole('button', { name: /doublon possible/ }))
    await waitFor(() => expect(place()).toEqual({ pathname: '/admin-dashboard/membres', search: { doublons: true } }))
    expect(await screen.findByRole('checkbox', { name: 'Doublons possibles' })).toBeChecked()
    expect(await screen.findByText('Doublon possible')).toBeInTheDocument()
  })

  it('opens the form of a new event in one tap, and leaves the address clean', async () => {
    const user = userEvent.setup({ delay: null })
    const { place } = renderDashboard()
    await user.click(await screen.findByRole('link', { name: 'Ajouter un événement' }))
    expect(await screen.findByRole('dialog', { name: 'Ajouter un événement' })).toBeInTheDocument()
    await waitFor(() => expect(place()).toEqual({ pathname: '/admin-dashboard/evenements', search: {} }))
    // Closed, it stays closed: nothing in the address opens it again.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Ajouter un événement' })).toBeInTheDocument()
  })

  it('shows a French error with "Réessayer", which loads again', async () => {
    const user = userEvent.setup({ delay: null })
    const recover = failGets('*/api/admin/overview')
    renderDashboard()
    // After the automatic retries of a server error.
    expect(
      await screen.findByText("Impossible de charger la vue d'ensemble", {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    recover()
    await user.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByText('membres au total')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText("Impossible de charger la vue d'ensemble")).not.toBeInTheDocument())
  })
})
