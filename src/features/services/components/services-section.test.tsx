import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { render } from '#tests/setup/render.tsx'
import { server } from '#mocks/node.ts'
import { useServices } from '../api.ts'
import { fallbackServices } from '#common/seed/services-and-events.ts'
import { ServicesSection } from './services-section.tsx'

// The route composes the query and the section the same way.
function ServicesBlock() {
  const { services, isLoading } = useServices()
  return <ServicesSection services={services} isLoading={isLoading} />
}

const vigil = {
  id: 42,
  name: 'Veillée de prière',
  day: 'Jeudi',
  time: '20:00 - 23:00',
  description: 'Une soirée de prière pour la ville.',
  color: 'linear-gradient(135deg, #1e3a8a, #3b82f6)',
  icon: 'unknown-icon',
}

describe('ServicesSection', () => {
  it('shows a skeleton, then the services sent by the API', async () => {
    server.use(
      http.get('*/api/services', async () => {
        await delay(150)
        return HttpResponse.json([vigil])
      }),
    )
    render(<ServicesBlock />)
    const section = await screen.findByRole('region', { name: 'Nos cultes et rencontres' })
    expect(within(section).getByText('Chargement des services…')).toBeInTheDocument()
    expect(section.querySelector('[aria-busy="true"]')).not.toBeNull()

    const card = (await within(section).findByRole('heading', { name: 'Veillée de prière', level: 3 })).closest('li')
    expect(card).not.toBeNull()
    expect(within(card!).getByText('Jeudi')).toBeInTheDocument()
    expect(within(card!).getByText('20:00 - 23:00')).toBeInTheDocument()
    expect(within(card!).getByText('Une soirée de prière pour la ville.')).toBeInTheDocument()
    expect(within(section).queryByText('Chargement des services…')).not.toBeInTheDocument()
    expect(section.querySelector('[aria-busy="true"]')).toBeNull()
  })

  it('logs the failure and shows the five built-in services when the API fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(http.get('*/api/services', () => HttpResponse.json({ message: 'Erreur' }, { status: 500 })))
    render(<ServicesBlock />)
    const section = await screen.findByRole('region', { name: 'Nos cultes et rencontres' })
    for (const service of fallbackServices) {
      expect(await within(section).findByRole('heading', { name: service.name, level: 3 })).toBeInTheDocument()
    }
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(5)
    expect(warn).toHaveBeenCalledWith('Impossible de charger les services', expect.anything())
    warn.mockRestore()
  })

  it('links to Google Maps in a new tab', async () => {
    render(<ServicesBlock />)
    const link = await screen.findByRole('link', { name: 'Voir sur Google Maps' })
    expect(link).toHaveAttribute('href', expect.stringContaining('https://www.google.com/maps/'))
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })
})
