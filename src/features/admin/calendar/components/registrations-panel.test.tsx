import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import type { ChurchEvent } from '#common/schemas/event.ts'
import type { AdminRegistration } from '#common/schemas/event-registration.ts'
import { render } from '#tests/setup/render.tsx'
import { server } from '#mocks/node.ts'
import { RegistrationsPanel } from './registrations-panel.tsx'

const event: ChurchEvent = {
  id: 9,
  title: 'Repas fraternel',
  date: '2026-12-05',
  time: '12:00 - 15:00',
  description: 'Un repas partagé.',
  location: 'Salle paroissiale',
  category: 'Communautaire',
  endDate: null,
  recurrence: null,
  signup: { capacity: 3, closesAt: null, seatsTaken: 3, waiting: 1, open: true },
  nextDate: '2026-12-05',
}
const registration = (id: number, name: string, seats: number, status: AdminRegistration['status']) => ({
  id,
  eventId: 9,
  name,
  phone: '809 555 0101',
  email: '',
  seats,
  status,
  source: 'site' as const,
  createdAt: '2026-11-20T12:00:00.000Z',
  statusChangedAt: null,
  arrivedAt: null,
  personId: null,
})

describe('RegistrationsPanel (the door)', () => {
  it('lists the sign-ups and the waiting list in order, and ticks an arrival at once', async () => {
    const patches: unknown[] = []
    const items = [
      registration(1, 'Ana Pérez', 2, 'confirmed'),
      registration(2, 'Jean Louis', 1, 'confirmed'),
      registration(3, 'Paul Martin', 1, 'waitlist'),
    ]
    server.use(
      http.get('*/api/admin/events/9/registrations', () =>
        HttpResponse.json({ items, counts: { seatsTaken: 3, seatsWaiting: 1, seatsArrived: 0 } }),
      ),
      http.patch('*/api/admin/events/9/registrations/:id', async ({ request, params }) => {
        patches.push({ id: params.id, body: await request.json() })
        await delay(400)
        return HttpResponse.json({ ...items[0], arrivedAt: '2026-12-05T16:00:00.000Z' })
      }),
    )
    const user = userEvent.setup()
    render(<RegistrationsPanel event={event} />)
    const inscrits = await screen.findByRole('region', { name: 'Inscrits (2)' })
    expect(
      within(inscrits)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Ana Pérez'), expect.stringContaining('Jean Louis')])
    const waiting = screen.getByRole('region', { name: 'Liste d’attente (1)' })
    expect(within(waiting).getByText('1. Paul Martin')).toBeInTheDocument()
    // Someone waiting has no arrival to tick.
    expect(within(waiting).queryByRole('button', { name: /arrivé/ })).not.toBeInTheDocument()

    const ana = screen.getByRole('button', { name: 'Ana Pérez arrivés' })
    expect(ana).toHaveAttribute('aria-pressed', 'false')
    await user.click(ana)
    // Shown before the server answers: the door does not wait for the network.
    expect(screen.getByRole('button', { name: 'Ana Pérez arrivés' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(patches).toEqual([{ id: '1', body: { arrived: true } }]))
  })

  it('finds a name typed in the search, accents or not', async () => {
    server.use(
      http.get('*/api/admin/events/9/registrations', () =>
        HttpResponse.json({
          items: [registration(1, 'Ana Pérez', 2, 'confirmed'), registration(2, 'Jean Louis', 1, 'confirmed')],
          counts: { seatsTaken: 3, seatsWaiting: 0, seatsArrived: 0 },
        }),
      ),
    )
    const user = userEvent.setup()
    render(<RegistrationsPanel event={event} />)
    await screen.findByRole('region', { name: 'Inscrits (2)' })
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'perez')
    expect(await screen.findByRole('region', { name: 'Inscrits (1)' })).toHaveTextContent('Ana Pérez')
  })
})
