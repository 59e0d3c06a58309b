// The overview's people: this week's birthdays, who waits for follow-up, and the roll's switch,
// answered by the shared mocks (mocks/handlers/admin-people.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { cleanNotifications } from '@mantine/notifications'
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

describe('the overview’s people', () => {
  it('lists this week’s birthdays and who waits for follow-up, each a link to their page', async () => {
    const requests = recordAdminRequests()
    const user = userEvent.setup({ delay: null })
    const { place } = renderDashboard()
    const birthdays = await screen.findByRole('region', { name: /^Anniversaires de la semaine/ })
    const links = await within(birthdays).findAllByRole('link')
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/admin-dashboard\/membres\/\d+$/)
    // Each with its day: « 30 novembre ».
    expect(within(birthdays).getAllByRole('listitem')[0]).toHaveTextContent(/ — \d{1,2} \p{L}+$/u)

    const waiting = screen.getByRole('region', { name: /^En attente de suivi/ })
    const person = (await within(waiting).findAllByRole('link'))[0]!
    const name = person.textContent
    await user.click(person)
    await waitFor(() => expect(place().pathname).toMatch(/^\/admin-dashboard\/membres\/\d+$/))
    expect(await screen.findByRole('heading', { level: 2, name: name ?? '' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Étape de suivi' })).toHaveValue('a_contacter')

    const asked = requests.filter((r) => r.url.pathname === '/api/admin/people').map((r) => r.url.searchParams)
    expect(asked.some((params) => params.get('birthdays') === 'week' && !params.has('status'))).toBe(true)
    expect(asked.some((params) => params.get('followUp') === 'waiting' && !params.has('status'))).toBe(true)
  })

  it('says so when nobody has a birthday this week', async () => {
    server.use(
      http.get('*/api/admin/people', ({ request }) =>
        new URL(request.url).searchParams.get('birthdays') === 'week'
          ? HttpResponse.json({ items: [], total: 0 })
          : undefined,
      ),
    )
    renderDashboard()
    const birthdays = await screen.findByRole('region', { name: /^Anniversaires de la semaine/ })
    expect(await within(birthdays).findByText('Aucun anniversaire cette semaine.')).toBeInTheDocument()
  })

  it('declares the roll complete, with what that changes said in plain words', async () => {
    const requests = recordAdminRequests()
    const user = userEvent.setup({ delay: null })
    renderDashboard()
    const roll = await screen.findByRole('switch', { name: 'Registre complet' })
    expect(roll).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Corriger les chiffres affichés sur le site' })).toBeInTheDocument()
    await waitFor(() => expect(roll).toBeEnabled())
    expect(screen.getByText(/les chiffres affichés sur le site .* en sont alors comptés/)).toBeInTheDocument()
    await user.click(roll)

    expect(
      await screen.findByText('Registre complet : les chiffres du site sont comptés dans la liste des personnes.'),
    ).toBeInTheDocument()
    const put = requests.find((r) => r.method === 'PUT' && r.url.pathname === '/api/admin/settings/roll-complete')
    expect(put?.body).toEqual({ complete: true })
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Registre complet' })).toBeChecked())
    expect(await screen.findByText(/^Changé le .* par /)).toBeInTheDocument()
    // The figures are counted now: nothing to correct by hand (the server would refuse it).
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Corriger les chiffres affichés sur le site' }),
      ).not.toBeInTheDocument(),
    )
  })

  it('puts the switch back and says why when the server refuses', async () => {
    server.use(
      http.put('*/api/admin/settings/roll-complete', () =>
        HttpResponse.json({ message: 'Action non autorisée.' }, { status: 403 }),
      ),
    )
    const user = userEvent.setup({ delay: null })
    renderDashboard()
    const roll = await screen.findByRole('switch', { name: 'Registre complet' })
    await waitFor(() => expect(roll).toBeEnabled())
    await user.click(roll)
    expect(await screen.findByText('Réglage non enregistré')).toBeInTheDocument()
    expect(screen.getByText('Action non autorisée.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Registre complet' })).not.toBeChecked())
  })
})
