import { describe, expect, it, vi, afterEach } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { render } from '#tests/setup/render.tsx'
import { server } from '#mocks/node.ts'
import { state } from '#mocks/state.ts'
import {
  MOCK_ACCOUNTS,
  MOCK_ADMIN_EMAIL,
  MOCK_ADMIN_PASSWORD,
  MOCK_RECOVERY_CODE,
  MOCK_TOTP_CODE,
  mockAdminSession,
} from '#mocks/handlers/admin.ts'
import { ACCOUNT_MESSAGES } from '#common/account-messages.ts'
import { AdminAccessButton } from './admin-access-button.tsx'
import { RESET_REQUESTED } from './forgot-password-form.tsx'
import { WRONG_PASSWORD_DISPLAY_MS } from './sign-in-form.tsx'

afterEach(() => {
  vi.useRealTimers()
})

async function openModal({ fakeTimers = false } = {}) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {})
  const result = render(<AdminAccessButton />)
  await user.click(await screen.findByRole('button', { name: 'Accès administrateur' }))
  const dialog = await screen.findByRole('dialog', { name: 'Accès administrateur' })
  return { user, dialog, ...result }
}

type User = Awaited<ReturnType<typeof openModal>>['user']

async function typeCredentials(user: User, dialog: HTMLElement, password = MOCK_ADMIN_PASSWORD) {
  await user.type(within(dialog).getByLabelText(/Adresse e-mail/), MOCK_ADMIN_EMAIL)
  await user.type(within(dialog).getByLabelText(/Mot de passe/, { selector: 'input' }), password)
  await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }))
}

