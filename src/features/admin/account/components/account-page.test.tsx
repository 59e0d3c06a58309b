import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MOCK_ADMIN_PASSWORD, mockAccounts } from '#mocks/handlers/admin.ts'
import { ACCOUNT_MESSAGES } from '#common/account-messages.ts'
import { renderDashboard, signInMock } from '../../test-utils.tsx'

const openAccount = async (role: 'administrateur' | 'secretariat' | 'contenu' = 'administrateur') => {
  signInMock(role)
  const user = userEvent.setup({ delay: null })
  renderDashboard('/admin-dashboard/compte')
  await screen.findByRole('heading', { level: 2, name: 'Mon compte' })
  return user
}

describe('« Mon compte »', { timeout: 15_000 }, () => {
  it('says the length while typing, then shows the server’s strength refusal under the field', async () => {
    const user = await openAccount()
    const card = screen.getByRole('region', { name: 'Mot de passe' })
    await user.type(within(card).getByLabelText(/^Mot de passe actuel/), MOCK_ADMIN_PASSWORD)
    const fresh = within(card).getByLabelText(/^Nouveau mot de passe/)
    await user.type(fresh, 'azerty')
    expect(within(card).getByText('6 caractères sur 12 au moins.')).toBeInTheDocument()
    await user.type(fresh, 'azerty123')
    await user.type(within(card).getByLabelText(/^Confirmation/), 'azertyazerty123')
    await user.click(within(card).getByRole('button', { name: 'Changer le mot de passe' }))
    expect(await within(card).findByText(ACCOUNT_MESSAGES.weakPassword)).toBeInTheDocument()
    expect(mockAccounts.items[0]?.password).toBe(MOCK_ADMIN_PASSWORD)
  })

  it('closes the other sessions', async () => {
    const user = await openAccount()
    const card = screen.getByRole('region', { name: 'Sessions ouvertes' })
    expect(await within(card).findByText('iPhone · Safari')).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Fermer les autres sessions' }))
    expect(await within(card).findByText('Aucune autre session ouverte.')).toBeInTheDocument()
    expect(mockAccounts.sessions.map((session) => session.id)).toEqual(['current'])
  })

  it('lets a non-administrator remove the app, with the password, but not an administrator', async () => {
    const user = await openAccount('contenu')
    const card = screen.getByRole('region', { name: 'Application d’authentification' })
    await user.click(within(card).getByRole('button', { name: 'Retirer l’application' }))
    const dialog = await screen.findByRole('dialog', { name: 'Retirer l’application d’authentification ?' })
    await user.type(within(dialog).getByLabelText(/Mot de passe actuel/), 'pas-le-bon')
    await user.click(within(dialog).getByRole('button', { name: 'Retirer' }))
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.wrongCurrentPassword)).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText(/Mot de passe actuel/))
    await user.type(within(dialog).getByLabelText(/Mot de passe actuel/), MOCK_ADMIN_PASSWORD)
    await user.click(within(dialog).getByRole('button', { name: 'Retirer' }))
    await waitFor(() => expect(within(card).getByText('non activée')).toBeInTheDocument())
  })

  it('asks for the current password before drawing a new authenticator secret', async () => {
    const user = await openAccount('secretariat')
    const card = screen.getByRole('region', { name: 'Application d’authentification' })
    await user.click(within(card).getByRole('button', { name: 'Activer l’application' }))
    const dialog = await screen.findByRole('dialog', { name: 'Activer l’application d’authentification' })
    expect(within(dialog).queryByRole('img', { name: /Code QR à scanner/ })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }))
    expect(await within(dialog).findByText('Mot de passe actuel obligatoire.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/^Mot de passe actuel/), 'pas-le-bon')
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }))
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.wrongCurrentPassword)).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText(/^Mot de passe actuel/))
    await user.type(within(dialog).getByLabelText(/^Mot de passe actuel/), MOCK_ADMIN_PASSWORD)
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }))
    expect(await within(dialog).findByRole('img', { name: /Code QR à scanner/ })).toBeInTheDocument()
  })

  it('offers no removal to an administrator', async () => {
    await openAccount()
    const card = screen.getByRole('region', { name: 'Application d’authentification' })
    expect(within(card).getByRole('button', { name: 'Nouveaux codes de secours' })).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Retirer l’application' })).not.toBeInTheDocument()
  })
})
