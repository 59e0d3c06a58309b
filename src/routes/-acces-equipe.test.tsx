import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MOCK_TOKENS, mockAccounts, mockAdminSession } from '#mocks/handlers/admin.ts'
import { ACCOUNT_MESSAGES } from '#common/account-messages.ts'
import { renderDashboard } from '#src/features/admin/test-utils.tsx'
import { tokenFromHash } from '#src/features/admin-access/components/access-page.tsx'

const open = (token: string) => ({
  user: userEvent.setup({ delay: null }),
  ...renderDashboard(`/acces-equipe#jeton=${token}`),
})

describe('/acces-equipe', { timeout: 15_000 }, () => {
  it('reads the token of the fragment only', () => {
    expect(tokenFromHash('#jeton=invitation-demo-4f1c2a9b7e3d5c8a')).toBe('invitation-demo-4f1c2a9b7e3d5c8a')
    expect(tokenFromHash('jeton=court')).toBeNull()
    expect(tokenFromHash('')).toBeNull()
  })

  it('welcomes the invited person, takes the token out of the address, and opens the dashboard', async () => {
    const { user, place, router } = open(MOCK_TOKENS.invitation)
    expect(await screen.findByRole('heading', { name: /Bienvenue, Ruth Baptiste/ })).toBeInTheDocument()
    expect(router.state.location.hash).toBe('')
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

    const password = screen.getByLabelText(/^Nouveau mot de passe/)
    await user.type(password, 'court')
    expect(screen.getByText('5 caractères sur 12 au moins.')).toBeInTheDocument()
    await user.clear(password)
    await user.type(password, 'un chemin de cailloux blancs')
    await user.type(screen.getByLabelText(/^Confirmation/), 'un chemin de cailloux blancs')
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }))

    await waitFor(() => expect(place().pathname).toBe('/admin-dashboard'))
    expect(mockAdminSession.signedIn).toBe(true)
    expect(mockAccounts.items.find((account) => account.id === 4)?.status).toBe('actif')
    // A « Contenu » account without the overview's figures: its own areas.
    expect(await screen.findByRole('heading', { name: 'Bienvenue' })).toBeInTheDocument()
  })

  it('shows the server’s refusal of a weak password under the field', async () => {
    const { user } = open(MOCK_TOKENS.reset)
    expect(await screen.findByRole('heading', { name: 'Nouveau mot de passe' })).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'motdepasse2024')
    await user.type(screen.getByLabelText(/^Confirmation/), 'motdepasse2024')
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }))
    expect(await screen.findByText(ACCOUNT_MESSAGES.weakPassword)).toBeInTheDocument()
    expect(screen.getByLabelText(/^Nouveau mot de passe/)).toHaveAccessibleDescription(
      expect.stringContaining(ACCOUNT_MESSAGES.weakPassword),
    )
    expect(mockAdminSession.signedIn).toBe(false)
  })

  it('offers, with a reset link, to remove the passkeys someone else may have added', async () => {
    mockAccounts.passkeys.push({
      id: 1,
      accountId: 2,
      credentialId: 'Y2xlLWluY29ubnVl',
      name: 'Clé inconnue',
      createdAt: '2026-11-20T10:00:00.000Z',
      lastUsedAt: null,
    })
    const { user, place } = open(MOCK_TOKENS.reset)
    expect(await screen.findByRole('heading', { name: 'Nouveau mot de passe' })).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'un chemin de cailloux blancs')
    await user.type(screen.getByLabelText(/^Confirmation/), 'un chemin de cailloux blancs')
    const remove = screen.getByRole('checkbox', { name: 'Retirer aussi mes clés d’accès' })
    expect(remove).not.toBeChecked()
    await user.click(remove)
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }))
    await waitFor(() => expect(place().pathname).toBe('/admin-dashboard'))
    expect(mockAccounts.passkeys).toEqual([])
  })

  it('asks the first administrator for a name and an e-mail too', async () => {
    const { user, place } = open(MOCK_TOKENS.setup)
    expect(await screen.findByRole('heading', { name: 'Première configuration' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }))
    expect(await screen.findByText('Nom obligatoire.')).toBeInTheDocument()
    // Typed with spaces around it, as a phone's keyboard adds after a word: kept without them.
    await user.type(screen.getByLabelText(/^Votre nom/), '  Pasteur Élie ')
    await user.type(screen.getByLabelText(/^Votre adresse e-mail/), 'elie@example.org')
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'un chemin de cailloux blancs')
    await user.type(screen.getByLabelText(/^Confirmation/), 'un chemin de cailloux blancs')
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }))
    await waitFor(() => expect(place().pathname).toBe('/admin-dashboard'))
    expect(mockAccounts.items.some((account) => account.name === 'Pasteur Élie')).toBe(true)
    // A new administrator: the authenticator app comes first.
    expect(await screen.findByRole('heading', { name: 'Application d’authentification' })).toBeInTheDocument()
  })

  it('says an expired or used link is no longer valid, with a way to ask for a new one', async () => {
    open('lien-expire-0123456789abcdef')
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est plus valable')
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/admin-dashboard')
  })
})
