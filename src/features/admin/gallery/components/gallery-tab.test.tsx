import { File as NodeFile } from 'node:buffer'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cleanNotifications } from '@mantine/notifications'
import { http, HttpResponse } from 'msw'
import { server } from '#mocks/node.ts'
import { GALLERY_UPLOAD_MESSAGES } from '#common/schemas/gallery-categories.ts'
import { recordAdminRequests, renderDashboard, signInMock } from '../../test-utils.tsx'

// The upload's body goes through MSW's XMLHttpRequest interceptor into a fetch Request (Node's):
// jsdom's FormData and File do not survive that trip (the mock got 9 bytes), Node's own do. A
// browser has one kind of each.
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

const JPEG_START = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]
/** A file whose first bytes are a JPEG's, `size` bytes long. */
const jpegFile = (name = 'bapteme.jpg', size = 2048) => {
  const bytes = new Uint8Array(size)
  bytes.set(JPEG_START)
  return new NodeFile([bytes], name, { type: 'image/jpeg' }) as unknown as File
}

async function openGallery() {
  const view = renderDashboard('/admin-dashboard/galerie')
  const panel = await screen.findByRole('tabpanel', { name: 'Galerie' })
  await within(panel).findByText('30 photos publiées')
  const form = within(panel).getByRole('form', { name: 'Ajouter une photo' })
  return { ...view, panel, form }
}

async function fillForm(
  form: HTMLElement,
  file: File,
  { category = 'FEPROBA', description = 'Baptême au bord de la rivière' } = {},
) {
  const user = userEvent.setup({ delay: null })
  await user.upload(within(form).getByLabelText(/^Photo/), file)
  await user.selectOptions(within(form).getByRole('combobox', { name: /Catégorie/ }), category)
  await user.type(within(form).getByRole('textbox', { name: /Description/ }), description)
  return user
}

/** Holds the upload's answer until `release()`; then the mock server answers as usual. */
function holdUpload() {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(http.post('*/api/admin/gallery', async () => void (await gate)))
  return { release: () => release() }
}

describe('GalleryTab — the list', () => {
  it('shows the photos from the API with their category and counts, samples marked, and the upload form', async () => {
    renderDashboard('/admin-dashboard/galerie')
    const panel = await screen.findByRole('tabpanel', { name: 'Galerie' })
    expect(within(panel).getByText('JPG, PNG, WEBP, 5 Mo maximum')).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Envoyer la photo' })).toBeInTheDocument()
    expect(await within(panel).findByText('30 photos publiées')).toBeInTheDocument()
    expect(
      within(within(panel).getByRole('list', { name: 'Photos par catégorie' })).getByText('ISL : 5'),
    ).toBeInTheDocument()
    const photos = within(within(panel).getByRole('list', { name: 'Photos de la galerie' })).getAllByRole('listitem')
    expect(photos).toHaveLength(30)
    expect(within(photos[29]!).getByText('Inauguration des nouveaux bâtiments')).toBeInTheDocument()
    expect(within(photos[29]!).getByText('Exemple')).toBeInTheDocument()
    expect(
      within(panel).getByRole('button', { name: 'Modifier la photo « Pose de la première pierre »' }),
    ).toBeInTheDocument()
    expect(
      within(panel).getByRole('button', { name: 'Supprimer la photo « Pose de la première pierre »' }),
    ).toBeInTheDocument()
  })
})

