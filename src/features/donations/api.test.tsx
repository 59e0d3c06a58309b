import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../../mocks/node.ts'
import { render } from '../../../tests/setup/render.tsx'
import { DonateLink } from '../../components/layout/donate-link.tsx'
import { donationUrl } from '../../content/church.ts'
import { useDonateUrl } from './api.ts'

function Probe() {
  return <DonateLink href={useDonateUrl()} />
}

describe('useDonateUrl', () => {
  it('links to the built-in account first, then to the one the church set, read once the page is idle', async () => {
    const calls: number[] = []
    server.use(
      http.get('*/api/donation', () => {
        calls.push(Date.now())
        return HttpResponse.json({ paypalEmail: 'tresor@eglise.example', currency: 'EUR' })
      }),
    )
    render(<Probe />)
    const link = await screen.findByRole('link', { name: 'Faire un don' })
    // The first render is the prerendered page's: no request yet, the built-in link.
    expect(link).toHaveAttribute('href', donationUrl)
    expect(calls).toHaveLength(0)

    await waitFor(() => expect(new URL(link.getAttribute('href') ?? '').searchParams.get('business')).toBe('tresor@eglise.example'))
    const href = new URL(link.getAttribute('href') ?? '')
    expect(href.origin + href.pathname).toBe('https://www.paypal.com/donate/')
    expect(href.searchParams.get('currency_code')).toBe('EUR')
    expect(href.searchParams.get('no_recurring')).toBe('0')
    expect(link).toHaveAttribute('target', '_blank')
    expect(calls).toHaveLength(1)
  })

  it('keeps the built-in link when the read fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(http.get('*/api/donation', () => HttpResponse.json({ message: 'Erreur' }, { status: 500 })))
    render(<Probe />)
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Impossible de charger le lien de don', expect.anything()), { timeout: 3000 })
    expect(screen.getByRole('link', { name: 'Faire un don' })).toHaveAttribute('href', donationUrl)
    warn.mockRestore()
  })
})
