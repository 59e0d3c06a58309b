import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockAccounts, mockAdminSession } from '#mocks/handlers/admin.ts'
import { MOCK_TOTP_SECRET } from '#mocks/session.ts'
import { renderDashboard, signInMock } from '../../test-utils.tsx'

const administrator = () => mockAccounts.items.find((account) => account.id === mockAdminSession.accountId)!

/** The first sign-in of an administrator without an app: the set-up's enrolment. */
async function openEnrolment() {
  signInMock()
  Object.assign(administrator(), { totp: false, passkeys: 0 })
  const user = userEvent.setup({ delay: null })
  renderDashboard('/admin-dashboard')
  await screen.findByRole('img', { name: /Code QR à scanner/ })
  return user
}

afterEach(() => vi.restoreAllMocks())

describe('the authenticator app’s enrolment, on the device that shows it', { timeout: 15_000 }, () => {
  it('opens the app from its otpauth link, the account and the secret in it', async () => {
    await openEnrolment()
    const link = screen.getByRole('link', { name: 'Ouvrir l’application d’authentification' })
    const href = new URL(link.getAttribute('href') ?? '')
    expect(href.protocol).toBe('otpauth:')
    expect(href.host).toBe('totp')
    expect(href.searchParams.get('secret')).toBe(MOCK_TOTP_SECRET)
    expect(decodeURIComponent(href.pathname)).toContain(administrator().email)
  })

  it('shows the key in groups of four, in monospace, spelt letter by letter for a screen reader', async () => {
    await openEnrolment()
    const key = screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
    expect(key.className).toMatch(/secret/)
    expect(key).toHaveAttribute('aria-label', `Clé : ${MOCK_TOTP_SECRET.split('').join(' ')}`)
  })

  it('copies the key, without its spaces, and says so in French', async () => {
    const user = await openEnrolment()
    await user.click(screen.getByRole('button', { name: 'Copier la clé' }))
    expect(await screen.findByText('Clé copiée : collez-la dans l’application.')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(MOCK_TOTP_SECRET)
  })

  it('says how to copy by hand when the browser refuses the clipboard', async () => {
    const user = await openEnrolment()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('refusé', 'NotAllowedError'))
    await user.click(screen.getByRole('button', { name: 'Copier la clé' }))
    const status = await screen.findByText('Copie impossible : sélectionnez la clé et copiez-la.')
    expect(status).toHaveAttribute('role', 'status')
    expect(within(document.body).queryByText(/Clé copiée/)).not.toBeInTheDocument()
  })
})
