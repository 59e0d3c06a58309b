import { Suspense, use, useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { observeNear } from '../lib/observe-near.ts'

/** A part starts hydrating when it comes this close to the screen. */
const ROOT_MARGIN = '600px 0px'

/** What each part drawn by the server waits for, by its marker (asked once, whatever React retries). */
const waits = new WeakMap<HTMLTemplateElement, Promise<unknown>>()

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

/** A module loaded on demand: asked once, then known (`current`) without waiting. */
export interface LazyModule<T> {
  load: () => Promise<T>
  current: () => T | undefined
}

/**
 * What the part waits for before it is drawn: while the markup the server drew for it is far
 * below the screen, its coming near (then its code), so that React keeps the server's HTML,
 * visible and readable, and adopts it only when the visitor scrolls near it. A slow phone then
 * hydrates the first screen, not a page ten screens long. In a normal render (no server markup: a
 * navigation inside the app), or on the server, only the code, and nothing once it is there.
 */
function waitFor<T>(id: string, code: LazyModule<T> | undefined): Promise<T | undefined> | undefined {
  const marker =
    typeof document === 'undefined'
      ? undefined
      : [...document.querySelectorAll<HTMLTemplateElement>('template[data-part]')].find(
          (node) => node.dataset.part === id,
        )
  const elements = drawnElements(marker)
  if (!marker || elements.length === 0) return code && !code.current() ? code.load() : undefined
  let wait = waits.get(marker) as Promise<T | undefined> | undefined
  if (!wait) {
    wait = nearScreen(elements).then(() => code?.load())
    waits.set(marker, wait)
  }
  return wait
}

/** The part's content, once what it waits for is there (its code, given to `children`). */
function Near<T>({ id, code, children }: Props<T> & { id: string }) {
  const wait = waitFor(id, code)
  const loaded = wait ? use(wait) : code?.current()
  return typeof children === 'function' ? children(loaded as T) : children
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

type Props<T> = { code?: undefined; children: ReactNode } | { code: LazyModule<T>; children: (loaded: T) => ReactNode }

/**
 * A part of a page drawn by the server that hydrates on its own (a Suspense boundary, hydrated in
 * a task of its own) and only once it nears the screen. Its content must not be needed before
 * then by anything outside it. With `code`, its code too comes only then (at once where it is already
 * loaded), and `children` draws with it.
 */
export function HydrateWhenNear<T>(props: Props<T>) {
  const id = useId()
  const marker = useRef<HTMLTemplateElement>(null)
  return (
    <Suspense fallback={null}>
      <template data-part={id} ref={marker} />
      <MarkHydrated marker={marker} />
      <Near id={id} {...props} />
    </Suspense>
  )
}
