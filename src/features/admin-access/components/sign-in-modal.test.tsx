import { describe, expect, it, vi, afterEach } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { render } from '#tests/setup/render.tsx'
import { server } from '#mocks/node.ts'
import { MOCK_ADMIN_PASSWORD } from '#mocks/handlers/admin.ts'
import { AdminAccessButton } from './admin-access-button.tsx'
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

describe('SignInModal', () => {
  it('shows "Mot de passe incorrect" for 3 seconds after a wrong password', async () => {
    // Fake clocks that still run on their own, so the request and the modal's transitions finish.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user, dialog } = await openModal({ fakeTimers: true })
    await user.type(within(dialog).getByLabelText(/Mot de passe/), 'pas-le-bon')
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }))

    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('Mot de passe incorrect')

    // The message must still be there just before 3 s, and gone just after.
    act(() => vi.advanceTimersByTime(WRONG_PASSWORD_DISPLAY_MS - 300))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Mot de passe incorrect')
    act(() => vi.advanceTimersByTime(600))
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the server message when too many attempts were made', async () => {
    server.use(
      http.post('*/api/admin/login', () =>
        HttpResponse.json({ message: 'Trop de requêtes. Veuillez patienter avant de réessayer.' }, { status: 429 }),
      ),
    )
    const { user, dialog } = await openModal()
    await user.type(within(dialog).getByLabelText(/Mot de passe/), 'essai')
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Veuillez patienter')
  })

  it('shows and hides the password with the toggle', async () => {
    const { user, dialog } = await openModal()
    const input = within(dialog).getByLabelText(/Mot de passe/)
    expect(input).toHaveAttribute('type', 'password')

    await user.click(within(dialog).getByRole('button', { name: 'Afficher le mot de passe' }))
    expect(input).toHaveAttribute('type', 'text')

    await user.click(within(dialog).getByRole('button', { name: 'Masquer le mot de passe' }))
    expect(input).toHaveAttribute('type', 'password')
  })

  it('requires a password before calling the server', async () => {
    const { user, dialog } = await openModal()
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }))
    expect(await within(dialog).findByText('Mot de passe obligatoire.')).toBeInTheDocument()
  })

  it('closes on "Annuler" and clears the field', async () => {
    const { user, dialog } = await openModal()
    await user.type(within(dialog).getByLabelText(/Mot de passe/), 'brouillon')
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Accès administrateur' }))
    const reopened = await screen.findByRole('dialog', { name: 'Accès administrateur' })
    expect(within(reopened).getByLabelText(/Mot de passe/)).toHaveValue('')
  })

  it('goes to the dashboard with the right password', async () => {
    const { user, dialog, router } = await openModal()
    await user.type(within(dialog).getByLabelText(/Mot de passe/), MOCK_ADMIN_PASSWORD)
    await user.click(within(dialog).getByRole('button', { name: 'Se connecter' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'))
  })
})
