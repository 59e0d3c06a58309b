import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { HydrateWhenNear } from './hydrate-when-near.tsx'
import { FakeIntersectionObserver } from '#tests/setup/fake-intersection-observer.ts'

function Counter() {
  const [count, setCount] = useState(0)
  return (
    <section id="compteur">
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Compter ({count})
      </button>
    </section>
  )
}

/**
 * A page with a part that starts with a JSON-LD script (as the events part does) and holds two
 * sections (as the membership part does), then another part.
 */
function Page() {
  return (
    <main>
      <h1>Accueil</h1>
      <HydrateWhenNear>
        <script type="application/ld+json">{'{}'}</script>
        <Counter />
        <section id="suite">Suite</section>
      </HydrateWhenNear>
      <HydrateWhenNear>
        <footer>Pied</footer>
      </HydrateWhenNear>
    </main>
  )
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
  FakeIntersectionObserver.reset()
})

describe('HydrateWhenNear', () => {
  it('keeps the server markup inert until it nears the screen, watching each of its drawn elements', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    document.body.append(container)
    const recoverable = vi.fn()
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: recoverable })
    })

    // Prerendered and readable, but not adopted yet: a click does nothing.
    const button = screen.getByRole('button', { name: 'Compter (0)' })
    fireEvent.click(button)
    expect(button).toHaveTextContent('Compter (0)')

    const [observer] = FakeIntersectionObserver.instances
    // Not the script, which is never drawn, so never near; nor the next part's footer. A visitor
    // sent to the second section (a link to it) is near the part without being near its first.
    expect(observer?.targets.map((target) => target.id || target.tagName)).toEqual(['compteur', 'suite'])

    const marker = container.querySelector('template[data-part]')
    expect(marker).not.toHaveAttribute('data-hydrated')

    await act(async () => observer?.report())
    expect(marker).toHaveAttribute('data-hydrated')
    fireEvent.click(screen.getByRole('button', { name: 'Compter (0)' }))
    expect(screen.getByRole('button', { name: 'Compter (1)' })).toBe(button)
    expect(recoverable).not.toHaveBeenCalled()
  })

  it('loads the part’s code only once it nears the screen, and draws with it', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    const code = { Counter }
    let asked: Promise<typeof code> | undefined
    let loaded: typeof code | undefined
    const load = vi.fn(() => {
      asked ??= Promise.resolve(code).then((module) => {
        loaded = module
        return module
      })
      return asked
    })
    const LazyPage = () => (
      <main>
        <h1>Accueil</h1>
        <HydrateWhenNear code={{ load, current: () => loaded }}>{(loaded) => <loaded.Counter />}</HydrateWhenNear>
      </main>
    )
    // The server waits for the code and draws the part with it.
    const { prelude } = await prerender(<LazyPage />)
    const container = document.createElement('div')
    container.innerHTML = await new Response(prelude).text()
    document.body.append(container)
    expect(load).toHaveBeenCalled()
    load.mockClear()
    asked = undefined
    loaded = undefined
    const recoverable = vi.fn()
    await act(async () => {
      root = hydrateRoot(container, <LazyPage />, { onRecoverableError: recoverable })
    })
    expect(load).not.toHaveBeenCalled()
    const button = screen.getByRole('button', { name: 'Compter (0)' })
    fireEvent.click(button)
    expect(button).toHaveTextContent('Compter (0)')

    await act(async () => FakeIntersectionObserver.instances[0]?.report())
    expect(load).toHaveBeenCalledTimes(1)
    fireEvent.click(button)
    expect(screen.getByRole('button', { name: 'Compter (1)' })).toBe(button)
    expect(recoverable).not.toHaveBeenCalled()
  })

  it('draws the part once its code is there when the browser draws the page itself', async () => {
    let resolve: (code: { Counter: typeof Counter }) => void = () => {}
    const asked = new Promise<{ Counter: typeof Counter }>((done) => {
      resolve = done
    })
    const container = document.createElement('div')
    document.body.append(container)
    await act(async () => {
      root = createRoot(container)
      root.render(
        <HydrateWhenNear code={{ load: () => asked, current: () => undefined }}>
          {(loaded) => <loaded.Counter />}
        </HydrateWhenNear>,
      )
    })
    expect(screen.queryByRole('button')).toBeNull()
    await act(async () => resolve({ Counter }))
    expect(screen.getByRole('button', { name: 'Compter (0)' })).toBeInTheDocument()
  })

  it('draws the part in the same render when its code is already there (a link to one of its sections finds it)', () => {
    const container = document.createElement('div')
    document.body.append(container)
    const load = vi.fn(() => Promise.resolve({ Counter }))
    const seen: (HTMLElement | null)[] = []
    function Page() {
      return (
        <HydrateWhenNear code={{ load, current: () => ({ Counter }) }}>
          {(loaded) => (
            <div
              ref={() => {
                seen.push(document.getElementById('compteur'))
              }}
            >
              <loaded.Counter />
            </div>
          )}
        </HydrateWhenNear>
      )
    }
    act(() => {
      root = createRoot(container)
      root.render(<Page />)
    })
    expect(load).not.toHaveBeenCalled()
    expect(seen[0]).toBeInstanceOf(HTMLElement)
  })
})
