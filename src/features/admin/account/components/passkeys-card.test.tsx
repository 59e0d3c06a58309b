import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MOCK_ADMIN_PASSWORD, mockAccounts } from '#mocks/handlers/admin.ts'
import { ACCOUNT_MESSAGES } from '#common/account-messages.ts'
import { renderDashboard, signInMock } from '../../test-utils.tsx'

// jsdom has no WebAuthn: the phone's answer is played by this stand-in.
const browser = vi.hoisted(() => ({
  supported: true,
  startRegistration: vi.fn(),
}))
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => browser.supported,
  startRegistration: browser.startRegistration,
  startAuthentication: vi.fn(),
}))

const credential = (id: string) => ({
  id,
  rawId: id,
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
  clientExtensionResults: {},
})

const openCard = async () => {
  signInMock('contenu')
  const user = userEvent.setup({ delay: null })
  renderDashboard('/admin-dashboard/compte')
  const card = await screen.findByRole('region', { name: 'Clés d’accès' })
  return { user, card }
}

describe('« Clés d’accès »', { timeout: 15_000 }, () => {
  beforeEach(() => {
    browser.supported = true
    browser.startRegistration.mockReset()
  })

  it('adds a named passkey made by the phone, with the password, then removes it with the password', async () => {
    browser.startRegistration.mockResolvedValue(credential('Y2xlLW1hcmll'))
    const { user, card } = await openCard()
    expect(await within(card).findByText('Aucune clé d’accès enregistrée.')).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Ajouter une clé d’accès' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une clé d’accès' })
    await user.click(within(dialog).getByRole('button', { name: 'Créer la clé d’accès' }))
    expect(await within(dialog).findByText(/Donnez un nom à cette clé d’accès/)).toBeInTheDocument()
    expect(within(dialog).getByText('Mot de passe actuel obligatoire.')).toBeInTheDocument()
    expect(browser.startRegistration).not.toHaveBeenCalled()
    await user.type(within(dialog).getByLabelText(/^Nom de la clé/), 'Téléphone de Marie')
    // Adding a way in asks who you are: a wrong password is refused by the server, under its field.
    await user.type(within(dialog).getByLabelText(/^Mot de passe actuel/), 'pas-le-bon')
    await user.click(within(dialog).getByRole('button', { name: 'Créer la clé d’accès' }))
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.wrongCurrentPassword)).toBeInTheDocument()
    expect(browser.startRegistration).not.toHaveBeenCalled()
    await user.clear(within(dialog).getByLabelText(/^Mot de passe actuel/))
    await user.type(within(dialog).getByLabelText(/^Mot de passe actuel/), MOCK_ADMIN_PASSWORD)
    await user.click(within(dialog).getByRole('button', { name: 'Créer la clé d’accès' }))
    expect(await within(card).findByText('Téléphone de Marie')).toBeInTheDocument()
    expect(within(card).getByText(/jamais utilisée/)).toBeInTheDocument()
    // The options the server drew reached the browser.
    expect(browser.startRegistration.mock.calls[0]?.[0].optionsJSON.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    })
    expect(mockAccounts.passkeys.map((p) => p.name)).toEqual(['Téléphone de Marie'])

    await user.click(within(card).getByRole('button', { name: 'Retirer la clé d’accès « Téléphone de Marie »' }))
    const remove = await screen.findByRole('dialog', { name: 'Retirer cette clé d’accès ?' })
    await user.type(within(remove).getByLabelText(/Mot de passe actuel/), 'pas-le-bon')
    await user.click(within(remove).getByRole('button', { name: 'Retirer' }))
    expect(await within(remove).findByText(ACCOUNT_MESSAGES.wrongCurrentPassword)).toBeInTheDocument()
    await user.clear(within(remove).getByLabelText(/Mot de passe actuel/))
    await user.type(within(remove).getByLabelText(/Mot de passe actuel/), MOCK_ADMIN_PASSWORD)
    await user.click(within(remove).getByRole('button', { name: 'Retirer' }))
    await waitFor(() => expect(within(card).getByText('Aucune clé d’accès enregistrée.')).toBeInTheDocument())
    expect(mockAccounts.passkeys).toEqual([])
  })

  it('says so in French when the person cancels on the phone', async () => {
    browser.startRegistration.mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }))
    const { user, card } = await openCard()
    await user.click(within(card).getByRole('button', { name: 'Ajouter une clé d’accès' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une clé d’accès' })
    await user.type(within(dialog).getByLabelText(/^Nom de la clé/), 'Clé USB')
    await user.type(within(dialog).getByLabelText(/^Mot de passe actuel/), MOCK_ADMIN_PASSWORD)
    await user.click(within(dialog).getByRole('button', { name: 'Créer la clé d’accès' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('La création de la clé d’accès a été annulée.')
    expect(mockAccounts.passkeys).toEqual([])
  })

  it('offers no creation in a browser without WebAuthn', async () => {
    browser.supported = false
    const { card } = await openCard()
    expect(await within(card).findByText('Ce navigateur ne sait pas créer de clé d’accès.')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Ajouter une clé d’accès' })).not.toBeInTheDocument()
  })
})
