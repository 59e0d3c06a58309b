import { File as NodeFile } from 'node:buffer'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cleanNotifications } from '@mantine/notifications'
import { http, HttpResponse } from 'msw'
import { server } from '#mocks/node.ts'
import { siteContentSeed } from '#common/seed/site-content.ts'
import { PHONE_MESSAGES } from '#common/schemas/site-content-fields.ts'
import { recordAdminRequests, renderDashboard, signInMock } from '../../test-utils.tsx'

beforeEach(signInMock)
afterEach(() => cleanNotifications())

const seed = siteContentSeed()

async function openForm(part: string, name: string) {
  const user = userEvent.setup({ delay: null })
  const view = renderDashboard(`/admin-dashboard/site?partie=${part}`)
  const form = await screen.findByRole('form', { name })
  return { user, form, ...view }
}

/** Keeps PATCH /api/admin/site waiting until `release()`, then lets the mock answer. */
function holdSave() {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  server.use(http.patch('*/api/admin/site', async () => void (await gate)))
  return () => release()
}

/**
 * Types `text` into `field` as one paste: the directors' form re-renders on every key, and typing
 * each character made these tests take most of their time budget on a loaded machine.
 */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

describe('SiteTab — identity and contacts', () => {
  it('saves only its parts, shows the submitting state, then the success', async () => {
    const requests = recordAdminRequests()
    const { user, form } = await openForm('contacts', 'Identité et contacts')
    // One field, shown as the site shows the number, typed in any spelling.
    const phone = within(form).getByRole('textbox', { name: /^Téléphone de l’église/ })
    expect(phone).toHaveValue('+1 (809) 555-0142')
    expect(within(form).queryByRole('textbox', { name: /international/ })).not.toBeInTheDocument()
    await user.clear(phone)
    await user.type(phone, '829-555-0160')
    const release = holdSave()
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Enregistrer' })).toBeDisabled())
    release()
    expect(await screen.findByText('Enregistré : le site montre déjà ces changements.')).toBeInTheDocument()
    const [patch] = requests.filter((r) => r.method === 'PATCH')
    expect(Object.keys(patch?.body as object).sort()).toEqual(['contacts', 'identity', 'pastor'])
    // The hours note, not shown here, travels unchanged with the rest of `contacts`.
    expect(patch?.body).toMatchObject({
      contacts: { phone: '+18295550160', whatsapp: { use: 'phone', number: '' }, hoursNote: seed.contacts.hoursNote },
    })
    expect(within(form).getByRole('button', { name: 'Enregistrer' })).toBeEnabled()
    expect(phone).toHaveValue('+1 (829) 555-0160')
  })

  it('puts the server’s nested field error under its field and keeps what was typed', async () => {
    server.use(
      http.patch('*/api/admin/site', () =>
        HttpResponse.json(
          {
            message: 'Certains champs sont invalides.',
            fieldErrors: { 'contacts.emails.pastor': ['Adresse refusée par le serveur.'] },
          },
          { status: 400 },
        ),
      ),
    )
    const { user, form } = await openForm('contacts', 'Identité et contacts')
    const name = within(form).getByRole('textbox', { name: /Nom du pasteur/ })
    await user.clear(name)
    await user.type(name, 'Pierre Nouveau')
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(form).findByText('Adresse refusée par le serveur.')).toBeInTheDocument()
    expect(within(form).getByRole('textbox', { name: /E-mail du pasteur/ })).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveValue('Pierre Nouveau')
  })

  it('checks the fields in French before sending anything', async () => {
    const requests = recordAdminRequests()
    const { user, form } = await openForm('contacts', 'Identité et contacts')
    const tel = within(form).getByRole('textbox', { name: /^Téléphone de l’église/ })
    await user.clear(tel)
    await user.type(tel, '809 555')
    await user.selectOptions(within(form).getByRole('combobox', { name: /^WhatsApp/ }), 'Un autre numéro')
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(form).findByText(PHONE_MESSAGES.invalid)).toBeInTheDocument()
    expect(tel).toHaveAttribute('aria-invalid', 'true')
    expect(within(form).getByText('Numéro WhatsApp obligatoire.')).toBeInTheDocument()
    expect(within(form).getByRole('textbox', { name: /^Numéro WhatsApp/ })).toHaveAttribute('aria-invalid', 'true')
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0)
  })
})

