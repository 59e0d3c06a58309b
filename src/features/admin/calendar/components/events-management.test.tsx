import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { render as rtlRender, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SiteMantineProvider } from '#src/components/ui/mantine-provider.tsx'
import { cleanNotifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router'
import { delay, http, HttpResponse } from 'msw'
import { server } from '#mocks/node.ts'
import { mockAdminSession } from '#mocks/handlers/admin.ts'
import { createTestQueryClient } from '#tests/setup/render.tsx'
import { routeTree } from '#src/routeTree.gen.ts'
import { theme } from '#src/theme.ts'
import { eventQueries } from '#src/features/events/api.ts'
import {
  failGets,
  holdGets,
  recordAdminRequests,
  renderDashboard,
  signInMock,
  signInThroughForm,
} from '../../test-utils.tsx'

beforeEach(signInMock)
afterEach(() => cleanNotifications())

async function openEventsTab() {
  const user = userEvent.setup({ delay: null })
  const result = renderDashboard('/admin-dashboard/evenements')
  await screen.findByText('Soirée de louange')
  return { user, ...result }
}

const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name })
const listItems = () => within(screen.getByRole('list', { name: /^Événements/ })).getAllByRole('listitem')
const titles = () => listItems().map((item) => within(item).getByRole('heading', { level: 3 }).textContent)

async function fillNewEvent(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, title = 'Veillée de prière') {
  await user.type(within(form).getByLabelText(/^Titre/), title)
  await user.type(within(form).getByLabelText(/^Date/), '2099-12-04')
  await user.type(within(form).getByLabelText(/^Heure/), '19h - 22h')
  await user.type(within(form).getByLabelText(/^Lieu/), 'Temple principal, Santiago')
  await user.selectOptions(within(form).getByLabelText(/^Catégorie/), 'Communautaire')
  await user.type(within(form).getByLabelText(/^Description/), 'Une soirée de prière pour la ville.')
}

describe('EventsTab — the list', () => {
  it('shows a busy placeholder, then every event with French dates, past ones marked, each with its own actions', async () => {
    const held = holdGets('*/api/admin/events')
    renderDashboard('/admin-dashboard/evenements')
    const panel = await screen.findByRole('tabpanel', { name: 'Événements' })
    expect(within(panel).getByText('Chargement en cours…').closest('[aria-busy="true"]')).not.toBeNull()
    held.release()

    await within(panel).findByText('Soirée de louange')
    const items = listItems()
    expect(items).toHaveLength(6)
    expect(within(items[0]!).getByText('Passé')).toBeInTheDocument()
    expect(within(items[5]!).queryByText('Passé')).not.toBeInTheDocument()
    expect(within(items[2]!).getByText(/^[a-z]+ (1er|\d{1,2}) [a-zéû]+ \d{4}$/)).toBeInTheDocument()
    expect(within(panel).getByText('événements au total').previousSibling).toHaveTextContent('6')
    expect(within(items[0]!).getByRole('button', { name: 'Modifier « Soirée de louange »' })).toBeInTheDocument()
    expect(within(items[0]!).getByRole('button', { name: 'Supprimer « Soirée de louange »' })).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Ajouter un événement' })).toBeInTheDocument()
  })

  it('shows a French error with "Réessayer", which loads again', async () => {
    const user = userEvent.setup({ delay: null })
    const recover = failGets('*/api/admin/events')
    renderDashboard('/admin-dashboard/evenements')
    expect(await screen.findByText('Impossible de charger les événements', {}, { timeout: 5000 })).toBeInTheDocument()
    recover()
    await user.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByText('Soirée de louange')).toBeInTheDocument()
  })

  it('shows the cached list when coming back to the tab', async () => {
    const requests = recordAdminRequests()
    const { user } = await openEventsTab()
    await user.click(screen.getByRole('tab', { name: 'Galerie' }))
    await user.click(screen.getByRole('tab', { name: 'Événements' }))
    // At once, from the cache: no placeholder, no second call within 30 s.
    expect(screen.getByText('Soirée de louange')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(requests.filter((r) => r.url.pathname.endsWith('/events'))).toHaveLength(1)
  })
})

