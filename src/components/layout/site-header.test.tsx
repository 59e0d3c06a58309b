import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { render } from '#tests/setup/render.tsx'
import { SiteHeader } from './site-header.tsx'

function mobileMenu() {
  const button = screen.getByRole('button', { name: 'Menu' })
  const panelId = button.getAttribute('aria-controls')
  const panel = panelId ? document.getElementById(panelId) : null
  if (!panel) throw new Error('The menu button controls no element')
  return { button, panel }
}

describe('SiteHeader', () => {
  it('has the main navigation with the home sections, the confession of faith, the sermons and the calendar', async () => {
    render(<SiteHeader />)
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Accueil',
      'Services',
      'FEPROBA',
      'ISL',
      'Ministères',
      'Leadership',
      'Inscription',
      'Événements',
      'Galerie',
      'Donner',
      'Contact',
      'Calendrier',
      'Confession de foi',
      'Prédications',
    ])
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/#services')
    expect(within(nav).getByRole('link', { name: 'Confession de foi' })).toHaveAttribute('href', '/confession-de-foi')
  })

  it('opens the mobile menu and closes it when an entry is chosen', async () => {
    const user = userEvent.setup()
    const { router } = render(<SiteHeader />)
    await screen.findByRole('button', { name: 'Menu' })
    const { button, panel } = mobileMenu()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(panel).toBeVisible()

    await user.click(within(panel).getByRole('link', { name: 'Événements' }))
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()
    expect(router.state.location.hash).toBe('events')
  })

  it('closes the mobile menu on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup()
    render(<SiteHeader />)
    await screen.findByRole('button', { name: 'Menu' })
    const { button, panel } = mobileMenu()

    await user.click(button)
    expect(panel).toBeVisible()
    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()
    expect(button).toHaveFocus()
  })
})
