import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { FloatingActions } from './floating-actions.tsx'
import { FakeIntersectionObserver } from '#tests/setup/fake-intersection-observer.ts'

/** Scrolls the window to `y` and lets the fixed buttons check the page on the next frame. */
async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  await act(async () => {
    fireEvent.scroll(window)
    await new Promise((resolve) => requestAnimationFrame(resolve))
  })
}

/** Lets a MutationObserver's callback run. */
const mutationsSeen = () => act(async () => {})

afterEach(async () => {
  for (const form of document.querySelectorAll('form')) form.remove()
  await scrollTo(0)
  vi.unstubAllGlobals()
  FakeIntersectionObserver.reset()
})

describe('FloatingActions', () => {
  it('marks the donate link while the page is on its first screen (hidden on phones by CSS)', async () => {
    render(<FloatingActions />)
    const donate = screen.getByRole('link', { name: 'Faire un don' })
    expect(donate).toHaveAttribute('data-first-screen')
    await scrollTo(301)
    expect(donate).not.toHaveAttribute('data-first-screen')
  })

  it('steps aside while the browser reports a form in the band at the bottom of the window', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    const early = document.createElement('form')
    document.body.append(early)
    render(<FloatingActions />)
    const actions = screen.getByRole('complementary', { name: 'Actions rapides' })
    const observer = FakeIntersectionObserver.instances.at(-1)
    // The window less all but its bottom 80 px.
    expect(observer?.options?.rootMargin).toBe(`${80 - window.innerHeight}px 0px 0px 0px`)
    expect(observer?.targets.includes(early)).toBe(true)

    act(() => observer?.report(true, [early]))
    expect(actions).toHaveAttribute('data-over-form')
    act(() => observer?.report(false, [early]))
    expect(actions).not.toHaveAttribute('data-over-form')

    // A form the app adds later is watched too; one it removes no longer counts.
    const later = document.createElement('form')
    document.body.append(later)
    await mutationsSeen()
    expect(observer?.targets.includes(later)).toBe(true)
    act(() => observer?.report(true, [later]))
    expect(actions).toHaveAttribute('data-over-form')
    later.remove()
    await mutationsSeen()
    expect(observer?.targets.includes(later)).toBe(false)
    expect(actions).not.toHaveAttribute('data-over-form')
  })

  it('watches the band anew when the window changes height', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    render(<FloatingActions />)
    const first = FakeIntersectionObserver.instances.at(-1)
    const { innerHeight } = window
    Object.defineProperty(window, 'innerHeight', { value: 500, configurable: true })
    act(() => {
      fireEvent(window, new Event('resize'))
    })
    const second = FakeIntersectionObserver.instances.at(-1)
    Object.defineProperty(window, 'innerHeight', { value: innerHeight, configurable: true })
    expect(second).not.toBe(first)
    expect(second?.options?.rootMargin).toBe('-420px 0px 0px 0px')
  })
})
