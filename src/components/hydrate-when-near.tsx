import { Suspense, use, useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { observeNear } from '../lib/observe-near.ts'

/** A part starts hydrating when it comes this close to the screen. */
const ROOT_MARGIN = '600px 0px'

const waits = new Map<string, Promise<void>>()

/** Resolves once one of the server-drawn elements comes near the screen (at once without an observer). */
const nearScreen = (elements: Element[]) => new Promise<void>((resolve) => observeNear(elements, ROOT_MARGIN, resolve))

/** Elements that take no room on the screen, so an observer would never see them come near. */
const NOT_DRAWN = new Set(['SCRIPT', 'TEMPLATE', 'STYLE', 'NOSCRIPT', 'LINK', 'META'])

/**
 * The part's elements that are drawn, up to the next part: a visitor may land in the middle of a
 * long part (a link to its second section), far from its first element.
 */
function drawnElements(marker: Element | undefined): Element[] {
  const elements: Element[] = []
  for (let element = marker?.nextElementSibling; element; element = element.nextElementSibling) {
    if (element.matches('template[data-part]')) break
    if (!NOT_DRAWN.has(element.tagName)) elements.push(element)
  }
  return elements
}

/**
 * While the markup the server drew for this part is far below the screen, suspends its hydration:
 * React keeps the server's HTML, visible and readable, and adopts it only when the visitor
 * scrolls near it. A slow phone then hydrates the first screen, not a page ten screens long.
 * In a normal render (no server markup: a client-side navigation) it never suspends.
 */
function WaitUntilNear({ id }: { id: string }) {
  if (typeof document === 'undefined') return null
  const marker = [...document.querySelectorAll<HTMLTemplateElement>('template[data-part]')].find(
    (node) => node.dataset.part === id,
  )
  const elements = drawnElements(marker)
  if (elements.length === 0) return null
  let wait = waits.get(id)
  if (!wait) {
    wait = nearScreen(elements)
    waits.set(id, wait)
  }
  use(wait)
  return null
}

/**
 * Marks the part's template `data-hydrated` once React has adopted the part: its buttons work
 * from then on. Until then a tap on them does nothing (as on any page before its script runs);
 * the end-to-end journeys wait for the mark before they click (waitForPart).
 */
function MarkHydrated({ marker }: { marker: RefObject<HTMLTemplateElement | null> }) {
  useEffect(() => marker.current?.setAttribute('data-hydrated', ''), [marker])
  return null
}

/**
 * A part of a page drawn by the server that hydrates on its own (a Suspense boundary, hydrated in a task
 * of its own) and only once it nears the screen. Its content must not be needed before then by
 * anything outside it.
 */
export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const id = useId()
  const marker = useRef<HTMLTemplateElement>(null)
  return (
    <Suspense fallback={null}>
      <template data-part={id} ref={marker} />
      <WaitUntilNear id={id} />
      <MarkHydrated marker={marker} />
      {children}
    </Suspense>
  )
}
