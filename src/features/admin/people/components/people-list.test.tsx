import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cleanNotifications } from '@mantine/notifications'
import { renderDashboard, signInMock } from '../../test-utils.tsx'
import { holdRequests, makePerson, refuse, samplePeople, servePeople, type Sent } from '../test-utils.tsx'

beforeEach(() => signInMock())
afterEach(() => {
  cleanNotifications()
  vi.restoreAllMocks()
})

const listGets = (sent: Sent[]) => sent.filter((r) => r.method === 'GET' && r.url.pathname === '/api/admin/people')
const lastList = (sent: Sent[]) => listGets(sent).at(-1)?.url.searchParams

async function openList(query = '', people = samplePeople()) {
  const sent = servePeople(people)
  const user = userEvent.setup({ delay: null })
  const view = renderDashboard(`/admin-dashboard/membres${query}`)
  await screen.findByRole('searchbox', { name: 'Rechercher' })
  return { user, sent, ...view }
}

describe('the people list (« Membres »)', () => {
  it('shows the members first, each name a link to the person’s page, with call and WhatsApp', async () => {
    const { sent } = await openList()
    const marie = await screen.findByRole('row', { name: /Marie Joseph/ })
    expect(screen.queryByRole('row', { name: /Jean Pierre/ })).not.toBeInTheDocument()
    expect(lastList(sent)?.get('status')).toBe('membre')
    expect(within(marie).getByRole('link', { name: 'Marie Joseph' })).toHaveAttribute(
      'href',
      '/admin-dashboard/membres/7',
    )
    expect(within(marie).getByRole('link', { name: 'Appeler Marie Joseph' })).toHaveAttribute(
      'href',
      'tel:+18095550142',
    )
    expect(within(marie).getByRole('link', { name: 'WhatsApp avec Marie Joseph' })).toHaveAttribute(
      'href',
      'https://wa.me/18095550142',
    )
    expect(within(marie).getByText('30 novembre')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Personnes' })).toBeChecked()
  })

  it('filters by status, follow-up and birthdays, and keeps the filters in the address', async () => {
    const { user, sent, place } = await openList()
    await screen.findByRole('row', { name: /Marie Joseph/ })

    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Tous')
    await waitFor(() => expect(place().search).toEqual({ statut: 'tous' }))
    await waitFor(() => expect(lastList(sent)?.has('status')).toBe(false))
    await screen.findByRole('row', { name: /Jean Pierre/ })

    await user.selectOptions(screen.getByRole('combobox', { name: 'Suivi' }), 'En attente de suivi')
    await waitFor(() => expect(place().search).toEqual({ statut: 'tous', suivi: 'attente' }))
    await waitFor(() => expect(lastList(sent)?.get('followUp')).toBe('waiting'))
    await waitFor(() => expect(screen.queryByRole('row', { name: /Marie Joseph/ })).not.toBeInTheDocument())
    expect(screen.getByRole('row', { name: /Jean Pierre/ })).toHaveTextContent('À contacter')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Suivi' }), 'Sans suivi depuis 30 jours')
    await waitFor(() => expect(lastList(sent)?.get('followUp')).toBe('stale'))

    await user.click(screen.getByRole('checkbox', { name: 'Anniversaire cette semaine' }))
    await waitFor(() => expect(lastList(sent)?.get('birthdays')).toBe('week'))
    expect(place().search).toEqual({ statut: 'tous', suivi: 'sans-suivi', anniversaires: true })

    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Visiteurs')
    await waitFor(() => expect(lastList(sent)?.get('status')).toBe('visiteur'))
  })

  it('filters by ministry, from the church’s list of ministries, and keeps it in the address', async () => {
    const { user, sent, place } = await openList()
    await screen.findByRole('row', { name: /Marie Joseph/ })
    const ministry = screen.getByRole('combobox', { name: 'Ministère' })
    await waitFor(() => expect(within(ministry).getAllByRole('option').length).toBeGreaterThan(1))
    const youth = within(ministry).getByRole('option', { name: 'Ministère des jeunes' }) as HTMLOptionElement
    await user.selectOptions(ministry, 'Ministère des jeunes')
    await waitFor(() => expect(lastList(sent)?.get('ministryId')).toBe(youth.value))
    expect(place().search).toEqual({ ministere: Number(youth.value) })
    await user.selectOptions(ministry, 'Tous')
    await waitFor(() => expect(place().search).toEqual({}))
  })

  it('opens at the address’s filters, a household’s people included', async () => {
    const { sent } = await openList('?statut=visiteur&suivi=attente&foyer=3')
    await waitFor(() => expect(lastList(sent)?.get('status')).toBe('visiteur'))
    expect(lastList(sent)?.get('followUp')).toBe('waiting')
    expect(lastList(sent)?.get('householdId')).toBe('3')
    expect(screen.getByRole('button', { name: 'Tous les foyers' })).toBeInTheDocument()
  })

  it('searches by name, phone or e-mail 300 ms after typing', async () => {
    const { sent } = await openList()
    await screen.findByRole('row', { name: /Marie Joseph/ })
    // Typed at once: a busy machine may leave more than the debounce between two slower keys.
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), '809 555')
    await waitFor(() => expect(lastList(sent)?.get('q')).toBe('809 555'))
    expect(
      listGets(sent)
        .map((r) => r.url.searchParams.get('q'))
        .filter(Boolean),
    ).toEqual(['809 555'])
  })

  it('pages through a long list', async () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      makePerson({ id: 200 + i, firstName: `Membre${i}`, lastName: 'Test' }),
    )
    const { user, sent } = await openList('', many)
    expect(await screen.findByText('23 personnes — page 1 sur 2')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(lastList(sent)?.get('page')).toBe('2'))
    await screen.findByRole('row', { name: /Membre22 Test/ })
  })

  it('copies the numbers of those who agreed to WhatsApp, and says so in French', async () => {
    const { user, sent } = await openList('?statut=tous')
    // After userEvent.setup(), which puts its own clipboard in place.
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await screen.findByRole('row', { name: /Jean Pierre/ })
    await user.click(screen.getByRole('button', { name: 'Copier les numéros' }))

    expect(await screen.findByText('1 numéro copié')).toBeInTheDocument()
    expect(writeText).toHaveBeenCalledWith('+18095550142')
    const copyGet = listGets(sent).find((r) => r.url.searchParams.get('consent') === 'whatsapp')
    expect(copyGet?.url.searchParams.has('status')).toBe(false)
  })

  it('shows the numbers to copy by hand when the browser refuses the clipboard', async () => {
    const { user } = await openList()
    const writeText = vi.fn().mockRejectedValue(new Error('refused'))
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await screen.findByRole('row', { name: /Marie Joseph/ })
    await user.click(screen.getByRole('button', { name: 'Copier les numéros' }))
    const dialog = await screen.findByRole('dialog', { name: 'Numéros à copier' })
    expect(within(dialog).getByRole('textbox')).toHaveValue('+18095550142')
  })

  it('exports the filtered list as CSV, within a date range', async () => {
    const { user } = await openList('?statut=visiteur&suivi=attente')
    await user.click(screen.getByRole('button', { name: 'Exporter' }))
    const dialog = await screen.findByRole('dialog', { name: 'Exporter la liste en CSV' })
    await user.type(within(dialog).getByLabelText('Ajoutées depuis le'), '2026-01-01')
    await user.type(within(dialog).getByLabelText('Jusqu’au'), '2026-06-30')
    const link = within(dialog).getByRole('link', { name: 'CSV standard' })
    expect(link.getAttribute('href')).toMatch(
      /\/api\/admin\/people\.csv\?status=visiteur&followUp=waiting&from=2026-01-01&to=2026-06-30$/,
    )
    expect(link).toHaveAttribute('download')
    expect(within(dialog).getByRole('link', { name: 'Tableur (Excel)' }).getAttribute('href')).toMatch(
      /&separateur=point-virgule$/,
    )
  })

  it('keeps the registrations awaiting follow-up one tap away', async () => {
    const { user, place } = await openList()
    await user.click(screen.getByRole('radio', { name: /Inscriptions/ }))
    await waitFor(() => expect(place().search).toEqual({ rubrique: 'inscriptions' }))
    expect(await screen.findByRole('button', { name: 'Détails de Marie Joseph' })).toBeInTheDocument()
  })
})

