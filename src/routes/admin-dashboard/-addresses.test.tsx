// The dashboard's addresses: a tab each, the old ?onglet= ones, and what each tab keeps of the query.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { cleanNotifications } from '@mantine/notifications'
import { mockAdminSession } from '#mocks/handlers/admin.ts'
import { ADMIN_RECORD_PAGES, adminDashboardPages } from '#common/admin-dashboard-pages.ts'
import { quietChartSizeWarnings, recordAdminRequests, renderDashboard } from '#src/features/admin/test-utils.tsx'

beforeEach(() => {
  quietChartSizeWarnings()
})
afterEach(() => {
  cleanNotifications()
  vi.restoreAllMocks()
})

describe('the tabs', { timeout: 15_000 }, () => {
  it('makes each tab a link to its own address, the open one marked as the current page', async () => {
    mockAdminSession.signedIn = true
    renderDashboard('/admin-dashboard/dons')
    const tabs = within(await screen.findByRole('tablist', { name: 'Rubriques du tableau de bord' })).getAllByRole(
      'tab',
    )
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ["Vue d'ensemble", '/admin-dashboard'],
      ['Membres', '/admin-dashboard/membres'],
      ['Présences', '/admin-dashboard/presences'],
      ['Événements', '/admin-dashboard/evenements'],
      ['Cultes', '/admin-dashboard/cultes'],
      ['Galerie', '/admin-dashboard/galerie'],
      ['Prédications', '/admin-dashboard/predications'],
      ['Dons', '/admin-dashboard/dons'],
      ['Messages', '/admin-dashboard/messages'],
      ['Lettre', '/admin-dashboard/lettres'],
      ['Site', '/admin-dashboard/site'],
      ['Journal', '/admin-dashboard/journal'],
      ['Équipe', '/admin-dashboard/equipe'],
    ])
    expect(tabs.filter((tab) => tab.getAttribute('aria-current') === 'page').map((tab) => tab.textContent)).toEqual([
      'Dons',
    ])
    expect(screen.getByRole('tab', { name: 'Dons', selected: true })).toBeInTheDocument()
    expect(await screen.findByRole('tabpanel', { name: 'Dons' })).toBeInTheDocument()
  })

  it('has a route for each dashboard address the server answers, and no other', () => {
    const { router } = renderDashboard()
    const paths = Object.keys(router.routesByPath).filter((path) => path.startsWith('/admin-dashboard'))
    // The server's `:personId` is the router's `$personId`.
    const served = [...adminDashboardPages(), ...ADMIN_RECORD_PAGES.map((page) => page.replace(/:(\w+)/g, '$$$1'))]
    expect(new Set(paths.map((path) => path.replace(/\/$/, '')))).toEqual(new Set(served))
  })
})

// Bookmarks and links from before each tab had its own address.
describe('/admin-dashboard?onglet=…', { timeout: 15_000 }, () => {
  it('opens the tab at its new address, with the same filters, in place of the old one', async () => {
    mockAdminSession.signedIn = true
    const { router, place } = renderDashboard('/admin-dashboard?onglet=membres&statut=nouveau&doublons=true')
    expect(await screen.findByRole('tab', { name: 'Membres', selected: true })).toBeInTheDocument()
    expect(place()).toEqual({ pathname: '/admin-dashboard/membres', search: { statut: 'nouveau', doublons: true } })
    expect(await screen.findByRole('checkbox', { name: 'Doublons possibles' })).toBeChecked()
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('nouveau')
    // Replaced, not added: "back" does not lead to the old address again.
    expect(router.history.length).toBe(1)
  })

  it('keeps the view of the messages tab, and opens the overview for the overview or an unknown tab', async () => {
    mockAdminSession.signedIn = true
    const messages = renderDashboard('/admin-dashboard?onglet=messages&rubrique=alertes')
    expect(await screen.findByRole('radio', { name: 'Alertes e-mail', checked: true })).toBeInTheDocument()
    expect(messages.place()).toEqual({ pathname: '/admin-dashboard/messages', search: { rubrique: 'alertes' } })
    messages.unmount()

    for (const onglet of ['vue-d-ensemble', 'inconnu']) {
      const overview = renderDashboard(`/admin-dashboard?onglet=${onglet}&statut=nouveau`)
      expect(await screen.findByRole('tab', { name: "Vue d'ensemble", selected: true })).toBeInTheDocument()
      await waitFor(() => expect(overview.place()).toEqual({ pathname: '/admin-dashboard', search: {} }))
      overview.unmount()
    }
  })

  it('asks for no data before the sign-in', async () => {
    const requests = recordAdminRequests()
    const { place } = renderDashboard('/admin-dashboard?onglet=journal')
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument()
    expect(place().pathname).toBe('/admin-dashboard/journal')
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/admin/session'])
  })
})

describe('a tab route’s search', { timeout: 15_000 }, () => {
  it('keeps the filters its tab knows and drops the rest', async () => {
    mockAdminSession.signedIn = true
    const requests = recordAdminRequests()
    const { router } = renderDashboard('/admin-dashboard/membres?statut=%22%3Cscript%3E%22&doublons=1&onglet=dons')
    expect(await screen.findByText('Doublon possible')).toBeInTheDocument()
    const tab = router.state.matches.find((match) => match.routeId === '/admin-dashboard/membres')
    expect(tab?.search).toMatchObject({ statut: undefined, doublons: true })
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('')
    expect(screen.getByRole('checkbox', { name: 'Doublons possibles' })).toBeChecked()
    const members = requests.filter((r) => r.url.pathname === '/api/admin/members')
    expect(members.map((r) => Object.fromEntries(r.url.searchParams))).toEqual([
      { duplicates: '1', page: '1', pageSize: '20' },
    ])
  })
})
