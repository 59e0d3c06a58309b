import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockAccounts, mockAdminSession } from '#mocks/handlers/admin.ts'
import { renderDashboard, signInMock } from '../../test-utils.tsx'
import { PHONE_QUERY } from '../use-phone.ts'

// jsdom has no WebAuthn: the phone's answer is played by this stand-in.
const browser = vi.hoisted(() => ({ startRegistration: vi.fn() }))
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startRegistration: browser.startRegistration,
  startAuthentication: vi.fn(),
}))

const credential = {
  id: 'dGVsZXBob25l',
  rawId: 'dGVsZXBob25l',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
  clientExtensionResults: {},
}

const administrator = () => mockAccounts.items.find((account) => account.id === mockAdminSession.accountId)!

/** A 375 px touch screen; `platform`: whether it can make a passkey with its fingerprint or face. */
function onPhone({ platform }: { platform: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === PHONE_QUERY,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }))
  vi.stubGlobal('PublicKeyCredential', {
    isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.resolve(platform),
  })
}

beforeEach(() => browser.startRegistration.mockReset())
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('a passkey first, on a phone that can make one', { timeout: 15_000 }, () => {
  it('offers a passkey before the app at an administrator’s first sign-in, then the app, opened from its link', async () => {
    onPhone({ platform: true })
    browser.startRegistration.mockResolvedValue(credential)
    signInMock()
    Object.assign(administrator(), { totp: false, passkeys: 0 })
    const user = userEvent.setup({ delay: null })
    renderDashboard('/admin-dashboard')

    expect(await screen.findByRole('heading', { name: 'Clé d’accès' })).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /Code QR à scanner/ })).not.toBeInTheDocument()
    await user.clear(screen.getByLabelText(/^Nom de la clé/))
    await user.type(screen.getByLabelText(/^Nom de la clé/), 'Téléphone du pasteur')
    await user.click(screen.getByRole('button', { name: 'Créer une clé d’accès' }))

    // Made right after the sign-in: no password asked again. The app is still required.
    expect(await screen.findByRole('heading', { name: 'Application d’authentification' })).toBeInTheDocument()
    expect(screen.getByText(/Votre clé d’accès est enregistrée/)).toBeInTheDocument()
    expect(browser.startRegistration).toHaveBeenCalledOnce()
    expect(mockAccounts.passkeys.map((passkey) => passkey.name)).toContain('Téléphone du pasteur')
    // On the phone, the link to the app comes before the QR code it cannot scan.
    const link = await screen.findByRole('link', { name: 'Ouvrir l’application d’authentification' })
    const qr = screen.getByRole('img', { name: /Code QR à scanner/ })
    expect(link.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
  })

  it('lets the administrator go to the app instead', async () => {
    onPhone({ platform: true })
    signInMock()
    Object.assign(administrator(), { totp: false, passkeys: 0 })
    const user = userEvent.setup({ delay: null })
    renderDashboard('/admin-dashboard')
    await user.click(await screen.findByRole('button', { name: 'Utiliser l’application d’authentification' }))
    expect(await screen.findByRole('link', { name: 'Ouvrir l’application d’authentification' })).toBeInTheDocument()
    expect(browser.startRegistration).not.toHaveBeenCalled()
  })

  it('goes straight to the app on a phone that cannot make a passkey', async () => {
    onPhone({ platform: false })
    signInMock()
    Object.assign(administrator(), { totp: false, passkeys: 0 })
    renderDashboard('/admin-dashboard')
    expect(await screen.findByRole('link', { name: 'Ouvrir l’application d’authentification' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Clé d’accès' })).not.toBeInTheDocument()
  })

  it('puts « Clés d’accès » before the app in « Mon compte » on such a phone', async () => {
    onPhone({ platform: true })
    signInMock('secretariat')
    renderDashboard('/admin-dashboard/compte')
    const passkeys = await screen.findByRole('region', { name: 'Clés d’accès' })
    const app = screen.getByRole('region', { name: 'Application d’authentification' })
    await waitFor(() => expect(passkeys.compareDocumentPosition(app) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy())
  })
})