describe('GalleryTab: upload form', () => {
  it('shows a progress bar while the photo goes up, then clears the form and shows the photo first', async () => {
    const { panel, form } = await openGallery()
    const user = await fillForm(form, jpegFile())
    // The chosen photo is previewed.
    expect(form.querySelector('img[src^="blob:"]')).not.toBeNull()
    const held = holdUpload()
    await user.click(within(form).getByRole('button', { name: 'Envoyer la photo' }))

    const bar = await within(form).findByRole('progressbar', { name: 'Envoi de la photo' })
    expect(bar).toHaveAttribute('aria-valuenow', '0')
    expect(within(form).getByText('Envoi de la photo : 0 %')).toBeInTheDocument()
    expect(within(form).getByRole('button', { name: /Envoyer la photo/ })).toHaveAttribute('data-loading', 'true')
    expect(within(form).getByRole('textbox', { name: /Description/ })).toBeDisabled()
    held.release()

    expect(
      await within(form).findByText('Photo ajoutée à la galerie : « Baptême au bord de la rivière » (FEPROBA).'),
    ).toBeInTheDocument()
    expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument()
    expect(within(form).getByRole('textbox', { name: /Description/ })).toHaveValue('')
    expect(within(form).getByRole('combobox', { name: /Catégorie/ })).toHaveValue('')
    expect((within(form).getByLabelText(/^Photo/) as HTMLInputElement).files).toHaveLength(0)

    expect(await within(panel).findByText('31 photos publiées')).toBeInTheDocument()
    const first = within(within(panel).getByRole('list', { name: 'Photos de la galerie' })).getAllByRole('listitem')[0]!
    expect(within(first).getByText('Baptême au bord de la rivière')).toBeInTheDocument()
    expect(within(first).getByText('FEPROBA')).toBeInTheDocument()
    expect(within(first).queryByText('Exemple')).not.toBeInTheDocument()
    expect(within(first).getByText(/^Ajoutée le .+ par Pasteur Samuel Joseph$/)).toBeInTheDocument()
  })

  it('refuses a photo over 5 MB and a file that is not an image, in French, before sending anything', async () => {
    const requests = recordAdminRequests()
    const { form } = await openGallery()
    const user = await fillForm(form, jpegFile('grande.jpg', 6 * 1024 * 1024))
    expect(await within(form).findByText(GALLERY_UPLOAD_MESSAGES.tooLarge)).toBeInTheDocument()
    expect(within(form).getByLabelText(/^Photo/)).toHaveAttribute('aria-invalid', 'true')
    await user.click(within(form).getByRole('button', { name: 'Envoyer la photo' }))

    // A text file renamed .jpg: refused by its content, not its name.
    const text = new NodeFile(['Ceci n’est pas une photo.'], 'photo.jpg', { type: 'image/jpeg' }) as unknown as File
    await user.upload(within(form).getByLabelText(/^Photo/), text)
    expect(await within(form).findByText(GALLERY_UPLOAD_MESSAGES.wrongType)).toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: 'Envoyer la photo' }))
    expect(within(form).getByLabelText(/^Photo/)).toHaveFocus()
    expect(requests.filter((request) => request.method === 'POST')).toEqual([])
  })

  it('names every missing field in French and sends nothing', async () => {
    const requests = recordAdminRequests()
    const { form } = await openGallery()
    await userEvent.setup({ delay: null }).click(within(form).getByRole('button', { name: 'Envoyer la photo' }))
    expect(await within(form).findByText(GALLERY_UPLOAD_MESSAGES.missing)).toBeInTheDocument()
    expect(within(form).getByText('Choisissez une catégorie de la liste.')).toBeInTheDocument()
    expect(within(form).getByText('Décrivez la photo (texte lu aux personnes aveugles).')).toBeInTheDocument()
    expect(requests.filter((request) => request.method === 'POST')).toEqual([])
  })

  it.each([
    [415, GALLERY_UPLOAD_MESSAGES.wrongType],
    [413, GALLERY_UPLOAD_MESSAGES.tooLarge],
    [400, GALLERY_UPLOAD_MESSAGES.unreadable],
  ])('shows the server’s %i refusal in French, on the file, and keeps what was typed', async (status, message) => {
    server.use(
      http.post('*/api/admin/gallery', () =>
        HttpResponse.json({ message, fieldErrors: { file: [message] } }, { status }),
      ),
    )
    const { form } = await openGallery()
    const user = await fillForm(form, jpegFile())
    await user.click(within(form).getByRole('button', { name: 'Envoyer la photo' }))
    const alert = await within(form).findByRole('alert')
    expect(alert).toHaveTextContent('La photo n’a pas été ajoutée')
    expect(alert).toHaveTextContent(message)
    expect(within(form).getByLabelText(/^Photo/)).toHaveAttribute('aria-invalid', 'true')
    expect(within(form).getByRole('textbox', { name: /Description/ })).toHaveValue('Baptême au bord de la rivière')
    expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('puts the server’s field errors on the fields (400)', async () => {
    server.use(
      http.post('*/api/admin/gallery', () =>
        HttpResponse.json(
          { message: 'Certains champs sont invalides.', fieldErrors: { description: ['200 caractères au maximum.'] } },
          { status: 400 },
        ),
      ),
    )
    const { form } = await openGallery()
    const user = await fillForm(form, jpegFile())
    await user.click(within(form).getByRole('button', { name: 'Envoyer la photo' }))
    expect(await within(form).findByText('200 caractères au maximum.')).toBeInTheDocument()
    expect(within(form).getByRole('textbox', { name: /Description/ })).toHaveAttribute('aria-invalid', 'true')
  })
})

