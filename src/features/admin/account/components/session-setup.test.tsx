import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MOCK_ADMIN_PASSWORD, MOCK_TOTP_CODE, mockAccounts, mockAdminSession } from '#mocks/handlers/admin.ts'
import { ACCOUNT_MESSAGES, REAUTHENTICATION_MESSAGES } from '#common/account-messages.ts'
import { renderDashboard, signInMock } from '../../test-utils.tsx'

const administrator = () => mockAccounts.items.find((account) => account.id === mockAdminSession.accountId)!

describe('the steps before the dashboard', { timeout: 15_000 }, () => {
  it('enrols an administrator’s authenticator app: QR code, first code, then the recovery codes', async () => {
    signInMock()
    Object.assign(administrator(), { totp: false, passkeys: 0 })
    const user = userEvent.setup({ delay: null })
    renderDashboard('/admin-dashboard/membres')

    expect(await screen.findByRole('heading', { name: 'Application d’authentification' })).toBeInTheDocument()
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
    const qr = await screen.findByRole('img', { name: /Code QR à scanner/ })
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/)
    // The secret to type by hand, in groups of 4.
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument()

    const code = screen.getByLabelText(/Code de vérification/)
    await user.type(code, '000000')
    await user.click(screen.getByRole('button', { name: 'Activer' }))
    expect(await screen.findByText(ACCOUNT_MESSAGES.wrongCode)).toBeInTheDocument()

    await user.clear(code)
    await user.type(code, MOCK_TOTP_CODE)
    await user.click(screen.getByRole('button', { name: 'Activer' }))
    const codes = await screen.findByRole('list', { name: 'Codes de secours' })
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10)
    expect(screen.getByRole('button', { name: 'Copier' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Télécharger' })).toBeInTheDocument()

    const next = screen.getByRole('button', { name: 'Continuer' })
    expect(next).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: 'J’ai mis ces codes en lieu sûr' }))
    expect(next).toBeEnabled()
    await user.click(next)
    expect(await screen.findByRole('tab', { name: 'Membres', selected: true })).toBeInTheDocument()
  })

  it('asks for the password before the enrolment when the sign-in is more than 5 minutes old', async () => {
    signInMock()
    Object.assign(administrator(), { totp: false, passkeys: 0 })
    mockAdminSession.authenticatedAt = new Date(Date.now() - 10 * 60_000).toISOString()
    const user = userEvent.setup({ delay: null })
    renderDashboard('/admin-dashboard/membres')

    // The server's 403 says why; no secret is drawn yet.
    expect(await screen.findByRole('alert')).toHaveTextContent(REAUTHENTICATION_MESSAGES.needed)
    expect(screen.queryByRole('img', { name: /Code QR à scanner/ })).not.toBeInTheDocument()
    const password = screen.getByLabelText(/^Mot de passe actuel/)
    await user.type(password, 'pas-le-bon')
    await user.click(screen.getByRole('button', { name: 'Continuer' }))
    expect(await screen.findByText(ACCOUNT_MESSAGES.wrongCurrentPassword)).toBeInTheDocument()
    await user.clear(screen.getByLabelText(/^Mot de passe actuel/))
    await user.type(screen.getByLabelText(/^Mot de passe actuel/), MOCK_ADMIN_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Continuer' }))
    expect(await screen.findByRole('img', { name: /Code QR à scanner/ })).toBeInTheDocument()
  })

  it('asks an installation’s first administrator for a name and an e-mail', async () => {
    signInMock()
    Object.assign(administrator(), { name: '', email: '', needsProfile: true })
    const user = userEvent.setup({ delay: null })
    renderDashboard()

    expect(await screen.findByRole('heading', { name: 'Votre compte' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Continuer' }))
    expect(await screen.findByText('Nom obligatoire.')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Votre nom/), 'Pasteur Samuel')
    await user.type(screen.getByLabelText(/^Votre adresse e-mail/), 'samuel@example.org')
    await user.click(screen.getByRole('button', { name: 'Continuer' }))
    expect(await screen.findByRole('tab', { name: "Vue d'ensemble", selected: true })).toBeInTheDocument()
    await waitFor(() => expect(administrator()).toMatchObject({ name: 'Pasteur Samuel', email: 'samuel@example.org' }))
  })
})
