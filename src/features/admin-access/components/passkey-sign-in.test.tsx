import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { render } from '#tests/setup/render.tsx'
import { MOCK_ACCOUNTS, mockAccounts, mockAdminSession } from '#mocks/handlers/admin.ts'
import { ACCOUNT_MESSAGES } from '#common/account-messages.ts'
import { AdminAccessButton } from './admin-access-button.tsx'

// jsdom has no WebAuthn: the phone's answer is played by this stand-in.
const browser = vi.hoisted(() => ({ supported: true, startAuthentication: vi.fn() }))
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => browser.supported,
  startAuthentication: browser.startAuthentication,
  startRegistration: vi.fn(),
}))

const assertion = (id: string) => ({
  id,
  rawId: id,
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA', userHandle: 'c3RhZmYtMg' },
  clientExtensionResults: {},
})

async function openModal() {
  const user = userEvent.setup({ delay: null })
  const result = render(<AdminAccessButton />)
  await user.click(await screen.findByRole('button', { name: 'Accès administrateur' }))
  const dialog = await screen.findByRole('dialog', { name: 'Accès administrateur' })
  return { user, dialog, ...result }
}

describe('signing in with a passkey', { timeout: 15_000 }, () => {
  beforeEach(() => {
    browser.supported = true
    browser.startAuthentication.mockReset()
  })

  it('opens the dashboard with the phone’s passkey alone', async () => {
    mockAccounts.passkeys.push({
      id: 1,
      accountId: MOCK_ACCOUNTS.secretariat,
      credentialId: 'Y2xlLXNlY3JldGFyaWF0',
      name: 'Téléphone',
      createdAt: new Date().toISOString(),
      lastUsedAt: null,
    })
    browser.startAuthentication.mockResolvedValue(assertion('Y2xlLXNlY3JldGFyaWF0'))
    const { user, dialog, router } = await openModal()
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter avec une clé d’accès' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'))
    expect(mockAdminSession.signedIn).toBe(true)
    expect(mockAdminSession.accountId).toBe(MOCK_ACCOUNTS.secretariat)
    expect(browser.startAuthentication.mock.calls[0]?.[0].optionsJSON).toMatchObject({ userVerification: 'required' })
  })

  it('says a passkey the server does not know is refused, and a cancellation', async () => {
    browser.startAuthentication.mockResolvedValue(assertion('aW5jb25udWU'))
    const { user, dialog } = await openModal()
    const button = within(dialog).getByRole('button', { name: 'Se connecter avec une clé d’accès' })
    await user.click(button)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.wrongCredentials)
    browser.startAuthentication.mockRejectedValue(Object.assign(new Error('no'), { name: 'NotAllowedError' }))
    await user.click(button)
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(/Connexion par clé d’accès annulée/),
    )
    expect(mockAdminSession.signedIn).toBe(false)
  })

  it('shows no passkey button in a browser without WebAuthn', async () => {
    browser.supported = false
    const { dialog } = await openModal()
    expect(within(dialog).queryByRole('button', { name: /clé d’accès/ })).not.toBeInTheDocument()
  })
})