/**
 * An XMLHttpRequest the test drives by hand: MSW answers at once, with the whole body as one
 * progress event, so the percentages in between are shown with this one.
 */
class ManualXhr {
  static last: ManualXhr | undefined
  upload: {
    onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void
    onload?: () => void
  } = {}
  onload?: () => void
  onerror?: () => void
  ontimeout?: () => void
  onabort?: () => void
  status = 0
  responseText = ''
  timeout = 0
  sent: FormData | undefined
  aborted = false
  constructor() {
    ManualXhr.last = this
  }
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    this.sent = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total })
  }
  respond(status: number, body: unknown) {
    this.status = status
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body)
    this.onload?.()
  }
}

describe('GalleryTab: upload progress', () => {
  it('follows the share sent, then says the server is preparing the photo', async () => {
    const { form } = await openGallery()
    const user = await fillForm(form, jpegFile(), { category: 'ISL', description: 'Remise des diplômes' })
    vi.stubGlobal('XMLHttpRequest', ManualXhr)
    await user.click(within(form).getByRole('button', { name: 'Envoyer la photo' }))
    await waitFor(() => expect(ManualXhr.last?.sent).toBeDefined())
    const xhr = ManualXhr.last!
    expect(xhr.sent!.get('category')).toBe('ISL')
    expect(xhr.sent!.get('description')).toBe('Remise des diplômes')
    expect((xhr.sent!.get('file') as File).name).toBe('bapteme.jpg')

    xhr.progress(1_200_000, 3_000_000)
    const bar = await within(form).findByRole('progressbar', { name: 'Envoi de la photo' })
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'))
    expect(within(form).getByText('Envoi de la photo : 40 %')).toBeInTheDocument()
    xhr.progress(3_000_000, 3_000_000)
    expect(await within(form).findByText('Envoi de la photo : 100 %')).toBeInTheDocument()
    xhr.upload.onload?.()
    expect(await within(form).findByText('Photo reçue : préparation des tailles pour le site…')).toBeInTheDocument()
    expect(within(form).queryByRole('button', { name: 'Annuler l’envoi' })).not.toBeInTheDocument()

    xhr.respond(201, {
      id: 99,
      description: 'Remise des diplômes',
      category: 'ISL',
      width: 1600,
      height: 1200,
      base: '/media/gallery/0123456789abcdef01',
      widths: [400, 800, 1600],
      sample: false,
      createdAt: '2026-11-22T15:00:00.000Z',
      createdBy: 'Administrateur',
    })
    expect(
      await within(form).findByText('Photo ajoutée à la galerie : « Remise des diplômes » (ISL).'),
    ).toBeInTheDocument()
  })

  it('cancels an upload on the way: nothing added, the form kept', async () => {
    const { form } = await openGallery()
    const user = await fillForm(form, jpegFile())
    vi.stubGlobal('XMLHttpRequest', ManualXhr)
    await user.click(within(form).getByRole('button', { name: 'Envoyer la photo' }))
    await waitFor(() => expect(ManualXhr.last?.sent).toBeDefined())
    ManualXhr.last!.progress(500, 1000)
    await user.click(await within(form).findByRole('button', { name: 'Annuler l’envoi' }))
    expect(ManualXhr.last!.aborted).toBe(true)
    expect(await within(form).findByText('Envoi annulé : la photo n’a pas été ajoutée.')).toBeInTheDocument()
    expect(within(form).getByRole('textbox', { name: /Description/ })).toHaveValue('Baptême au bord de la rivière')
  })

  it('explains a 413 from a proxy in front of the server (an HTML page, not our JSON)', async () => {
    const { form } = await openGallery()
    const user = await fillForm(form, jpegFile())
    vi.stubGlobal('XMLHttpRequest', ManualXhr)
    await user.click(within(form).getByRole('button', { name: 'Envoyer la photo' }))
    await waitFor(() => expect(ManualXhr.last?.sent).toBeDefined())
    ManualXhr.last!.respond(413, '<html><body><h1>413 Request Entity Too Large</h1></body></html>')
    expect(await within(form).findByRole('alert')).toHaveTextContent(GALLERY_UPLOAD_MESSAGES.tooLarge)
  })

  it('says so in French when the connection drops', async () => {
    const { form } = await openGallery()
    const user = await fillForm(form, jpegFile())
    vi.stubGlobal('XMLHttpRequest', ManualXhr)
    await user.click(within(form).getByRole('button', { name: 'Envoyer la photo' }))
    await waitFor(() => expect(ManualXhr.last?.sent).toBeDefined())
    ManualXhr.last!.onerror?.()
    expect(await within(form).findByRole('alert')).toHaveTextContent(/connexion a été interrompue/)
  })
})

