import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cleanNotifications } from '@mantine/notifications'
import { http, HttpResponse } from 'msw'
import { server } from '#mocks/node.ts'
import { quietChartSizeWarnings, recordAdminRequests, renderDashboard, signInMock } from '../../test-utils.tsx'

beforeEach(() => {
  signInMock()
  quietChartSizeWarnings()
})
afterEach(() => {
  cleanNotifications()
  vi.restoreAllMocks()
})

async function openModal() {
  const user = userEvent.setup({ delay: null })
  const result = renderDashboard()
  // The overview loads several blocks at once: give a busy machine time.
  const card = await screen.findByRole('region', { name: 'Chiffres affichés sur le site' }, { timeout: 5000 })
  await user.click(within(card).getByRole('button', { name: 'Corriger les chiffres affichés sur le site' }))
  const dialog = await screen.findByRole('dialog', { name: 'Corriger les chiffres affichés' })
  const field = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) })
  await within(dialog).findByRole('textbox', { name: /^Membres au total/ })
  return { user, dialog, field, card, ...result }
}

describe('Figures shown to visitors', () => {
  it('shows the figures in the overview, and opens the correction with them', async () => {
    const { field, dialog } = await openModal()
    expect(field('Membres au total')).toHaveValue('342')
    expect(field('Nouveaux ce mois-ci')).toHaveValue('12')
    expect(field('Membres actifs')).toHaveValue('320')
    expect(field('Membres au total')).toHaveFocus()
    expect(within(dialog).getByText('Dont 0 inscription reçue par le site')).toBeInTheDocument()
  })

  it('explains each mistake in French, on its field, and sends nothing', async () => {
    const requests = recordAdminRequests()
    const { user, dialog, field } = await openModal()
    await user.clear(field('Membres au total'))
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(dialog).findByText('Membres au total : nombre obligatoire.')).toBeInTheDocument()
    expect(field('Membres au total')).toHaveAttribute('aria-invalid', 'true')

    await user.type(field('Membres au total'), '100')
    await user.clear(field('Nouveaux ce mois-ci'))
    await user.type(field('Nouveaux ce mois-ci'), '2,5')
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(dialog).findByText('Nouveaux ce mois-ci : nombre entier attendu.')).toBeInTheDocument()

    await user.clear(field('Nouveaux ce mois-ci'))
    await user.type(field('Nouveaux ce mois-ci'), '5')
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    // 320 active members out of 100 in all:
    expect(await within(dialog).findByText('Pas plus de membres actifs que de membres au total.')).toBeInTheDocument()
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0)
  })

  it('saves the typed figures, closes, and says the site shows them now', async () => {
    const requests = recordAdminRequests()
    const { user, field, dialog } = await openModal()
    await user.clear(field('Membres au total'))
    await user.type(field('Membres au total'), '1 350')
    await user.clear(field('Membres actifs'))
    await user.type(field('Membres actifs'), '330')
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Chiffres enregistrés : le site les affiche dès maintenant.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      totalMembers: 1350,
      newThisMonth: 12,
      activeMembers: 330,
    })
    // The overview (loaded once on opening) asks for its figures again.
    await waitFor(() => expect(requests.filter((r) => r.url.pathname.endsWith('/overview'))).toHaveLength(2))
  })

  it('keeps the typed figures and shows the server’s refusal on the field', async () => {
    server.use(
      http.put('*/api/admin/figures', () =>
        HttpResponse.json(
          {
            message: 'Certains champs sont invalides.',
            fieldErrors: { totalMembers: ['Au moins 2 : le site a déjà reçu 2 inscriptions.'] },
          },
          { status: 400 },
        ),
      ),
    )
    const { user, field, dialog } = await openModal()
    await user.clear(field('Membres au total'))
    await user.type(field('Membres au total'), '330')
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(dialog).findByText('Au moins 2 : le site a déjà reçu 2 inscriptions.')).toBeInTheDocument()
    expect(field('Membres au total')).toHaveValue('330')
    expect(screen.getByText('Chiffres non enregistrés')).toBeInTheDocument()
  })
})
