import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { render } from '#tests/setup/render.tsx'
import { server } from '#mocks/node.ts'
import { useMemberStats } from '../../membership/api.ts'
import { MemberCta } from './member-cta.tsx'

function JoinBlock() {
  return <MemberCta stats={useMemberStats()} />
}

function figure(section: HTMLElement, label: string) {
  return within(section).getByText(label).previousElementSibling?.textContent
}

describe('MemberCta', () => {
  it('shows the church figures at once, then those of the API', async () => {
    server.use(
      http.get('*/api/members/stats', async () => {
        await delay(150)
        return HttpResponse.json({ totalMembers: 401, newThisMonth: 17, activeMembers: 350 })
      }),
    )
    render(<JoinBlock />)
    const section = await screen.findByRole('region', { name: 'Faites partie de la famille' })
    expect(figure(section, 'membres')).toBe('342')
    expect(figure(section, 'nouveaux ce mois-ci')).toBe('12')
    expect(figure(section, 'membres actifs')).toBe('320')

    expect(await within(section).findByText('401')).toBeInTheDocument()
    expect(figure(section, 'nouveaux ce mois-ci')).toBe('17')
    expect(figure(section, 'membres actifs')).toBe('350')
  })

  it('logs the failure and keeps the defaults when the API fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(http.get('*/api/members/stats', () => HttpResponse.json({ message: 'Erreur' }, { status: 500 })))
    render(<JoinBlock />)
    const section = await screen.findByRole('region', { name: 'Faites partie de la famille' })
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Impossible de charger les statistiques', expect.anything()))
    expect(figure(section, 'membres')).toBe('342')
    expect(figure(section, 'membres actifs')).toBe('320')
    warn.mockRestore()
  })

  it('lists the four benefits and the ways to join or reach us', async () => {
    render(<JoinBlock />)
    const section = await screen.findByRole('region', { name: 'Faites partie de la famille' })
    for (const benefit of [
      'Accompagnement spirituel personnel',
      'Participation aux ministères',
      'Formations de la fondation et de l’institut',
      'Communion fraternelle active',
    ]) {
      expect(within(section).getByText(benefit)).toBeInTheDocument()
    }
    expect(within(section).getByRole('link', { name: 'Je veux devenir membre' })).toHaveAttribute(
      'href',
      '/#membership',
    )
    expect(within(section).getByRole('link', { name: /Appeler le/ })).toHaveAttribute('href', 'tel:+18095550142')
    expect(within(section).getByRole('link', { name: /Écrire à/ })).toHaveAttribute(
      'href',
      'mailto:contact@example.org',
    )
  })
})
