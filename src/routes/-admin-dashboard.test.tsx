// The real routes (loader guard + gate + dashboard + the tab's route) in a memory router.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cleanNotifications } from '@mantine/notifications'
import {
  MOCK_ACCOUNTS,
  MOCK_ADMIN_EMAIL,
  MOCK_ADMIN_PASSWORD,
  MOCK_TOTP_CODE,
  mockAdminSession,
} from '#mocks/handlers/admin.ts'
import { ACCOUNT_MESSAGES } from '#common/account-messages.ts'
import { quietChartSizeWarnings, recordAdminRequests, renderDashboard } from '#src/features/admin/test-utils.tsx'

function renderRoute(path = '/admin-dashboard') {
  return { user: userEvent.setup({ delay: null }), ...renderDashboard(path) }
}

const signIn = async (
  user: ReturnType<typeof userEvent.setup>,
  scope: HTMLElement = document.body,
  password = MOCK_ADMIN_PASSWORD,
) => {
  await user.type(within(scope).getByLabelText(/Adresse e-mail/), MOCK_ADMIN_EMAIL)
  await user.type(within(scope).getByLabelText(/Mot de passe/, { selector: 'input' }), password)
  await user.click(within(scope).getByRole('button', { name: 'Se connecter' }))
  if (password !== MOCK_ADMIN_PASSWORD) return
  // The administrator's account has an authenticator app: its code is the second step.
  await user.type(await within(scope).findByLabelText(/Code de vérification/), MOCK_TOTP_CODE)
  await user.click(within(scope).getByRole('button', { name: 'Valider' }))
}
const adminKeys = (queryClient: ReturnType<typeof renderDashboard>['queryClient']) =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: ['admin'] })
    .map((query) => query.queryKey[1])

beforeEach(() => {
  quietChartSizeWarnings()
})
afterEach(() => {
  cleanNotifications()
  vi.restoreAllMocks()
})