describe('SignInModal', () => {
  it('says the e-mail or password is wrong for 3 seconds, keeping the e-mail', async () => {
    // Fake clocks that still run on their own, so the request and the modal's transitions finish.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user, dialog } = await openModal({ fakeTimers: true })
    await typeCredentials(user, dialog, 'pas-le-bon')

    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent(ACCOUNT_MESSAGES.wrongCredentials)
    expect(within(dialog).getByLabelText(/Adresse e-mail/)).toHaveValue(MOCK_ADMIN_EMAIL)

    // The message must still be there just before 3 s, and gone just after.
    act(() => vi.advanceTimersByTime(WRONG_PASSWORD_DISPLAY_MS - 300))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.wrongCredentials)
    act(() => vi.advanceTimersByTime(600))
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the server message with the wait when too many attempts were made', async () => {
    server.use(
      http.post('*/api/admin/login', () =>
        HttpResponse.json({ message: 'Trop de tentatives.' }, { status: 429, headers: { 'Retry-After': '300' } }),
      ),
    )
    const { user, dialog } = await openModal()
    await typeCredentials(user, dialog)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Trop de tentatives. Nouvel essai possible dans 5 min.',
    )
    // Nothing typed is lost.
    expect(within(dialog).getByLabelText(/Adresse e-mail/)).toHaveValue(MOCK_ADMIN_EMAIL)
    expect(within(dialog).getByLabelText(/Mot de passe/, { selector: 'input' })).toHaveValue(MOCK_ADMIN_PASSWORD)
  })

  it('while the account’s sign-ins are spaced out, asks for the code, which passes the wait', async () => {
    // The server refuses the password alone with a 429 naming the code; with a right code it signs in.
    server.use(
      http.post('*/api/admin/login', async ({ request }) => {
        const body = (await request.clone().json()) as { code?: string }
        if (body.code !== undefined) return undefined
        return HttpResponse.json(
          { message: ACCOUNT_MESSAGES.lockedCodeAccepted, secondFactor: 'totp' },
          { status: 429, headers: { 'Retry-After': '600' } },
        )
      }),
    )
    const { user, dialog, router } = await openModal()
    await typeCredentials(user, dialog)
    const code = await within(dialog).findByLabelText(/Code de vérification/)
    expect(within(dialog).getByText(ACCOUNT_MESSAGES.lockedCodeAccepted)).toBeInTheDocument()
    await user.type(code, MOCK_TOTP_CODE)
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'))
    expect(mockAdminSession.signedIn).toBe(true)
  })

  it('asks for the code of the authenticator app, then goes to the dashboard', async () => {
    const { user, dialog, router } = await openModal()
    await typeCredentials(user, dialog)
    const code = await within(dialog).findByLabelText(/Code de vérification/)
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    expect(code).toHaveAttribute('inputmode', 'numeric')
    expect(mockAdminSession.signedIn).toBe(false)
    await user.type(code, MOCK_TOTP_CODE)
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'))
    expect(mockAdminSession.signedIn).toBe(true)
  })

  it('says a wrong code under the field and keeps it', async () => {
    const { user, dialog } = await openModal()
    await typeCredentials(user, dialog)
    const code = await within(dialog).findByLabelText(/Code de vérification/)
    await user.type(code, '000000')
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }))
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.wrongCode)).toBeInTheDocument()
    expect(code).toHaveValue('000000')
    expect(code).toHaveAttribute('aria-invalid', 'true')
    expect(mockAdminSession.signedIn).toBe(false)
  })

  it('accepts a recovery code instead', async () => {
    const { user, dialog } = await openModal()
    await typeCredentials(user, dialog)
    await within(dialog).findByLabelText(/Code de vérification/)
    await user.click(within(dialog).getByRole('button', { name: 'Utiliser un code de secours' }))
    await user.type(within(dialog).getByLabelText(/Code de secours/), MOCK_RECOVERY_CODE)
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }))
    await waitFor(() => expect(mockAdminSession.signedIn).toBe(true))
  })

  it('signs in without a code an account that has no authenticator app', async () => {
    const { user, dialog, router } = await openModal()
    await user.type(within(dialog).getByLabelText(/Adresse e-mail/), 'secretariat@eglise-exemple.org')
    await user.type(within(dialog).getByLabelText(/Mot de passe/, { selector: 'input' }), MOCK_ADMIN_PASSWORD)
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'))
    expect(mockAdminSession.accountId).toBe(MOCK_ACCOUNTS.secretariat)
  })

  it('shows and hides the password with the toggle', async () => {
    const { user, dialog } = await openModal()
    const input = within(dialog).getByLabelText(/Mot de passe/, { selector: 'input' })
    expect(input).toHaveAttribute('type', 'password')

    await user.click(within(dialog).getByRole('button', { name: 'Afficher le mot de passe' }))
    expect(input).toHaveAttribute('type', 'text')

    await user.click(within(dialog).getByRole('button', { name: 'Masquer le mot de passe' }))
    expect(input).toHaveAttribute('type', 'password')
  })

  it('requires the e-mail and the password before calling the server', async () => {
    const { user, dialog } = await openModal()
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }))
    expect(await within(dialog).findByText('Adresse e-mail obligatoire.')).toBeInTheDocument()
    expect(within(dialog).getByText('Mot de passe obligatoire.')).toBeInTheDocument()
  })

  it('asks for a reset link and answers the same for any address', async () => {
    state.smtpConfigured = true
    const requests: unknown[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/password-reset')) requests.push(request.method)
    })
    const { user, dialog } = await openModal()
    await user.type(within(dialog).getByLabelText(/Adresse e-mail/), 'inconnu@example.org')
    await user.click(within(dialog).getByRole('button', { name: 'Mot de passe oublié ?' }))
    const email = within(dialog).getByLabelText(/Adresse e-mail/)
    expect(email).toHaveValue('inconnu@example.org')
    await user.click(within(dialog).getByRole('button', { name: 'Recevoir un lien' }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent(RESET_REQUESTED)
    expect(requests).toEqual(['POST'])
    server.events.removeAllListeners()
  })

  it.each(['inconnu@example.org', MOCK_ADMIN_EMAIL])(
    'tells the truth when no e-mail can leave: ask an administrator for a link (%s alike)',
    async (address) => {
      state.smtpConfigured = false
      const { user, dialog } = await openModal()
      await user.type(within(dialog).getByLabelText(/Adresse e-mail/), address)
      await user.click(within(dialog).getByRole('button', { name: 'Mot de passe oublié ?' }))
      await user.click(within(dialog).getByRole('button', { name: 'Recevoir un lien' }))
      const status = await within(dialog).findByRole('status')
      expect(status).toHaveTextContent(
        'Aucun e-mail ne peut partir pour l’instant : demandez à un administrateur de vous envoyer un lien de réinitialisation.',
      )
      expect(status).not.toHaveTextContent(/vient d’y être envoyé/)
    },
  )

  it('closes on "Annuler" and clears the fields', async () => {
    const { user, dialog } = await openModal()
    await user.type(within(dialog).getByLabelText(/Mot de passe/, { selector: 'input' }), 'brouillon')
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Accès administrateur' }))
    const reopened = await screen.findByRole('dialog', { name: 'Accès administrateur' })
    expect(within(reopened).getByLabelText(/Mot de passe/, { selector: 'input' })).toHaveValue('')
  })
})
