import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { onlineManager } from '@tanstack/react-query'
import { render } from '#tests/setup/render.tsx'
import { server } from '#mocks/node.ts'
import { breakPosts, failPosts, holdPosts, recordPosts } from '#mocks/testing.ts'
import { messages } from '#common/seed/church.ts'
import { keptOfflineMessages } from '#common/kept-offline-messages.ts'
import { networkBack, recordKeys, UUID } from '#tests/setup/idempotency-keys.ts'
import { CONTACT_SUBJECTS, type ContactSubject } from '#common/schemas/contact-message.ts'
import { ContactForm } from './contact-form.tsx'

const PATH = '*/api/contact'

async function renderForm(ui = <ContactForm />) {
  render(ui)
  return screen.findByRole('button', { name: 'Envoyer le message' })
}
const field = (name: string) => screen.getByRole('textbox', { name })
const subject = () => screen.getByRole('combobox', { name: 'Sujet' })

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Nom'), 'Paul Martin')
  await user.type(field('E-mail'), 'paul@example.org')
  await user.selectOptions(subject(), 'Prière')
  await user.type(field('Message'), 'Merci de prier pour ma famille.')
}

// Room for a busy two-core CI machine running every suite at once.
describe('ContactForm', { timeout: 15_000 }, () => {
  it('offers the seven subjects after an empty choice', async () => {
    await renderForm()
    const options = Array.from((subject() as HTMLSelectElement).options).map((o) => o.textContent)
    expect(options).toEqual(['— Choisir un sujet —', ...CONTACT_SUBJECTS])
    expect(subject()).toHaveValue('')
  })

  it('shows French errors inline and sends nothing while invalid', async () => {
    const user = userEvent.setup({ delay: null })
    const posts = recordPosts(PATH)
    await user.click(await renderForm())

    expect(await screen.findByText('Le nom est obligatoire.')).toBeInTheDocument()
    expect(screen.getByText('Adresse e-mail obligatoire.')).toBeInTheDocument()
    expect(screen.getByText('Choisissez un sujet.')).toBeInTheDocument()
    expect(screen.getByText('Le message est obligatoire.')).toBeInTheDocument()
    // The phone is optional, but checked when given.
    await user.type(field('Téléphone'), '12')
    await user.tab()
    expect(await screen.findByText('Numéro de téléphone invalide.')).toBeInTheDocument()
    expect(posts).toHaveLength(0)
  })

  it('disables the button while sending', async () => {
    const user = userEvent.setup({ delay: null })
    const held = holdPosts(PATH)
    const button = await renderForm()
    await fill(user)

    await user.click(button)

    await waitFor(() => expect(button).toBeDisabled())
    held.release()
    await waitFor(() => expect(button).toBeEnabled())
  })

  it('confirms the message and clears the fields', async () => {
    const user = userEvent.setup({ delay: null })
    const posts = recordPosts(PATH)
    const button = await renderForm()
    await fill(user)

    await user.click(button)

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(messages.contactSuccess))
    expect(field('Nom')).toHaveValue('')
    expect(field('Message')).toHaveValue('')
    expect(subject()).toHaveValue('')
    expect(posts).toEqual([
      {
        name: 'Paul Martin',
        email: 'paul@example.org',
        phone: '',
        subject: 'Prière',
        message: 'Merci de prier pour ma famille.',
        website: '',
      },
    ])
  })

  it('shows the error text and keeps the fields when the server fails', async () => {
    const user = userEvent.setup({ delay: null })
    failPosts(PATH, 500)
    const button = await renderForm()
    await fill(user)

    await user.click(button)

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.contactError)
    expect(field('Nom')).toHaveValue('Paul Martin')
    expect(subject()).toHaveValue('Prière')
    expect(field('Message')).toHaveValue('Merci de prier pour ma famille.')
  })

  it('keeps the message on the phone when the connection drops, and sends it once the network is back', async () => {
    const user = userEvent.setup({ delay: null })
    breakPosts(PATH)
    const firstTry = recordKeys(PATH)
    const button = await renderForm()
    await fill(user)

    await user.click(button)

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(keptOfflineMessages.contact))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    // Kept: the form is done with it.
    expect(field('Nom')).toHaveValue('')

    server.resetHandlers()
    const posts = recordPosts(PATH)
    const retry = recordKeys(PATH)
    networkBack()

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(messages.contactSuccess))
    expect(posts).toEqual([
      expect.objectContaining({ name: 'Paul Martin', message: 'Merci de prier pour ma famille.' }),
    ])
    // The same submission: the key made at the first tap.
    expect(firstTry).toEqual([expect.stringMatching(UUID)])
    expect(retry).toEqual(firstTry)
  })

  it('keeps the message at once when the browser already knows it is offline', async () => {
    const user = userEvent.setup({ delay: null })
    breakPosts(PATH)
    const button = await renderForm()
    await fill(user)
    onlineManager.setOnline(false)
    try {
      await user.click(button)
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(keptOfflineMessages.contact))
    } finally {
      onlineManager.setOnline(true)
    }
    server.resetHandlers()
    networkBack()
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(messages.contactSuccess))
  })

  it('sends the same Idempotency-Key when the visitor tries again after an error, a new one for new content', async () => {
    const user = userEvent.setup({ delay: null })
    failPosts(PATH, 500)
    const keys = recordKeys(PATH)
    const button = await renderForm()
    await fill(user)
    await user.click(button)
    await screen.findByRole('alert')

    await user.click(button)
    await waitFor(() => expect(keys).toHaveLength(2))
    await user.type(field('Message'), ' Amen.')
    await user.click(button)
    await waitFor(() => expect(keys).toHaveLength(3))

    expect(keys[0]).toMatch(UUID)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).toMatch(UUID)
    expect(keys[2]).not.toBe(keys[0])
  })

  it('clears the previous result when sending again', async () => {
    const user = userEvent.setup({ delay: null })
    failPosts(PATH, 500)
    const button = await renderForm()
    await fill(user)
    await user.click(button)
    await screen.findByRole('alert')

    server.resetHandlers()
    const held = holdPosts(PATH)
    await user.click(button)

    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(button).toBeDisabled()
    held.release()
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(messages.contactSuccess))
  })

  it("puts the server's field errors on the fields", async () => {
    const user = userEvent.setup({ delay: null })
    failPosts(PATH, 400, { message: ['Le message est trop court.'] })
    const button = await renderForm()
    await fill(user)

    await user.click(button)

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.contactError)
    expect(field('Message')).toHaveAccessibleDescription('Le message est trop court.')
    expect(field('Message')).toHaveFocus()
  })

  it('preselects the subject it is given, and follows a new one', async () => {
    const user = userEvent.setup({ delay: null })
    function Harness() {
      const [value, setValue] = useState<ContactSubject>('FEPROBA')
      return (
        <>
          <button type="button" onClick={() => setValue('Autre')}>
            Devenir Partenaire
          </button>
          <ContactForm defaultSubject={value} />
        </>
      )
    }
    await renderForm(<Harness />)
    expect(subject()).toHaveValue('FEPROBA')

    await user.click(screen.getByRole('button', { name: 'Devenir Partenaire' }))
    expect(subject()).toHaveValue('Autre')
  })

  it('keeps the given subject after a successful message', async () => {
    const user = userEvent.setup({ delay: null })
    const button = await renderForm(<ContactForm defaultSubject="Visite" />)
    await user.type(field('Nom'), 'Paul Martin')
    await user.type(field('E-mail'), 'paul@example.org')
    await user.type(field('Message'), 'Je viendrai dimanche.')

    await user.click(button)

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(messages.contactSuccess))
    expect(field('Nom')).toHaveValue('')
    expect(subject()).toHaveValue('Visite')
  })
})
