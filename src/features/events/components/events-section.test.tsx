import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { render } from '#tests/setup/render.tsx'
import { server } from '#mocks/node.ts'
import { useEvents } from '../api.ts'
import { EventsSection } from './events-section.tsx'

function EventsBlock() {
  const { events, isLoading } = useEvents()
  return <EventsSection events={events} isLoading={isLoading} />
}

const events = [
  {
    id: 7,
    title: 'Baptêmes au fleuve',
    date: '2026-03-15',
    time: '08:00 - 11:00',
    description: 'Célébration des baptêmes, suivie d’un repas partagé au bord du fleuve Yaque del Norte.',
    location: 'Fleuve Yaque, Santiago',
    category: 'Cérémonie',
  },
  {
    id: 8,
    title: 'Kermesse',
    date: '2026-08-01',
    time: '10:00 - 16:00',
    description: 'Jeux et stands.',
    location: 'Cour de l’église',
    category: 'Fête',
  },
]

describe('EventsSection', () => {
  it('shows a skeleton, then event cards with French dates and categories', async () => {
    server.use(
      http.get('*/api/events', async () => {
        await delay(150)
        return HttpResponse.json(events)
      }),
    )
    render(<EventsBlock />)
    const section = await screen.findByRole('region', { name: 'Événements à venir' })
    expect(within(section).getByText('Chargement des événements…')).toBeInTheDocument()

    const card = (await within(section).findByRole('heading', { name: 'Baptêmes au fleuve', level: 3 })).closest('li')!
    expect(within(card).getByText('15 mars 2026')).toBeInTheDocument()
    expect(within(card).getByText('08:00 - 11:00')).toBeInTheDocument()
    expect(within(card).getByText('Fleuve Yaque, Santiago')).toBeInTheDocument()
    expect(within(card).getByText('Cérémonie')).toHaveAttribute('data-tone', 'violet')

    const other = within(section).getByRole('heading', { name: 'Kermesse', level: 3 }).closest('li')!
    expect(within(other).getByText('1er août 2026')).toBeInTheDocument()
    // A category outside the four known ones gets the neutral style.
    expect(within(other).getByText('Fête')).toHaveAttribute('data-tone', 'neutral')
  })

  it('logs the failure and shows the four built-in events when the API fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(http.get('*/api/events', () => HttpResponse.json({ message: 'Erreur' }, { status: 500 })))
    render(<EventsBlock />)
    const section = await screen.findByRole('region', { name: 'Événements à venir' })
    expect(await within(section).findByRole('heading', { name: 'Journée communautaire', level: 3 })).toBeInTheDocument()
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(4)
    expect(within(section).getAllByRole('button', { name: "Plus d'informations" })).toHaveLength(4)
    expect(warn).toHaveBeenCalledWith('Impossible de charger les événements', expect.anything())
    warn.mockRestore()
  })

  it('opens the details of an event with "Plus d\'informations"', async () => {
    server.use(http.get('*/api/events', () => HttpResponse.json(events)))
    const user = userEvent.setup()
    render(<EventsBlock />)
    const card = (await screen.findByRole('heading', { name: 'Baptêmes au fleuve', level: 3 })).closest('li')!
    await user.click(within(card).getByRole('button', { name: "Plus d'informations" }))

    const dialog = await screen.findByRole('dialog', { name: 'Baptêmes au fleuve' })
    expect(within(dialog).getByText(events[0]!.description)).toBeInTheDocument()
    expect(within(dialog).getByText('15 mars 2026')).toBeInTheDocument()
    expect(within(dialog).getByText('08:00 - 11:00')).toBeInTheDocument()
    expect(within(dialog).getByText('Fleuve Yaque, Santiago')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Ajouter à mon agenda' })).toHaveAttribute(
      'href',
      // This event alone, not the whole feed.
      expect.stringMatching(/\/api\/events\/7\.ics$/),
    )

    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('opens the sign-up form from the card of an event that takes sign-ups', async () => {
    const signup = { capacity: 20, closesAt: null, seatsTaken: 17, waiting: 0, open: true }
    server.use(http.get('*/api/events', () => HttpResponse.json([{ ...events[0], signup }, events[1]])))
    const user = userEvent.setup()
    render(<EventsBlock />)
    const card = (await screen.findByRole('heading', { name: 'Baptêmes au fleuve', level: 3 })).closest('li')!
    expect(within(card).getByText('3 places restantes')).toBeInTheDocument()
    const other = screen.getByRole('heading', { name: 'Kermesse', level: 3 }).closest('li')!
    expect(within(other).queryByRole('button', { name: 'S’inscrire' })).not.toBeInTheDocument()

    await user.click(within(card).getByRole('button', { name: 'S’inscrire' }))
    const dialog = await screen.findByRole('dialog', { name: 'S’inscrire : Baptêmes au fleuve' })
    expect(await within(dialog).findByRole('button', { name: 'Je m’inscris' })).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: /^Nom/ })).toBeInTheDocument()
  })
})
