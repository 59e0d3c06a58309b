import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '#mocks/node.ts'
import { createTestQueryClient, render } from '#tests/setup/render.tsx'
import { DonateLink } from '../../components/layout/donate-link.tsx'
import { donationUrl } from '#common/seed/built-in-donation.ts'
import { donationQueries, useDonateUrl } from './api.ts'

function Probe() {
  return <DonateLink href={useDonateUrl()} />
}

describe('useDonateUrl', () => {
  it("links to the built-in account until the church's is read, then to the church's", async () => {
    let calls = 0
    server.use(
      http.get('*/api/donation', () => {
        calls += 1
        return HttpResponse.json({ paypalEmail: 'tresor@eglise.example', currency: 'EUR' })
      }),
    )
    render(<Probe />)
    const link = await screen.findByRole('link', { name: 'Faire un don' })
    expect(link).toHaveAttribute('href', donationUrl)

    await waitFor(() =>
      expect(new URL(link.getAttribute('href') ?? '').searchParams.get('business')).toBe('tresor@eglise.example'),
    )
    const href = new URL(link.getAttribute('href') ?? '')
    expect(href.origin + href.pathname).toBe('https://www.paypal.com/donate/')
    expect(href.searchParams.get('currency_code')).toBe('EUR')
    expect(href.searchParams.get('no_recurring')).toBe('0')
    expect(link).toHaveAttribute('target', '_blank')
    expect(calls).toBe(1)
  })

  it('links to the account a page drawn by the server holds from the first render', async () => {
    const queryClient = createTestQueryClient()
    // As src/main.tsx leaves the cache after adopting the state the server embedded in the page.
    queryClient.setQueryData(donationQueries.settings().queryKey, {
      paypalEmail: 'eglise@example.org',
      currency: 'CAD',
    })
    render(<Probe />, { queryClient })
    const href = new URL((await screen.findByRole('link', { name: 'Faire un don' })).getAttribute('href') ?? '')
    expect(href.searchParams.get('business')).toBe('eglise@example.org')
    expect(href.searchParams.get('currency_code')).toBe('CAD')
  })

  it('keeps the built-in link when the read fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    server.use(http.get('*/api/donation', () => HttpResponse.json({ message: 'Erreur' }, { status: 500 })))
    render(<Probe />)
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Impossible de charger le lien de don', expect.anything()), {
      timeout: 3000,
    })
    expect(screen.getByRole('link', { name: 'Faire un don' })).toHaveAttribute('href', donationUrl)
    warn.mockRestore()
  })
})