describe('SiteTab — unsaved changes', () => {
  it('asks before leaving a changed form, and stays when asked to', async () => {
    const { user, form, place } = await openForm('histoire', 'Notre histoire')
    const first = within(form).getByRole('textbox', { name: 'Paragraphe 1' })
    await user.type(first, ' Ajout.')
    expect(within(form).getByRole('status')).toHaveTextContent('Modifications non enregistrées')
    await user.click(screen.getByRole('link', { name: 'Confession de foi' }))
    const dialog = await screen.findByRole('dialog', { name: 'Modifications non enregistrées' })
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur le formulaire' }))
    expect(place().search).toEqual({ partie: 'histoire' })
    expect(within(form).getByRole('textbox', { name: 'Paragraphe 1' })).toHaveValue(`${seed.history[0]} Ajout.`)

    await user.click(screen.getByRole('link', { name: 'Confession de foi' }))
    const again = await screen.findByRole('dialog', { name: 'Modifications non enregistrées' })
    await user.click(within(again).getByRole('button', { name: 'Quitter sans enregistrer' }))
    expect(await screen.findByRole('form', { name: 'Confession de foi' })).toBeInTheDocument()
  })
})

const PNG_BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
// As in the gallery's tests: the upload goes through MSW's XMLHttpRequest interceptor into a Node
// Request, which reads Node's FormData and File, not jsdom's.
const NodeFormData = (
  await new Request('http://localhost/', { method: 'POST', body: new URLSearchParams('a=1') }).formData()
).constructor as typeof FormData
const nodeFile = (parts: BlobPart[], name: string) =>
  new NodeFile(parts as never, name, { type: 'image/png' }) as unknown as File

describe('SiteTab — leaders’ portraits', () => {
  beforeEach(() => vi.stubGlobal('FormData', NodeFormData))
  afterEach(() => vi.unstubAllGlobals())

  it('sends the chosen photo at once, shows it, keeps what was typed, then removes it', async () => {
    const posts: { url: string; file: unknown }[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/photo'))
        posts.push({ url: new URL(request.url).pathname, file: (await request.clone().formData()).get('file') })
    })
    const { user, form } = await openForm('equipe', 'Équipe pastorale')
    const leader = seed.leaders[1]!
    const family = within(form).getAllByRole('textbox', { name: /^Famille/ })[1] as HTMLElement
    await user.type(family, ' !')
    expect(within(form).queryByRole('img', { name: `Portrait de ${leader.name}` })).not.toBeInTheDocument()

    const picker = within(form).getByLabelText(`Choisir une photo de ${leader.name}`)
    expect(picker).toHaveAccessibleDescription('JPG, PNG, WEBP, 5 Mo maximum')
    await user.upload(picker, nodeFile([PNG_BYTES], 'portrait.png'))
    const portrait = await within(form).findByRole('img', { name: `Portrait de ${leader.name}` })
    expect(portrait).toHaveAttribute('src', expect.stringMatching(/^\/media\/people\/[0-9a-f]{18}-160\.webp$/))
    expect(posts).toHaveLength(1)
    expect(posts[0]?.url).toBe(`/api/admin/site/leaders/${leader.id}/photo`)
    expect((posts[0]?.file as File | undefined)?.name).toBe('portrait.png')
    expect(await screen.findByText(`Photo de ${leader.name} enregistrée : le site la montre déjà.`)).toBeInTheDocument()
    // The portrait is stored, not an unsaved change; the family typed before still is one.
    expect(family).toHaveValue(`${leader.family} !`)
    expect(within(form).getByRole('status')).toHaveTextContent('Modifications non enregistrées')

    await user.click(within(form).getByRole('button', { name: `Retirer la photo de ${leader.name}` }))
    await waitFor(() =>
      expect(within(form).queryByRole('img', { name: `Portrait de ${leader.name}` })).not.toBeInTheDocument(),
    )
    expect(within(form).getByLabelText(`Choisir une photo de ${leader.name}`)).toBeEnabled()
    // With the family typed back, nothing is left unsaved: the portrait's changes were stored.
    await user.type(family, '{Backspace}{Backspace}')
    await waitFor(() => expect(within(form).queryByRole('status')).not.toBeInTheDocument())
    server.events.removeAllListeners()
  })

  it('refuses what is not a photo in French before sending it, and asks to save a new leader first', async () => {
    const requests = recordAdminRequests()
    const { user, form } = await openForm('equipe', 'Équipe pastorale')
    const leader = seed.leaders[0]!
    const picker = within(form).getByLabelText(`Choisir une photo de ${leader.name}`)
    await user.upload(picker, nodeFile(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png'))
    await waitFor(() => expect(picker).toHaveAttribute('aria-invalid', 'true'))
    expect(picker).toHaveAccessibleDescription(/Format non accepté : JPG, PNG ou WEBP\./)
    expect(within(form).queryByRole('img', { name: `Portrait de ${leader.name}` })).not.toBeInTheDocument()
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0)

    await user.click(within(form).getByRole('button', { name: 'Ajouter un responsable' }))
    const pickers = within(form).getAllByLabelText(/^Choisir une photo de/)
    expect(pickers.at(-1)).toBeDisabled()
    expect(pickers.at(-1)).toHaveAccessibleDescription(
      'Enregistrez d’abord ce responsable (bouton « Enregistrer »), puis ajoutez sa photo.',
    )
  })
})

