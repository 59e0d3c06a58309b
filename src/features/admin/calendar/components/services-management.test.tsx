import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cleanNotifications } from '@mantine/notifications'
import { http, HttpResponse } from 'msw'
import { server } from '#mocks/node.ts'
import { sampleServices } from '#common/seed/services-and-events.ts'
import { SERVICE_COLORS } from '#common/schemas/service-style.ts'
import { serviceQueries } from '#src/features/services/api.ts'
import { recordAdminRequests, renderDashboard, signInMock } from '../../test-utils.tsx'

beforeEach(signInMock)
afterEach(() => cleanNotifications())

async function openServicesTab() {
  const user = userEvent.setup({ delay: null })
  const result = renderDashboard('/admin-dashboard/cultes')
  await screen.findByText('Étude biblique du mercredi')
  return { user, ...result }
}

const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name })
const names = () =>
  within(screen.getByRole('list', { name: /^Cultes/ }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
const card = (name: string) =>
  within(screen.getByRole('list', { name: /^Cultes/ }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name }))!

describe('ServicesTab', () => {
  it('shows the services in the home page order, each with its time and its own actions', async () => {
    await openServicesTab()
    expect(names()).toEqual(sampleServices.map((s) => s.name))
    const wednesday = within(card('Étude biblique du mercredi'))
    expect(wednesday.getByText('Mercredi')).toBeInTheDocument()
    expect(wednesday.getByText('19:00 - 20:30')).toBeInTheDocument()
    expect(wednesday.getByRole('button', { name: 'Modifier « Étude biblique du mercredi »' })).toBeInTheDocument()
    expect(wednesday.getByRole('button', { name: 'Supprimer « Étude biblique du mercredi »' })).toBeInTheDocument()
    expect(
      within(card('Culte du dimanche matin')).getByRole('button', { name: 'Monter « Culte du dimanche matin »' }),
    ).toBeDisabled()
    expect(
      within(card('Réunion des jeunes')).getByRole('button', {
        name: 'Descendre « Réunion des jeunes »',
      }),
    ).toBeDisabled()
  })

  it('edits a service with its values filled in; the list and the home page follow', async () => {
    const requests = recordAdminRequests()
    const { user, queryClient } = await openServicesTab()
    queryClient.setQueryData(serviceQueries.list().queryKey, sampleServices)
    await user.click(screen.getByRole('button', { name: 'Modifier « Étude biblique du mercredi »' }))
    const form = await dialog('Modifier « Étude biblique du mercredi »')
    expect(within(form).getByLabelText(/^Jour/)).toHaveValue('Mercredi')
    expect(within(form).getByLabelText(/^Horaire/)).toHaveValue('19:00 - 20:30')
    expect(within(form).getByRole('radio', { name: 'Ardoise' })).toBeChecked()
    expect(within(form).getByRole('radio', { name: 'Bible' })).toBeChecked()

    const time = within(form).getByLabelText(/^Horaire/)
    await user.clear(time)
    await user.type(time, '19h30 - 21h')
    await user.selectOptions(within(form).getByLabelText(/^Jour/), 'Jeudi')
    await user.click(within(form).getByRole('radio', { name: 'Rouge' }))
    await user.click(within(form).getByRole('radio', { name: 'Prière' }))
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('Culte « Étude biblique du mercredi » enregistré.')).toBeInTheDocument()
    expect(within(card('Étude biblique du mercredi')).getByText('19:30 - 21:00')).toBeInTheDocument()
    expect(within(card('Étude biblique du mercredi')).getByText('Jeudi')).toBeInTheDocument()
    const put = requests.find((r) => r.method === 'PUT')
    expect(put?.url.pathname).toBe('/api/admin/services/3')
    expect(put?.body).toEqual({
      name: 'Étude biblique du mercredi',
      day: 'Jeudi',
      time: '19:30 - 21:00',
      description: sampleServices[2]!.description,
      color: SERVICE_COLORS.find((c) => c.label === 'Rouge')!.value,
      icon: 'pray',
    })
    expect(queryClient.getQueryState(serviceQueries.list().queryKey)?.isInvalidated).toBe(true)
  })

  it('shows French errors and sends nothing while the form is invalid', async () => {
    const requests = recordAdminRequests()
    const { user } = await openServicesTab()
    await user.click(screen.getByRole('button', { name: 'Ajouter un culte' }))
    const form = await dialog('Ajouter un culte')
    await user.type(within(form).getByLabelText(/^Horaire/), 'le soir')
    await user.click(within(form).getByRole('button', { name: 'Ajouter le culte' }))
    expect(await within(form).findByText('Choisissez un jour de la semaine.')).toBeInTheDocument()
    expect(within(form).getByLabelText(/^Nom/)).toHaveAccessibleDescription('Ce champ est obligatoire.')
    expect(within(form).getByLabelText(/^Horaire/)).toHaveAccessibleDescription(
      /Heure invalide : écrivez par exemple 19:00 ou 09:00 - 12:00\./,
    )
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([])
  })

  it('puts the server’s field errors on the fields and keeps the form', async () => {
    server.use(
      http.put('*/api/admin/services/:id', () =>
        HttpResponse.json(
          {
            message: 'Certains champs sont invalides.',
            fieldErrors: { color: ['Choisissez une couleur de la liste.'] },
          },
          { status: 400 },
        ),
      ),
    )
    const { user } = await openServicesTab()
    await user.click(screen.getByRole('button', { name: 'Modifier « Étude biblique du mercredi »' }))
    const form = await dialog('Modifier « Étude biblique du mercredi »')
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(form).findByText('Choisissez une couleur de la liste.')).toBeInTheDocument()
    expect(screen.getByText('Modification non enregistrée')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Modifier « Étude biblique du mercredi »' })).toBeInTheDocument()
  })

  it('adds a Thursday Bible study at the end of the list', async () => {
    const { user } = await openServicesTab()
    await user.click(screen.getByRole('button', { name: 'Ajouter un culte' }))
    const form = await dialog('Ajouter un culte')
    await user.type(within(form).getByLabelText(/^Nom/), 'Étude biblique du jeudi')
    await user.selectOptions(within(form).getByLabelText(/^Jour/), 'Jeudi')
    await user.type(within(form).getByLabelText(/^Horaire/), '19:00 - 20:30')
    await user.type(within(form).getByLabelText(/^Description/), 'Lecture suivie de l’Évangile de Jean.')
    await user.click(within(form).getByRole('radio', { name: 'Bible' }))
    await user.click(within(form).getByRole('button', { name: 'Ajouter le culte' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(names().at(-1)).toBe('Étude biblique du jeudi')
  })

  it('moves a service up, keeping the keyboard on its arrow', async () => {
    const requests = recordAdminRequests()
    const { user } = await openServicesTab()
    await user.click(screen.getByRole('button', { name: 'Monter « École du dimanche »' }))
    await waitFor(() =>
      expect(names().slice(0, 3)).toEqual([
        'École du dimanche',
        'Culte du dimanche matin',
        'Étude biblique du mercredi',
      ]),
    )
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ direction: 'up' })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Monter « École du dimanche »' })).toHaveFocus())
  })

  it('asks before deleting a service', async () => {
    const { user } = await openServicesTab()
    await user.click(screen.getByRole('button', { name: 'Supprimer « Étude biblique du mercredi »' }))
    const confirm = await dialog('Supprimer ce culte ?')
    expect(confirm).toHaveTextContent(
      '« Étude biblique du mercredi » (Mercredi, 19:00 - 20:30) disparaîtra de la page d’accueil.',
    )
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(names()).not.toContain('Étude biblique du mercredi')
    expect(await screen.findByText('Culte « Étude biblique du mercredi » supprimé.')).toBeInTheDocument()
  })
})
