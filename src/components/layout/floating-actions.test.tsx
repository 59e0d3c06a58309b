import { afterEach, describe, expect, it } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { FloatingActions } from './floating-actions.tsx'

/** Scrolls the window to `y` and lets the fixed buttons check the page on the next frame. */
async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  await act(async () => {
    fireEvent.scroll(window)
    await new Promise((resolve) => requestAnimationFrame(resolve))
  })
}

/** A form whose box (jsdom draws nothing) spans `top` to `bottom` in the window. */
function formAt(top: number, bottom: number) {
  const form = document.createElement('form')
  form.getBoundingClientRect = () => ({ top, bottom, height: bottom - top }) as DOMRect
  document.body.append(form)
  return form
}

afterEach(async () => {
  for (const form of document.querySelectorAll('form')) form.remove()
  await scrollTo(0)
})

describe('FloatingActions', () => {
  it('marks the donate link while the page is on its first screen (hidden on phones by CSS)', async () => {
    render(<FloatingActions />)
    const donate = screen.getByRole('link', { name: 'Faire un don' })
    expect(donate).toHaveAttribute('data-first-screen')
    await scrollTo(301)
    expect(donate).not.toHaveAttribute('data-first-screen')
  })

  it('steps aside while a form lies under the buttons, at the bottom of the window', async () => {
    render(<FloatingActions />)
    const actions = screen.getByRole('complementary', { name: 'Actions rapides' })
    const form = formAt(window.innerHeight - 300, window.innerHeight - 100)
    await scrollTo(400)
    expect(actions).not.toHaveAttribute('data-over-form')

    form.getBoundingClientRect = () =>
      ({ top: window.innerHeight - 200, bottom: window.innerHeight + 400, height: 600 }) as DOMRect
    await scrollTo(500)
    expect(actions).toHaveAttribute('data-over-form')
  })
})