describe('SiteTab — a portrait the server refuses', () => {
  beforeEach(() => vi.stubGlobal('FormData', NodeFormData))
  afterEach(() => vi.unstubAllGlobals())

  it('shows the server’s French reason under the photo', async () => {
    const reason = 'Image illisible ou incomplète : le fichier est peut-être endommagé.'
    server.use(
      http.post('*/api/admin/site/leaders/:id/photo', () =>
        HttpResponse.json({ message: reason, fieldErrors: { file: [reason] } }, { status: 400 }),
      ),
    )
    const { user, form } = await openForm('equipe', 'Équipe pastorale')
    const picker = within(form).getByLabelText(`Choisir une photo de ${seed.leaders[0]?.name}`)
    await user.upload(picker, nodeFile([PNG_BYTES], 'abimee.png'))
    await waitFor(() => expect(picker).toHaveAttribute('aria-invalid', 'true'))
    expect(picker).toHaveAccessibleDescription(new RegExp(reason))
  })
})

describe('SiteTab — lists', () => {
  it('adds, moves and removes directors, and saves the list in its new order', async () => {
    const requests = recordAdminRequests()
    const { user, form } = await openForm('directeurs', 'Directeurs de ministères')
    const [first, second] = seed.directors
    await user.click(within(form).getByRole('button', { name: 'Ajouter un directeur' }))
    const names = within(form).getAllByRole('textbox', { name: /^Nom/ })
    await enter(user, names.at(-1) as HTMLElement, 'Paul Nouveau')
    await enter(
      user,
      within(form)
        .getAllByRole('textbox', { name: /Ministère dirigé/ })
        .at(-1) as HTMLElement,
      'Accueil',
    )
    await user.click(within(form).getByRole('button', { name: `Descendre « ${first?.name} »` }))
    await user.click(within(form).getByRole('button', { name: `Retirer « ${first?.name} »` }))
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }))
    await screen.findByText('Enregistré : le site montre déjà ces changements.')
    const body = requests.find((r) => r.method === 'PATCH')?.body as { directors: { name: string }[] }
    expect(body.directors[0]?.name).toBe(second?.name)
    expect(body.directors.map((d) => d.name)).not.toContain(first?.name)
    expect(body.directors.at(-1)).toEqual({ name: 'Paul Nouveau', position: 'Accueil', phone: '', email: '' })
  })

  it('takes a director’s phone and e-mail, optional, checked in French before sending', async () => {
    const requests = recordAdminRequests()
    const { user, form } = await openForm('directeurs', 'Directeurs de ministères')
    const phone = within(form).getAllByRole('textbox', { name: /^Téléphone/ })[0] as HTMLElement
    const email = within(form).getAllByRole('textbox', { name: /^E-mail/ })[0] as HTMLElement
    expect(phone).toHaveValue('')
    expect(phone).toHaveAccessibleDescription(/^Facultatif : vide, le site affiche « À venir »\. Ex\. 809-582-1234/)
    await enter(user, phone, 'appelez-moi')
    await enter(user, email, 'pas-une-adresse')
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(form).findByText(PHONE_MESSAGES.invalid)).toBeInTheDocument()
    expect(within(form).getByText('Adresse e-mail invalide.')).toBeInTheDocument()
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0)

    await user.clear(phone)
    await enter(user, phone, '809 241 7788')
    await user.clear(email)
    await enter(user, email, 'jeunes@ebf-santiago.org')
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }))
    await screen.findByText('Enregistré : le site montre déjà ces changements.')
    const body = requests.find((r) => r.method === 'PATCH')?.body as { directors: object[] }
    expect(body.directors[0]).toEqual({
      ...seed.directors[0],
      phone: '+18092417788',
      email: 'jeunes@ebf-santiago.org',
    })
    expect(body.directors[1]).toEqual(seed.directors[1])
  })

  it('shows a leader’s server error on that leader’s field', async () => {
    server.use(
      http.patch('*/api/admin/site', () =>
        HttpResponse.json(
          {
            message: 'Certains champs sont invalides.',
            fieldErrors: { 'leaders.1.email': ['Adresse e-mail invalide.'] },
          },
          { status: 400 },
        ),
      ),
    )
    const { user, form } = await openForm('equipe', 'Équipe pastorale')
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }))
    const emails = within(form).getAllByRole('textbox', { name: /^E-mail/ })
    await waitFor(() => expect(emails[1]).toHaveAttribute('aria-invalid', 'true'))
    expect(emails[0]).not.toHaveAttribute('aria-invalid', 'true')
  })

  it('links to the Cultes tab for the timetable and previews the public page in a new tab', async () => {
    const { form } = await openForm('horaires', 'Note sous les horaires des cultes')
    expect(within(form).getByRole('link', { name: 'Cultes' })).toHaveAttribute('href', '/admin-dashboard/cultes')
    const preview = within(form).getByRole('link', { name: /Voir sur le site/ })
    expect(preview).toHaveAttribute('href', '/#services')
    expect(preview).toHaveAttribute('target', '_blank')
  })
})
