import { File as NodeFile } from 'node:buffer'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cleanNotifications } from '@mantine/notifications'
import { http, HttpResponse } from 'msw'
import { server } from '#mocks/node.ts'
import { SERMON_UPLOAD_MESSAGES } from '#common/sermon-audio.ts'
import { recordAdminRequests, renderDashboard, signInMock } from '../../test-utils.tsx'

// As in the gallery's tests: the upload's body crosses MSW's XMLHttpRequest interceptor into a
// Node Request, which keeps Node's own FormData and File only.
const NodeFormData = (
  await new Request('http://localhost/', { method: 'POST', body: new URLSearchParams('a=1') }).formData()
).constructor as typeof FormData

beforeEach(() => {
  signInMock()
  vi.stubGlobal('FormData', NodeFormData)
})
afterEach(() => {
  cleanNotifications()
  vi.unstubAllGlobals()
})

/** A file that starts as a WAV does ("RIFF" <size> "WAVE"), `size` bytes long. */
function wavFile(name = 'culte-dimanche.wav', size = 4096) {
  const bytes = new Uint8Array(size)
  bytes.set([...'RIFF'].map((c) => c.charCodeAt(0)))
  bytes.set(
    [...'WAVE'].map((c) => c.charCodeAt(0)),
    8,
  )
  return new NodeFile([bytes], name, { type: 'audio/wav' }) as unknown as File
}

async function openTab() {
  renderDashboard('/admin-dashboard/predications')
  const panel = await screen.findByRole('tabpanel', { name: 'Prédications' })
  await within(panel).findByText(/Aucune prédication pour l’instant/)
  return panel
}

async function openForm(panel: HTMLElement) {
  const user = userEvent.setup()
  await user.click(within(panel).getByRole('button', { name: 'Ajouter une prédication' }))
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter une prédication' })
  return { user, dialog }
}

async function fillSermon(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: /^Titre/ }), 'Le bon berger')
  await user.type(within(dialog).getByRole('textbox', { name: /^Prédicateur/ }), 'Pasteur Jean Exemple')
  await user.type(within(dialog).getByLabelText(/^Date/), '2026-11-29')
  await user.type(within(dialog).getByRole('textbox', { name: /^Passage biblique/ }), 'Jean 10.1-18')
}