describe('« Ajouter une personne »', () => {
  const openForm = async () => {
    const view = await openList()
    await view.user.click(screen.getByRole('button', { name: 'Ajouter une personne' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une personne' })
    return { ...view, dialog }
  }

  it('adds someone met at the door, then empties the form for the next one', async () => {
    const { user, sent, dialog } = await openForm()
    await user.type(within(dialog).getByLabelText(/^Prénom/), 'Ana')
    await user.type(within(dialog).getByLabelText(/^Téléphone/), '829-555-0123')
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }))

    expect(await within(dialog).findByText(/Ana a été ajouté\(e\) à la liste/)).toBeInTheDocument()
    const post = sent.find((r) => r.method === 'POST')
    expect(post?.body).toEqual({ firstName: 'Ana', lastName: '', phone: '829-555-0123', email: '' })
    expect(within(dialog).getByLabelText(/^Prénom/)).toHaveValue('')
    expect(within(dialog).getByLabelText(/^Téléphone/)).toHaveValue('')
    expect(within(dialog).getByRole('link', { name: 'Ouvrir sa fiche' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin-dashboard\/membres\/\d+$/),
    )
  })

  it('asks for the first name before sending anything', async () => {
    const { user, sent, dialog } = await openForm()
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }))
    expect(await within(dialog).findByText('Le prénom est obligatoire.')).toBeInTheDocument()
    expect(sent.filter((r) => r.method === 'POST')).toEqual([])
  })

  it('shows the server’s French message and keeps what was typed', async () => {
    const { user, dialog } = await openForm()
    refuse('post', '*/api/admin/people', 'Certains champs sont invalides.', {
      email: ['Cette adresse e-mail est déjà celle de Marie Joseph.'],
    })
    await user.type(within(dialog).getByLabelText(/^Prénom/), 'Marie')
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'marie.joseph@example.org')
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }))

    expect(await within(dialog).findByText('Cette adresse e-mail est déjà celle de Marie Joseph.')).toBeInTheDocument()
    expect(await screen.findByText('Personne non ajoutée')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Prénom/)).toHaveValue('Marie')
    expect(within(dialog).getByLabelText(/^E-mail/)).toHaveValue('marie.joseph@example.org')
  })

  it('shows it is sending, and sends once', async () => {
    const { user, sent, dialog } = await openForm()
    const held = holdRequests('post', '*/api/admin/people')
    await user.type(within(dialog).getByLabelText(/^Prénom/), 'Ana')
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }))
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Ajouter' })).toHaveAttribute('data-loading'))
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }))
    held.release()
    expect(await within(dialog).findByText(/Ana a été ajouté\(e\)/)).toBeInTheDocument()
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1)
  })
})

// The same screens on the shared mocked backend (mocks/handlers/admin-people.ts), whose answers
// tests/contract/ checks against the server's.
describe('on the shared mocked backend', () => {
  it('lists the members, and opens a person’s page with her timeline', async () => {
    const user = userEvent.setup({ delay: null })
    const { place } = renderDashboard('/admin-dashboard/membres?statut=tous')
    const rows = (await screen.findAllByRole('row')).slice(1)
    expect(rows.length).toBeGreaterThan(1)
    const link = within(rows[0]!).getAllByRole('link')[0]!
    const name = link.textContent ?? ''
    await user.click(link)
    await waitFor(() => expect(place().pathname).toMatch(/^\/admin-dashboard\/membres\/\d+$/))
    expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument()
    const timeline = screen.getByRole('list', { name: 'Historique' })
    expect(within(timeline).getAllByRole('listitem').length).toBeGreaterThan(0)
  })
})
