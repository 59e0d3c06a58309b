import { useEffect, useRef, type ReactNode } from 'react'

/**
 * Marks the open tab's panel `data-hydrated` once React has adopted its content and every view
 * inside it that comes with code of its own (AdoptedView): on a page the server drew, a control
 * tapped before then does nothing (as on any page before its script runs). The journeys wait for
 * the mark (tests/e2e/support/browser.ts). Called by the tab's content and by each such view as it
 * is adopted; the last of them marks the panel.
 */
export function markPanelIfAdopted() {
  const panel = document.querySelector('[role="tabpanel"]')
  if (!panel || panel.querySelector('[data-view]:not([data-view-adopted])')) return
  panel.setAttribute('data-hydrated', '')
}

/**
 * A view of a tab whose code loads apart from the tab's (React.lazy, inside a Suspense boundary
 * of its own). Drawn by the server, it stays server markup until that code is there, after the
 * rest of the panel is adopted (on a first visit, the service worker's precaching shares the
 * connection with it): the panel is marked adopted only once this view is too.
 */
export function AdoptedView({ children }: { children: ReactNode }) {
  const view = useRef<HTMLDivElement>(null)
  useEffect(() => {
    view.current?.setAttribute('data-view-adopted', '')
    markPanelIfAdopted()
  }, [])
  return (
    <div data-view="" ref={view}>
      {children}
    </div>
  )
}