describe('EventsTab — the event form', () => {
  it('keeps « Annuler » and « Ajouter l’événement » in the footer that stays at the bottom of the dialog', async () => {
    const { user } = await openEventsTab()
    await user.click(screen.getByRole('button', { name: 'Ajouter un événement' }))
    const form = await dialog('Ajouter un événement')
    const submit = within(form).getByRole('button', { name: 'Ajouter l’événement' })
    const footer = submit.closest('[data-modal-footer]')
    expect(footer).not.toBeNull()
    expect(within(footer as HTMLElement).getByRole('button', { name: 'Annuler' })).toBeInTheDocument()
    // The footer is the last thing of the form: the fields scroll above it.
    expect(footer?.nextElementSibling).toBeNull()
  })

  it('shows French errors on the fields and sends nothing while the form is invalid', async () => {
    const requests = recordAdminRequests()
    const { user } = await openEventsTab()
    await user.click(screen.getByRole('button', { name: 'Ajouter un événement' }))
    const form = await dialog('Ajouter un événement')
    await user.type(within(form).getByLabelText(/^Heure/), '12:00 - 09:00')
    await user.click(within(form).getByRole('button', { name: 'Ajouter l’événement' }))

    expect(await within(form).findByText('Date obligatoire.')).toBeInTheDocument()
    expect(within(form).getByLabelText(/^Titre/)).toHaveAccessibleDescription('Ce champ est obligatoire.')
    expect(within(form).getByLabelText(/^Heure/)).toHaveAccessibleDescription(
      /L’heure de fin doit venir après l’heure de début\./,
    )
    expect(within(form).getByLabelText(/^Catégorie/)).toHaveAccessibleDescription('Ce champ est obligatoire.')
    expect(within(form).getByLabelText(/^Titre/)).toHaveFocus()
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([])
  })

  it('adds an event: busy while saving, then the modal closes and the lists are refreshed', async () => {
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(http.post('*/api/admin/events', async () => void (await gate)))
    const requests = recordAdminRequests()
    const { user, queryClient } = await openEventsTab()
    queryClient.setQueryData(eventQueries.list().queryKey, [])

    await user.click(screen.getByRole('button', { name: 'Ajouter un événement' }))
    const form = await dialog('Ajouter un événement')
    await fillNewEvent(user, form)
    await user.click(within(form).getByRole('button', { name: 'Ajouter l’événement' }))

    const submit = within(form).getByRole('button', { name: /Ajouter l’événement/ })
    await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'))
    expect(submit).toBeDisabled()
    release()

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('Événement « Veillée de prière » ajouté.')).toBeInTheDocument()
    expect(titles()).toContain('Veillée de prière')
    expect(screen.getByText('événements au total').previousSibling).toHaveTextContent('7')
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      title: 'Veillée de prière',
      date: '2099-12-04',
      time: '19:00 - 22:00',
      location: 'Temple principal, Santiago',
      category: 'Communautaire',
      description: 'Une soirée de prière pour la ville.',
      endDate: null,
      recurrence: null,
      signup: null,
    })
    // The home page's list will be fetched again.
    expect(queryClient.getQueryState(eventQueries.list().queryKey)?.isInvalidated).toBe(true)
  })

  it('keeps the form and says so in French when the server fails', async () => {
    server.use(
      http.post('*/api/admin/events', () =>
        HttpResponse.json(
          { message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.' },
          { status: 500 },
        ),
      ),
    )
    const { user } = await openEventsTab()
    await user.click(screen.getByRole('button', { name: 'Ajouter un événement' }))
    const form = await dialog('Ajouter un événement')
    await fillNewEvent(user, form)
    await user.click(within(form).getByRole('button', { name: 'Ajouter l’événement' }))

    expect(await screen.findByText('Événement non ajouté')).toBeInTheDocument()
    expect(screen.getByText('Une erreur interne est survenue. Veuillez réessayer plus tard.')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Ajouter un événement' })).toBeInTheDocument()
    expect(within(form).getByLabelText(/^Titre/)).toHaveValue('Veillée de prière')
    expect(within(form).getByRole('button', { name: 'Ajouter l’événement' })).toBeEnabled()
    expect(titles()).not.toContain('Veillée de prière')
  })

  it('keeps the form with a French message when the network is down', async () => {
    server.use(http.post('*/api/admin/events', () => HttpResponse.error()))
    const { user } = await openEventsTab()
    await user.click(screen.getByRole('button', { name: 'Ajouter un événement' }))
    const form = await dialog('Ajouter un événement')
    await fillNewEvent(user, form)
    await user.click(within(form).getByRole('button', { name: 'Ajouter l’événement' }))
    expect(await screen.findByText('Vérifiez la connexion Internet, puis réessayez.')).toBeInTheDocument()
    expect(within(form).getByLabelText(/^Lieu/)).toHaveValue('Temple principal, Santiago')
  })

  it('puts the server’s field errors on the fields', async () => {
    server.use(
      http.post('*/api/admin/events', async () => {
        await delay(20)
        return HttpResponse.json(
          {
            message: 'Certains champs sont invalides.',
            fieldErrors: { date: ['Date hors des années 2000 à 2099.'], location: ['300 caractères au maximum.'] },
          },
          { status: 400 },
        )
      }),
    )
    const { user } = await openEventsTab()
    await user.click(screen.getByRole('button', { name: 'Ajouter un événement' }))
    const form = await dialog('Ajouter un événement')
    await fillNewEvent(user, form)
    await user.click(within(form).getByRole('button', { name: 'Ajouter l’événement' }))

    expect(await within(form).findByText('Date hors des années 2000 à 2099.')).toBeInTheDocument()
    expect(within(form).getByLabelText(/^Date/)).toHaveAttribute('aria-invalid', 'true')
    expect(within(form).getByLabelText(/^Date/)).toHaveFocus()
    expect(within(form).getByLabelText(/^Lieu/)).toHaveAccessibleDescription('300 caractères au maximum.')
    expect(screen.getByText('Corrigez les champs signalés, puis enregistrez à nouveau.')).toBeInTheDocument()
  })

  it('edits an event with its values filled in, and a category of the church’s own', async () => {
    const requests = recordAdminRequests()
    const { user } = await openEventsTab()
    await user.click(screen.getByRole('button', { name: 'Modifier « Soirée de louange »' }))
    const form = await dialog('Modifier « Soirée de louange »')
    // "Louange" is not one of the four: "Autre" with the text beside it.
    expect(within(form).getByLabelText(/^Catégorie/)).toHaveValue('autre')
    expect(within(form).getByLabelText(/^Autre catégorie/)).toHaveValue('Louange')
    expect(within(form).getByLabelText(/^Heure/)).toHaveValue('18:00 - 20:00')

    const title = within(form).getByLabelText(/^Titre/)
    await user.clear(title)
    await user.type(title, 'Soirée de louange et de prière')
    await user.selectOptions(within(form).getByLabelText(/^Catégorie/), 'Cérémonie')
    expect(within(form).queryByLabelText(/^Autre catégorie/)).not.toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(titles()).toContain('Soirée de louange et de prière')
    const put = requests.find((r) => r.method === 'PUT')
    expect(put?.url.pathname).toBe('/api/admin/events/5')
    expect(put?.body).toMatchObject({ title: 'Soirée de louange et de prière', category: 'Cérémonie' })
  })

  it('asks for a category text when "Autre" is chosen', async () => {
    const requests = recordAdminRequests()
    const { user } = await openEventsTab()
    await user.click(screen.getByRole('button', { name: 'Ajouter un événement' }))
    const form = await dialog('Ajouter un événement')
    await fillNewEvent(user, form, 'Concert de Noël')
    await user.selectOptions(within(form).getByLabelText(/^Catégorie/), 'autre')
    await user.click(within(form).getByRole('button', { name: 'Ajouter l’événement' }))
    // zod validates asynchronously: the message comes a tick after the click.
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Autre catégorie/)).toHaveAccessibleDescription(/Ce champ est obligatoire\./),
    )
    await user.type(within(form).getByLabelText(/^Autre catégorie/), 'Musique')
    await user.click(within(form).getByRole('button', { name: 'Ajouter l’événement' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      title: 'Concert de Noël',
      category: 'Musique',
    })
  })

  it('closes on Escape without saving', async () => {
    const requests = recordAdminRequests()
    const { user } = await openEventsTab()
    await user.click(screen.getByRole('button', { name: 'Modifier « Soirée de louange »' }))
    await dialog('Modifier « Soirée de louange »')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([])
  })
})

