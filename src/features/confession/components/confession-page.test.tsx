import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { render } from '#tests/setup/render.tsx'
import { ConfessionPage } from './confession-page.tsx'

describe('ConfessionPage', () => {
  it('has one main with the h1, a French title and a link back home', async () => {
    render(<ConfessionPage />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Confession de foi' })).toBeInTheDocument()
    expect(screen.getAllByRole('main')).toHaveLength(1)
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/')
    await waitFor(() => expect(document.title).toMatch(/^Confession de foi — /))
  })

  it('numbers eleven convictions in order, each with a title, a text and Bible references', async () => {
    render(<ConfessionPage />)
    const list = await screen.findByRole('list')
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(11)
    expect(list.tagName).toBe('OL')
    const titles = items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)
    expect(titles[0]).toBe('Les Saintes Écritures')
    expect(titles[7]).toBe('Le baptême et la sainte cène')
    expect(titles[10]).toBe('Le retour de Christ')
    for (const item of items) {
      expect(within(item).getByText(/^Nous croyons|^Nous affirmons/)).toBeInTheDocument()
      expect(
        within(item)
          .getByText(/Références bibliques/)
          .closest('p'),
      ).toHaveTextContent(/[1-9]\d*\.\d+/)
    }
    expect(within(items[7]!).getByText(/par immersion/)).toBeInTheDocument()
  })
})
