import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ScrollToTopButton } from './scroll-to-top-button.tsx'

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  act(() => {
    fireEvent.scroll(window)
  })
}

afterEach(() => {
  scrollTo(0)
})

describe('ScrollToTopButton', () => {
  it('appears only once the page is scrolled past 300 px', () => {
    render(<ScrollToTopButton />)
    expect(screen.queryByRole('button', { name: 'Retour en haut' })).not.toBeInTheDocument()

    scrollTo(300)
    expect(screen.queryByRole('button', { name: 'Retour en haut' })).not.toBeInTheDocument()

    scrollTo(301)
    expect(screen.getByRole('button', { name: 'Retour en haut' })).toBeInTheDocument()

    scrollTo(120)
    expect(screen.queryByRole('button', { name: 'Retour en haut' })).not.toBeInTheDocument()
  })

  it('scrolls back to the top', async () => {
    const user = userEvent.setup()
    render(<ScrollToTopButton />)
    scrollTo(900)
    await user.click(screen.getByRole('button', { name: 'Retour en haut' }))
    expect(vi.mocked(window.scrollTo)).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
  })

  it('goes back at once for a visitor who asked for less motion', async () => {
    const user = userEvent.setup()
    vi.mocked(window.matchMedia).mockImplementationOnce(
      (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList,
    )
    render(<ScrollToTopButton />)
    scrollTo(900)
    await user.click(screen.getByRole('button', { name: 'Retour en haut' }))
    expect(vi.mocked(window.scrollTo)).toHaveBeenCalledWith({ top: 0, behavior: 'instant' })
  })
})
