import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { render } from '#tests/setup/render.tsx'
import { breakPosts, failPosts, holdPosts, recordPosts } from '#mocks/testing.ts'
import { server } from '#mocks/node.ts'
import { messages } from '#common/seed/church.ts'
import { keptOfflineMessages } from '#common/kept-offline-messages.ts'
import { networkBack } from '#tests/setup/idempotency-keys.ts'
import type { IslProgramId } from '#common/schemas/isl-request.ts'
import { IslApplicationModal } from './isl-application-modal.tsx'

const PATH = '*/isl/register'
const TITLE = 'Candidature — ISL'

async function renderModal(programId: IslProgramId | null = 'diplome', onClose = vi.fn()) {
  render(<IslApplicationModal opened onClose={onClose} programId={programId} />)
  const dialog = await screen.findByRole('dialog', { name: TITLE })
  return { dialog, onClose, button: within(dialog).getByRole('button', { name: 'Soumettre ma candidature' }) }
}
const field = (name: string) => screen.getByRole('textbox', { name })
const select = (name: string) => screen.getByRole('combobox', { name })

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Nom complet'), 'Samuel Jean')
  await user.type(field('E-mail'), 'samuel@example.org')
  await user.type(field('Téléphone'), '849-555-0123')
}

/** A page with one apply button per programme, like the ISL page. */
function IslPage() {
  const [programId, setProgramId] = useState<IslProgramId | null>(null)
  return (
    <>
      <button type="button" onClick={() => setProgramId('certificat')}>
        Postuler au certificat
      </button>
      <button type="button" onClick={() => setProgramId('licence')}>
        Postuler à la licence
      </button>
      <IslApplicationModal opened={programId !== null} onClose={() => setProgramId(null)} programId={programId} />
    </>
  )
}

// Room for a busy two-core CI machine running every suite at once.
describe('IslApplicationModal', { timeout: 15_000 }, () => {
  it('opens from a programme button with that programme selected, and closes', async () => {
    const user = userEvent.setup({ delay: null })
    render(<IslPage />)

    await user.click(await screen.findByRole('button', { name: 'Postuler à la licence' }))
    const dialog = await screen.findByRole('dialog', { name: TITLE })
    expect(select('Programme')).toHaveValue('licence')

    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Postuler au certificat' }))
    await screen.findByRole('dialog', { name: TITLE })
    expect(select('Programme')).toHaveValue('certificat')
  })

  it('offers the French choices of each list', async () => {
    await renderModal()
    const labels = (name: string) =>
      within(select(name))
        .getAllByRole('option')
        .map((o) => o.textContent)
    expect(labels('Programme')).toEqual(['— Choisir un programme —', 'Certificat', 'Diplôme', 'Licence'])
    expect(labels("Niveau d'études actuel")).toEqual([
      '— Choisir —',
      'Secondaire',
      'Universitaire',
      'Certificat',
      'Licence',
      'Autre',
    ])
    expect(labels('Expérience ministérielle')).toEqual(['— Choisir —', 'Aucune', '1-2 ans', '3-5 ans', '5 ans et plus'])
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

  it('keeps the application on the phone when offline, then confirms it once sent', async () => {
    const user = userEvent.setup({ delay: null })
    breakPosts(PATH)
    const { dialog, button } = await renderModal('diplome')
    await fill(user)

    await user.click(button)

    const status = within(dialog).getByRole('status')
    await waitFor(() => expect(status).toHaveTextContent(keptOfflineMessages.programme))
    server.resetHandlers()
    const posts = recordPosts(PATH)
    networkBack()
    await waitFor(() => expect(status).toHaveTextContent(messages.islSuccess))
    expect(posts).toEqual([expect.objectContaining({ name: 'Samuel Jean', type: 'isl_registration' })])
  })

  it('confirms the application, clears the fields and stays open', async () => {
    const user = userEvent.setup({ delay: null })
    const posts = recordPosts(PATH)
    const { dialog, button, onClose } = await renderModal('diplome')
    await fill(user)
    await user.selectOptions(select("Niveau d'études actuel"), 'Universitaire')
    await user.selectOptions(select('Expérience ministérielle'), '3-5 ans')

    await user.click(button)

    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(messages.islSuccess))
    expect(field('Nom complet')).toHaveValue('')
    expect(select('Expérience ministérielle')).toHaveValue('')
    expect(select('Programme')).toHaveValue('diplome')
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
    expect(posts).toEqual([
      {
        name: 'Samuel Jean',
        email: 'samuel@example.org',
        phone: '849-555-0123',
        currentEducation: 'universitaire',
        program: 'diplome',
        level: '',
        ministry: '3-5ans',
        message: '',
        type: 'isl_registration',
        website: '',
      },
    ])
  })

  it('shows the error text and keeps the fields when the server fails', async () => {
    const user = userEvent.setup({ delay: null })
    failPosts(PATH, 500)
    const { button } = await renderModal()
    await fill(user)

    await user.click(button)

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.programmeError)
    expect(field('Nom complet')).toHaveValue('Samuel Jean')
    expect(select('Programme')).toHaveValue('diplome')
  })

  it("puts the server's field errors on the fields", async () => {
    const user = userEvent.setup({ delay: null })
    failPosts(PATH, 400, { email: ['Adresse e-mail invalide.'] })
    const { button } = await renderModal()
    await fill(user)

    await user.click(button)

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.programmeError)
    expect(field('E-mail')).toHaveAccessibleDescription('Adresse e-mail invalide.')
  })

  it('closes with Escape', async () => {
    const user = userEvent.setup({ delay: null })
    const { onClose } = await renderModal()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
