import { Component, startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'

/** A block starts loading when it comes this close to the screen (about two phone screens). */
const ROOT_MARGIN = '1600px 0px'
/** Otherwise once the page has loaded and the browser is idle, at the latest after this. */
const IDLE_TIMEOUT_MS = 3000

/**
 * Shows `fallback` (which keeps the block's room, so nothing jumps) until the block nears the
 * screen or the page has loaded and the browser is idle, then renders `children`: a lazily
 * imported block far below the fold (a form). Its code then loads after the first screen works
 * instead of competing with it on a slow phone; rendering it is a transition, in small slices.
 */
export function LoadWhenNeeded({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [needed, setNeeded] = useState(false)

  useEffect(() => {
    if (needed) return
    let done = false
    const show = () => {
      if (done) return
      done = true
      startTransition(() => setNeeded(true))
    }

    const element = ref.current
    const observer =
      element && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
            rootMargin: ROOT_MARGIN,
          })
        : undefined
    if (element) observer?.observe(element)

    let idle: number | undefined
    let timer: number | undefined
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS })
      else timer = window.setTimeout(show, 0)
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })

    return () => {
      done = true
      observer?.disconnect()
      window.removeEventListener('load', whenIdle)
      if (idle !== undefined) window.cancelIdleCallback(idle)
      window.clearTimeout(timer)
    }
  }, [needed])

  return (
    <div ref={ref}>
      {needed ? (
        <LoadFailureBoundary>
          <Suspense fallback={fallback}>{children}</Suspense>
        </LoadFailureBoundary>
      ) : (
        fallback
      )}
    </div>
  )
}

/**
 * If the block's code cannot be fetched (offline, or the connection dropped), says so in its
 * place instead of letting the error take the whole page down.
 */
class LoadFailureBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <p role="status" style={{ padding: 'var(--mantine-spacing-md)', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}>
        Cette partie de la page n’a pas pu être chargée. Vérifiez la connexion Internet, puis rechargez la page.
      </p>
    )
  }
}
