import { Component, startTransition, Suspense, useEffect, useRef, useState, useId, type ReactNode } from 'react'
import { observeNear } from '../lib/observe-near.ts'

/** A block starts loading when it comes this close to the screen (about two phone screens). */
const ROOT_MARGIN = '1600px 0px'

/**
 * True while the server draws the block, and when the browser adopts (hydrates) the markup the
 * server drew for it: the same id (useId is the same in both) names an element already in the
 * page. False when the browser draws the block itself (a navigation inside the app). Read once:
 * a block that re-rendered while its server markup waits for its code would lose that markup
 * (React draws a Suspense boundary updated before it hydrates anew, and what was typed with it).
 */
const drawnByServer = (id: string) =>
  typeof document === 'undefined' || document.querySelector(`[data-drawn-block="${id}"]`) !== null

/**
 * The server draws the block into the page (a form is there at once, and a visitor can type into
 * it); the browser adopts it when its part nears the screen and its code has loaded (until then
 * the server's markup stays). In a page the browser draws itself (a navigation inside the app),
 * shows `fallback` (which keeps the block's room, so nothing jumps) until the block nears the
 * screen, then renders `children`: a lazily imported block far below the fold (a form). Its code
 * then loads while the visitor scrolls towards it, not while the first screen is being read: on
 * a slow phone, loading the three forms once the page was idle meant 200 ms of tasks that would
 * delay a tap on the first screen. The service worker keeps the code after the first visit, so
 * on a return it is there at once. Rendering it is a transition, in small slices.
 */
export function LoadWhenNeeded({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const id = useId()
  const [needed, setNeeded] = useState(() => drawnByServer(id))

  useEffect(() => {
    if (needed) return
    const element = ref.current
    if (!element) return
    // Without an observer (an old browser), the block loads at once.
    return observeNear(element, ROOT_MARGIN, () => startTransition(() => setNeeded(true)))
  }, [needed])

  return (
    <div ref={ref} data-drawn-block={id}>
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
      <p
        role="status"
        style={{
          padding: 'var(--mantine-spacing-md)',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        Cette partie de la page n’a pas pu être chargée. Vérifiez la connexion Internet, puis rechargez la page.
      </p>
    )
  }
}