describe('EventsTab — an expired session', { timeout: 15_000 }, () => {
  it('brings the sign-in over the open form, keeps what was typed, and saves once signed in again', async () => {
    const queryClient = createTestQueryClient()
    const router = createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: ['/admin-dashboard?onglet=evenements'] }),
      context: { queryClient },
    })
    rtlRender(
      <SiteMantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SiteMantineProvider>,
    )
    const user = userEvent.setup({ delay: null })
    await screen.findByText('Soirée de louange')
    await user.click(screen.getByRole('button', { name: 'Ajouter un événement' }))
    const form = await dialog('Ajouter un événement')
    await fillNewEvent(user, form)

    mockAdminSession.signedIn = false // the server forgot the session
    await user.click(within(form).getByRole('button', { name: 'Ajouter l’événement' }))
    const signIn = await dialog('Session expirée')
    expect(screen.queryByText('Événement non ajouté')).not.toBeInTheDocument()
    await signInThroughForm(user, signIn)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Session expirée' })).not.toBeInTheDocument())

    expect(within(form).getByLabelText(/^Titre/)).toHaveValue('Veillée de prière')
    await user.click(within(form).getByRole('button', { name: 'Ajouter l’événement' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(titles()).toContain('Veillée de prière')
  })
})

describe('EventsTab — deleting', () => {
  it('asks first, then deletes the event and says so', async () => {
    const requests = recordAdminRequests()
    const { user } = await openEventsTab()
    await user.click(screen.getByRole('button', { name: 'Supprimer « Soirée de louange »' }))
    const confirm = await dialog('Supprimer cet événement ?')
    expect(confirm).toHaveTextContent(/« Soirée de louange » du .* disparaîtra du site et du calendrier/)
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('Événement « Soirée de louange » supprimé.')).toBeInTheDocument()
    expect(titles()).not.toContain('Soirée de louange')
    expect(requests.find((r) => r.method === 'DELETE')?.url.pathname).toBe('/api/admin/events/5')
  })

  it('deletes nothing when cancelled', async () => {
    const requests = recordAdminRequests()
    const { user } = await openEventsTab()
    await user.click(screen.getByRole('button', { name: 'Supprimer « Soirée de louange »' }))
    const confirm = await dialog('Supprimer cet événement ?')
    expect(within(confirm).getByRole('button', { name: 'Annuler' })).toHaveFocus()
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(titles()).toContain('Soirée de louange')
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([])
  })

  it('keeps the event and says why when the deletion fails', async () => {
    server.use(
      http.delete('*/api/admin/events/:id', () =>
        HttpResponse.json({ message: 'Ressource introuvable.' }, { status: 404 }),
      ),
    )
    const { user } = await openEventsTab()
    await user.click(screen.getByRole('button', { name: 'Supprimer « Soirée de louange »' }))
    const confirm = await dialog('Supprimer cet événement ?')
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }))
    expect(await screen.findByText('Suppression impossible')).toBeInTheDocument()
    expect(screen.getByText('Ressource introuvable.')).toBeInTheDocument()
    expect(titles()).toContain('Soirée de louange')
  })
})
