import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { render } from '#tests/setup/render.tsx'
import { breakPosts, failPosts, holdPosts, recordPosts } from '#mocks/testing.ts'
import { server } from '#mocks/node.ts'
import { messages } from '#common/seed/church.ts'
import { keptOfflineMessages } from '#common/kept-offline-messages.ts'
import { networkBack } from '#tests/setup/idempotency-keys.ts'
import type { FeprobaProgramId } from '#common/schemas/feproba-request.ts'
import { FeprobaRequestModal } from './feproba-request-modal.tsx'

const PATH = '*/feproba/register'
const TITLE = "Demande d'inscription — FEPROBA"

async function renderModal(programId: FeprobaProgramId | null = 'couture', onClose = vi.fn()) {
  render(<FeprobaRequestModal opened onClose={onClose} programId={programId} />)
  const dialog = await screen.findByRole('dialog', { name: TITLE })
  return { dialog, onClose, button: within(dialog).getByRole('button', { name: 'Envoyer la demande' }) }
}
const field = (name: string) => screen.getByRole('textbox', { name })
const age = () => screen.getByRole('spinbutton', { name: 'Âge' })
const programme = () => screen.getByRole('combobox', { name: 'Programme' })

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Nom complet'), 'Rosa Pérez')
  await user.type(field('E-mail'), 'rosa@example.org')
  await user.type(field('Téléphone'), '+1 829 555 0199')
}

// Room for a busy two-core CI machine running every suite at once.
describe('FeprobaRequestModal', { timeout: 15_000 }, () => {
  it('opens with the chosen programme selected', async () => {
    await renderModal('informatique')
    expect(programme()).toHaveValue('informatique')
    expect(within(programme()).getByRole('option', { name: 'Informatique' })).toHaveProperty('selected', true)
  })

  it('shows French errors inline and sends nothing while invalid', async () => {
    const user = userEvent.setup({ delay: null })
    const posts = recordPosts(PATH)
    const { button } = await renderModal(null)

    await user.click(button)

    expect(await screen.findByText('Le nom est obligatoire.')).toBeInTheDocument()
    expect(screen.getByText('Adresse e-mail obligatoire.')).toBeInTheDocument()
    expect(screen.getByText('Numéro de téléphone obligatoire.')).toBeInTheDocument()
    expect(screen.getByText('Choisissez un programme.')).toBeInTheDocument()
    await user.type(age(), '2.5')
    await user.tab()
    expect(await screen.findByText("L'âge doit être un nombre entier.")).toBeInTheDocument()
    expect(posts).toHaveLength(0)
  })

  it('disables the button while sending', async () => {
    const user = userEvent.setup({ delay: null })
    const held = holdPosts(PATH)
    const { button } = await renderModal()
    await fill(user)

    await user.click(button)

    await waitFor(() => expect(button).toBeDisabled())
    held.release()
    await waitFor(() => expect(button).toBeEnabled())
  })

  it('keeps the request on the phone when offline, then confirms it once sent', async () => {
    const user = userEvent.setup({ delay: null })
    breakPosts(PATH)
    const { dialog, button } = await renderModal('couture')
    await fill(user)

    await user.click(button)

    const status = within(dialog).getByRole('status')
    await waitFor(() => expect(status).toHaveTextContent(keptOfflineMessages.programme))
    server.resetHandlers()
    const posts = recordPosts(PATH)
    networkBack()
    await waitFor(() => expect(status).toHaveTextContent(messages.feprobaSuccess))
    expect(posts).toEqual([expect.objectContaining({ name: 'Rosa Pérez', program: 'couture' })])
  })

  it('confirms the request, clears the fields and stays open', async () => {
    const user = userEvent.setup({ delay: null })
    const posts = recordPosts(PATH)
    const { dialog, button, onClose } = await renderModal('couture')
    await fill(user)
    await user.type(age(), '17')

    await user.click(button)

    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(messages.feprobaSuccess))
    expect(field('Nom complet')).toHaveValue('')
    expect(age()).toHaveValue(null)
    expect(programme()).toHaveValue('couture')
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
    expect(posts).toEqual([
      {
        name: 'Rosa Pérez',
        email: 'rosa@example.org',
        phone: '+1 829 555 0199',
        age: 17,
        program: 'couture',
        level: '',
        message: '',
        type: 'feproba_registration',
        website: '',
      },
    ])
  })

  it('leaves the age out when it is not given', async () => {
    const user = userEvent.setup({ delay: null })
    const posts = recordPosts(PATH)
    const { button, dialog } = await renderModal('anglais')
    await fill(user)

    await user.click(button)

    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(messages.feprobaSuccess))
    expect(posts[0]).not.toHaveProperty('age')
  })

  it('shows the error text and keeps the fields when the server fails', async () => {
    const user = userEvent.setup({ delay: null })
    failPosts(PATH, 500)
    const { button } = await renderModal()
    await fill(user)

    await user.click(button)

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.programmeError)
    expect(field('Nom complet')).toHaveValue('Rosa Pérez')
    expect(field('Téléphone')).toHaveValue('+1 829 555 0199')
  })

  it("puts the server's field errors on the fields", async () => {
    const user = userEvent.setup({ delay: null })
    failPosts(PATH, 400, { phone: ['Numéro de téléphone invalide.'], type: ['Type de demande invalide.'] })
    const { button } = await renderModal()
    await fill(user)

    await user.click(button)

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.programmeError)
    expect(field('Téléphone')).toHaveAccessibleDescription('Numéro de téléphone invalide.')
  })

  it('closes with its X button and with Escape, keeping the focus inside meanwhile', async () => {
    const user = userEvent.setup({ delay: null })
    const { dialog, onClose } = await renderModal()

    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    for (let i = 0; i < 12; i += 1) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(2)
  })
})
