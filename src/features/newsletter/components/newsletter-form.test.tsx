import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { render } from '#tests/setup/render.tsx'
import { breakPosts, failPosts, holdPosts, recordPosts } from '#mocks/testing.ts'
import { server } from '#mocks/node.ts'
import { messages } from '#common/seed/church.ts'
import { SUBSCRIBE_NEXT_STEP } from '#common/schemas/newsletter-subscription.ts'
import { state } from '#mocks/state.ts'
import { keptOfflineMessages } from '#common/kept-offline-messages.ts'
import { networkBack } from '#tests/setup/idempotency-keys.ts'
import { NewsletterForm } from './newsletter-form.tsx'

const PATH = '*/api/newsletter/subscribe'

async function renderForm() {
  render(<NewsletterForm />)
  return screen.findByRole('button', { name: "S'abonner" })
}
const emailField = () => screen.getByRole('textbox', { name: 'E-mail' })

/** A failed subscription's error is logged, for whoever looks at the console. */
function expectLoggedError() {
  return vi.spyOn(console, 'error').mockImplementation(() => {})
}

afterEach(() => vi.restoreAllMocks())

// Room for a busy two-core CI machine running every suite at once.
describe('NewsletterForm', { timeout: 15_000 }, () => {
  it('shows a French error and sends nothing while the e-mail is missing or invalid', async () => {
    const user = userEvent.setup({ delay: null })
    const posts = recordPosts(PATH)
    const button = await renderForm()

    await user.click(button)
    expect(await screen.findByText('Adresse e-mail obligatoire.')).toBeInTheDocument()

    await user.type(emailField(), 'pas-une-adresse')
    await user.click(button)
    expect(await screen.findByText('Adresse e-mail invalide.')).toBeInTheDocument()
    expect(posts).toHaveLength(0)
  })

  it('disables the button while subscribing', async () => {
    const user = userEvent.setup({ delay: null })
    const held = holdPosts(PATH)
    const button = await renderForm()
    await user.type(emailField(), 'ana@example.org')

    await user.click(button)

    await vi.waitFor(() => expect(button).toBeDisabled())
    held.release()
    await vi.waitFor(() => expect(button).toBeEnabled())
  })

  it('confirms the subscription, says the confirmation e-mail is coming, and clears the field', async () => {
    state.smtpConfigured = true
    const user = userEvent.setup({ delay: null })
    const posts = recordPosts(PATH)
    const button = await renderForm()
    await user.type(emailField(), '  ana@example.org ')

    await user.click(button)

    // The specification's success text, unchanged, then what the visitor must do next.
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `${messages.newsletterSuccess} Un e-mail de confirmation va vous être envoyé : ouvrez-le pour confirmer votre inscription.`,
      ),
    )
    expect(emailField()).toHaveValue('')
    expect(posts).toEqual([{ email: 'ana@example.org', website: '' }])
  })

  it('promises no e-mail while the church’s server cannot send one: the church will send it later', async () => {
    state.smtpConfigured = false
    const user = userEvent.setup({ delay: null })
    const button = await renderForm()
    await user.type(emailField(), 'ana@example.org')

    await user.click(button)

    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `${messages.newsletterSuccess} ${SUBSCRIBE_NEXT_STEP.confirmationWaits}`,
      ),
    )
    expect(screen.getByRole('status').textContent).not.toContain('va vous être envoyé')
  })

  it.each([
    ['confirmed', 'lucie.marcelin@example.org'],
    ['waiting for its confirmation', 'ebenezer.louis@example.org'],
    ['gone', 'KETTLY.joseph@example.org'],
  ])('shows the same success text for an address already %s, without telling it is known', async (_, email) => {
    const user = userEvent.setup({ delay: null })
    const button = await renderForm()
    await user.type(emailField(), email)

    await user.click(button)

    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(messages.newsletterSuccess))
    // The mocks send no e-mail (as a server without SMTP_URL): the same words for every address.
    expect(screen.getByRole('status').textContent).toBe(
      `${messages.newsletterSuccess} ${SUBSCRIBE_NEXT_STEP.confirmationWaits}`,
    )
    expect(screen.queryByRole('alert')).toBeNull()
    expect(emailField()).toHaveValue('')
  })

  it('keeps the subscription on the phone when offline, then confirms it once sent', async () => {
    const user = userEvent.setup({ delay: null })
    breakPosts(PATH)
    const button = await renderForm()
    await user.type(emailField(), 'ana@example.org')

    await user.click(button)

    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(keptOfflineMessages.newsletter))
    server.resetHandlers()
    const posts = recordPosts(PATH)
    networkBack()
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(messages.newsletterSuccess))
    // Sent from the phone's queue, its answer unread: the success text alone, no promise about an e-mail.
    expect(screen.getByRole('status').textContent).toBe(messages.newsletterSuccess)
    expect(posts).toEqual([{ email: 'ana@example.org', website: '' }])
  })

  it('shows the error text, keeps the e-mail and logs the error when the server fails', async () => {
    const user = userEvent.setup({ delay: null })
    const log = expectLoggedError()
    failPosts(PATH, 500)
    const button = await renderForm()
    await user.type(emailField(), 'ana@example.org')

    await user.click(button)

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.newsletterError)
    expect(emailField()).toHaveValue('ana@example.org')
    expect(log).toHaveBeenCalled()
  })

  it("puts the server's field error on the e-mail", async () => {
    const user = userEvent.setup({ delay: null })
    expectLoggedError()
    failPosts(PATH, 400, { email: ['Adresse e-mail refusée.'] })
    const button = await renderForm()
    await user.type(emailField(), 'ana@example.org')

    await user.click(button)

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.newsletterError)
    expect(emailField()).toHaveAccessibleDescription('Adresse e-mail refusée.')
    expect(emailField()).toHaveAttribute('aria-invalid', 'true')
  })
})
