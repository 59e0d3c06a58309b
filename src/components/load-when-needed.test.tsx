import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { LoadWhenNeeded } from './load-when-needed.tsx'
import { FakeIntersectionObserver } from '#tests/setup/fake-intersection-observer.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  FakeIntersectionObserver.reset()
})

const fallback = <p>Chargement du formulaire…</p>

describe('LoadWhenNeeded', () => {
  it('keeps the fallback while the block is far from the screen, and loads it when it nears', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    const load = vi.fn(async () => ({ default: () => <form aria-label="Inscription" /> }))
    const Form = lazy(load)
    render(
      <LoadWhenNeeded fallback={fallback}>
        <Form />
      </LoadWhenNeeded>,
    )
    const [observer] = FakeIntersectionObserver.instances
    expect(observer?.options?.rootMargin).toBe('1600px 0px')
    // Far away: still the fallback, and the code is not even requested.
    act(() => observer?.report(false))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByText('Chargement du formulaire…')).toBeInTheDocument()
    expect(load).not.toHaveBeenCalled()

    act(() => observer?.report(true))
    expect(await screen.findByRole('form', { name: 'Inscription' })).toBeInTheDocument()
    expect(screen.queryByText('Chargement du formulaire…')).not.toBeInTheDocument()
    expect(observer?.disconnected).toBe(true)
    expect(load).toHaveBeenCalledOnce()
  })

  it('loads the block at once where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const Form = lazy(async () => ({ default: () => <form aria-label="Inscription" /> }))
    render(
      <LoadWhenNeeded fallback={fallback}>
        <Form />
      </LoadWhenNeeded>,
    )
    expect(await screen.findByRole('form', { name: 'Inscription' })).toBeInTheDocument()
  })

  it('says in French that the part could not be loaded when its code cannot be fetched', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Form = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    render(
      <LoadWhenNeeded fallback={fallback}>
        <Form />
      </LoadWhenNeeded>,
    )
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Cette partie de la page n’a pas pu être chargée. Vérifiez la connexion Internet, puis rechargez la page.',
    )
  })
})