// Journeys through the whole route: sign-in, loading, then the tab's data.
describe('/admin-dashboard', { timeout: 15_000 }, () => {
  it('shows only the sign-in without a session, and asks for no data', async () => {
    const requests = recordAdminRequests()
    renderRoute('/admin-dashboard/membres')
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeInTheDocument()
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/admin/session'])
  })

  it('says the e-mail or password is wrong', async () => {
    const { user } = renderRoute()
    await screen.findByRole('heading', { name: 'Connexion' })
    await signIn(user, document.body, 'pas-le-bon')
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.wrongCredentials)
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
  })

  it('shows the dashboard after signing in, without reloading, on the tab of the URL', async () => {
    const { user, router } = renderRoute('/admin-dashboard/membres?rubrique=inscriptions')
    await screen.findByRole('heading', { name: 'Connexion' })
    await signIn(user)
    expect(await screen.findByRole('tab', { name: 'Membres', selected: true })).toBeInTheDocument()
    expect(await screen.findByRole('row', { name: /Marie Joseph/ })).toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Messages' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/messages'))
    expect(await screen.findByRole('heading', { level: 2, name: 'Messages' })).toBeInTheDocument()
  })

  it('opens straight on the dashboard with a session, the overview by default', async () => {
    mockAdminSession.signedIn = true
    renderRoute()
    expect(await screen.findByRole('tab', { name: "Vue d'ensemble", selected: true })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Connexion' })).not.toBeInTheDocument()
    expect(screen.getByRole('tablist', { name: 'Rubriques du tableau de bord' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Retour au site' })).toHaveAttribute('href', '/')
  })

  it('moves between tabs with the arrow keys', async () => {
    mockAdminSession.signedIn = true
    const { user, router } = renderRoute()
    const overview = await screen.findByRole('tab', { name: "Vue d'ensemble", selected: true })
    overview.focus()
    await user.keyboard('{ArrowRight}')
    expect(await screen.findByRole('tab', { name: 'Membres', selected: true })).toHaveFocus()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard/membres'))
  })

  it('shows the signed-in account and its role next to « Mon compte »', async () => {
    mockAdminSession.signedIn = true
    mockAdminSession.accountId = MOCK_ACCOUNTS.secretariat
    const { user, place } = renderRoute()
    const account = await screen.findByRole('link', { name: /Mon compte\s*Marie Dorvil · Secrétariat/ })
    await user.click(account)
    await waitFor(() => expect(place().pathname).toBe('/admin-dashboard/compte'))
    expect(await screen.findByRole('heading', { level: 2, name: 'Mon compte' })).toBeInTheDocument()
  })

  it('signs out: the sign-in again, and no admin data left in the cache', async () => {
    mockAdminSession.signedIn = true
    const { user, queryClient } = renderRoute('/admin-dashboard/membres?rubrique=inscriptions')
    await screen.findByRole('row', { name: /Marie Joseph/ })
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }))
    // Asked first: a slip of the thumb keeps the session.
    const confirm = await screen.findByRole('dialog', { name: 'Se déconnecter ?' })
    expect(mockAdminSession.signedIn).toBe(true)
    await user.click(within(confirm).getByRole('button', { name: 'Me déconnecter' }))

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Vous êtes déconnecté(e).')
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
    expect(mockAdminSession.signedIn).toBe(false)
    await waitFor(() => expect(adminKeys(queryClient)).toEqual(['session']))
  })

  it('puts the areas in a bottom bar on a phone, with what waits, and the rest under « Plus »', async () => {
    mockAdminSession.signedIn = true
    const { user, place } = renderRoute('/admin-dashboard')
    const bar = await screen.findByRole('navigation', { name: 'Navigation du tableau de bord' })
    // The counts of what waits come from the overview's answer.
    const messages = await within(bar).findByRole('link', { name: /^Messages \d+$/ }, { timeout: 5000 })
    expect(messages).toHaveAttribute('href', '/admin-dashboard/messages?rubrique=messages')
    expect(within(bar).getByRole('link', { name: /^Demandes( \d+)?$/ })).toHaveAttribute(
      'href',
      '/admin-dashboard/messages?rubrique=demandes',
    )
    // At most five entries: Accueil, Membres, Messages, Demandes, Plus.
    expect(within(bar).getAllByRole('link')).toHaveLength(4)
    // « Plus » opens the rest, links, in the browser's popover: hidden until then (jsdom opens no
    // popover; the e2e journeys open it in Chromium).
    const more = within(bar).getByRole('list', { name: 'Autres rubriques', hidden: true })
    const popover = more.closest('[popover]')
    expect(popover).toHaveAttribute('popover', 'auto')
    expect(popover).not.toBeVisible()
    expect(within(bar).getByRole('button', { name: 'Plus' })).toHaveAttribute('popovertarget', popover?.id)
    expect(
      within(more)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual([
      'Présences',
      'Événements',
      'Cultes',
      'Galerie',
      'Prédications',
      'Dons',
      'Lettre',
      'Site',
      'Journal',
      'Équipe',
    ])
    const journal = within(more).getByRole('link', { name: 'Journal', hidden: true })
    expect(journal).toHaveAttribute('href', '/admin-dashboard/journal')
    await user.click(journal)
    await waitFor(() => expect(place().pathname).toBe('/admin-dashboard/journal'))
  })

  it('brings the sign-in over the dashboard when the session expires, keeping what was typed', async () => {
    mockAdminSession.signedIn = true
    const { user } = renderRoute('/admin-dashboard/membres?rubrique=inscriptions')
    await screen.findByRole('row', { name: /Marie Joseph/ })
    const searchBox = screen.getByRole('searchbox', { name: 'Rechercher' })
    await user.type(searchBox, 'Mar')
    // The search waits 300 ms after the last key; the phone's bar asks for the counts meanwhile.
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3), { timeout: 3000 })

    mockAdminSession.signedIn = false // the server forgot the session
    await user.type(searchBox, 'ie')
    const dialog = await screen.findByRole('dialog', { name: 'Session expirée' })
    expect(searchBox).toBeInTheDocument()
    expect(searchBox).toHaveValue('Marie')

    await signIn(user, dialog)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // The failed search is made again with the new session.
    await waitFor(() => expect(screen.getAllByRole('row', { name: /Marie Joseph/ })).toHaveLength(2))
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('Marie')
  })

  it('clears the other person’s data when someone else signs in over an expired session', async () => {
    mockAdminSession.signedIn = true
    mockAdminSession.accountId = MOCK_ACCOUNTS.secretariat
    const { user, queryClient } = renderRoute('/admin-dashboard/membres?rubrique=inscriptions')
    await screen.findByRole('row', { name: /Marie Joseph/ })
    mockAdminSession.signedIn = false
    await user.click(screen.getByRole('tab', { name: 'Messages' }))
    await signIn(user, await screen.findByRole('dialog', { name: 'Session expirée' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(mockAdminSession.accountId).toBe(MOCK_ACCOUNTS.administrateur)
    await waitFor(() => expect(adminKeys(queryClient)).not.toContain('members'))
  })
})