describe('GalleryTab: changing and removing photos', () => {
  it('re-categorises a photo in a modal, which Escape also closes', async () => {
    const { panel } = await openGallery()
    const user = userEvent.setup({ delay: null })
    await user.click(within(panel).getByRole('button', { name: 'Modifier la photo « Pose de la première pierre »' }))
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la photo' })
    const category = within(dialog).getByRole('combobox', { name: /Catégorie/ })
    expect(category).toHaveValue('Construction')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(within(panel).getByRole('button', { name: 'Modifier la photo « Pose de la première pierre »' }))
    const again = await screen.findByRole('dialog', { name: 'Modifier la photo' })
    await user.selectOptions(within(again).getByRole('combobox', { name: /Catégorie/ }), 'Partenaires')
    const description = within(again).getByRole('textbox', { name: /Description/ })
    await user.clear(description)
    await user.click(within(again).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(again).findByText('Décrivez la photo (texte lu aux personnes aveugles).')).toBeInTheDocument()
    await user.type(description, 'Première pierre posée avec nos partenaires')
    await user.click(within(again).getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(
      await screen.findByText('Photo « Première pierre posée avec nos partenaires » enregistrée (Partenaires).'),
    ).toBeInTheDocument()
    const card = within(panel)
      .getByRole('button', { name: 'Modifier la photo « Première pierre posée avec nos partenaires »' })
      .closest('li')!
    expect(within(card).getByText('Partenaires')).toBeInTheDocument()
    expect(
      within(within(panel).getByRole('list', { name: 'Photos par catégorie' })).getByText('Partenaires : 6'),
    ).toBeInTheDocument()
  })

  it('removes a sample photo after a confirmation', async () => {
    const { panel } = await openGallery()
    const user = userEvent.setup({ delay: null })
    await user.click(within(panel).getByRole('button', { name: 'Supprimer la photo « Pose de la première pierre »' }))
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer cette photo ?' })
    expect(dialog).toHaveTextContent('C’est une photo d’exemple')
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(panel).getByText('Pose de la première pierre')).toBeInTheDocument()

    await user.click(within(panel).getByRole('button', { name: 'Supprimer la photo « Pose de la première pierre »' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Supprimer cette photo ?' })).getByRole('button', {
        name: 'Supprimer',
      }),
    )
    expect(await screen.findByText('Photo « Pose de la première pierre » supprimée.')).toBeInTheDocument()
    expect(await within(panel).findByText('29 photos publiées')).toBeInTheDocument()
    expect(within(panel).queryByText('Pose de la première pierre')).not.toBeInTheDocument()
  })
})