describe('SermonsTab: a sermon and its recording', () => {
  it('adds a sermon, sends its recording with a progress bar, and lists it waiting for its conversion', async () => {
    const requests = recordAdminRequests()
    const panel = await openTab()
    const { user, dialog } = await openForm(panel)
    await fillSermon(user, dialog)
    await user.upload(within(dialog).getByLabelText(/^Enregistrement/), wavFile())
    expect(within(dialog).getByText('culte-dimanche.wav (0,1 Mo)')).toBeInTheDocument()
    // The upload's answer held until the bar has been seen; then the mock server answers.
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(http.post('*/api/admin/sermons/:id/audio', async () => void (await gate)))
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer et envoyer' }))
    const bar = await within(dialog).findByRole('progressbar', { name: 'Envoi de l’enregistrement' })
    expect(bar).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^(Envoi de l’enregistrement : \d+ %|Enregistrement reçu)/),
    )
    expect(within(dialog).getByRole('button', { name: /Enregistrer et envoyer/ })).toHaveAttribute(
      'data-loading',
      'true',
    )
    release()

    expect(
      await screen.findByText(
        'Enregistrement de « Le bon berger » reçu : la conversion suit, son état s’affiche dans la liste.',
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const item = await within(panel).findByRole('listitem', { name: 'Le bon berger' })
    expect(within(item).getByText(/Pasteur Jean Exemple · 29 novembre 2026 · Jean 10.1-18/)).toBeInTheDocument()
    expect(within(item).getByText('Enregistrement :', { exact: false }).parentElement).toHaveTextContent(
      'Enregistrement : En attente',
    )
    expect(within(item).getByText('Pas encore en ligne')).toBeInTheDocument()
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url.pathname)).toEqual([
      '/api/admin/sermons',
      '/api/admin/sermons/1/audio',
    ])
  })

  it('refuses a recording over 300 Mo and a file that is not audio, in French, before sending it', async () => {
    const requests = recordAdminRequests()
    const panel = await openTab()
    const { user, dialog } = await openForm(panel)
    await fillSermon(user, dialog)
    const big = wavFile('trois-heures.wav')
    Object.defineProperty(big, 'size', { value: 301 * 1024 * 1024 })
    await user.upload(within(dialog).getByLabelText(/^Enregistrement/), big)
    expect(await within(dialog).findByText(SERMON_UPLOAD_MESSAGES.tooLarge)).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Enregistrement/)).toHaveAttribute('aria-invalid', 'true')

    const text = new NodeFile(['Ceci n’est pas un enregistrement.'], 'culte.mp3', { type: 'audio/mpeg' })
    await user.upload(within(dialog).getByLabelText(/^Enregistrement/), text as unknown as File)
    expect(await within(dialog).findByText(SERMON_UPLOAD_MESSAGES.wrongType)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer et envoyer' }))
    expect(within(dialog).getByLabelText(/^Enregistrement/)).toHaveFocus()
    expect(requests.filter((request) => request.method === 'POST')).toEqual([])
  })

  it('shows the server’s refusal on the file, the sermon itself kept, and sends again as an edit', async () => {
    server.use(
      http.post('*/api/admin/sermons/:id/audio', () =>
        HttpResponse.json(
          { message: SERMON_UPLOAD_MESSAGES.tooLarge, fieldErrors: { file: [SERMON_UPLOAD_MESSAGES.tooLarge] } },
          { status: 413 },
        ),
      ),
    )
    const requests = recordAdminRequests()
    const panel = await openTab()
    const { user, dialog } = await openForm(panel)
    await fillSermon(user, dialog)
    await user.upload(within(dialog).getByLabelText(/^Enregistrement/), wavFile())
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer et envoyer' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('L’enregistrement n’a pas été envoyé')
    expect(alert).toHaveTextContent(SERMON_UPLOAD_MESSAGES.tooLarge)
    expect(alert).toHaveTextContent('Les informations de la prédication, elles, sont enregistrées.')
    expect(within(dialog).getByLabelText(/^Enregistrement/)).toHaveAttribute('aria-invalid', 'true')
    expect(await within(panel).findByRole('listitem', { name: 'Le bon berger' })).toBeInTheDocument()

    // Sent again: the sermon is not added twice.
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer et envoyer' }))
    await waitFor(() =>
      expect(requests.filter((request) => request.method !== 'GET').map((request) => request.method)).toEqual([
        'POST',
        'POST',
        'PUT',
        'POST',
      ]),
    )
  })

  it('puts the server’s field errors on the fields, in French', async () => {
    const panel = await openTab()
    const { user, dialog } = await openForm(panel)
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter la prédication' }))
    expect(await within(dialog).findAllByText('Ce champ est obligatoire.')).toHaveLength(2)
    expect(within(dialog).getByRole('textbox', { name: /^Titre/ })).toHaveAttribute('aria-invalid', 'true')
    server.use(
      http.post('*/api/admin/sermons', () =>
        HttpResponse.json(
          {
            message: 'Certains champs sont invalides.',
            fieldErrors: { videoUrl: ['Adresse web invalide (https://…).'] },
          },
          { status: 400 },
        ),
      ),
    )
    await fillSermon(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter la prédication' }))
    expect(await within(dialog).findByText('Adresse web invalide (https://…).')).toBeInTheDocument()
  })
})

describe('SermonsTab: the live stream', () => {
  it('saves the live-stream link, and says in French when it is not a web address', async () => {
    const panel = await openTab()
    const user = userEvent.setup()
    const field = within(panel).getByRole('textbox', { name: /^Lien du culte en direct/ })
    await user.type(field, 'pas une adresse')
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer le lien' }))
    expect(await within(panel).findByText('Adresse web invalide (https://…).')).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, 'https://www.youtube.com/@eglise/live')
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer le lien' }))
    expect(await screen.findByText('Lien du culte en direct enregistré.')).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Retirer le lien' })).toBeInTheDocument()
  })
})
