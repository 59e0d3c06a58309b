import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { configureZod } from '#common/schemas/zod-locale.ts'
import { server } from '#mocks/node.ts'
import { resetMocks } from '#mocks/handlers.ts'
import { clearStaffMarker } from '#src/lib/staff-session.ts'

configureZod()

// The suite runs beside the server and browser tests on two cores: an answer that takes longer
// than Testing Library's default second is slow, not wrong.
configure({ asyncUtilTimeout: 4000 })

// jsdom lacks these browser APIs that Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
})
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub
window.HTMLElement.prototype.scrollIntoView = vi.fn()
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo

/**
 * getComputedStyle remembered per element until the document changes. A role query asks for the
 * style of every element it passes, to leave out the hidden ones and to name the rest, and again
 * at each retry of a findBy…; jsdom matches its whole default stylesheet at every call, which made
 * a query over the dashboard cost seconds. Any change of the document (a node, an attribute, a
 * text) or of the focus forgets them all, so an answer is always the one jsdom would give now.
 * Only elements in the document are remembered: changes in a detached tree are not observed.
 */
function rememberComputedStyles(win: Window & typeof globalThis) {
  const compute = win.getComputedStyle.bind(win) as typeof win.getComputedStyle
  const changes = new win.MutationObserver(() => {
    remembered = new WeakMap()
  })
  changes.observe(win.document, { subtree: true, childList: true, attributes: true, characterData: true })
  let remembered = new WeakMap<Element, CSSStyleDeclaration>()
  let focused: Element | null = win.document.activeElement
  const remembering = (element: Element, pseudoElement?: string | null): CSSStyleDeclaration => {
    if (pseudoElement || !element.isConnected || element.ownerDocument !== win.document)
      return compute(element, pseudoElement)
    // takeRecords: the changes made since, synchronously, before the observer's callback runs.
    if (changes.takeRecords().length > 0 || win.document.activeElement !== focused) {
      remembered = new WeakMap()
      focused = win.document.activeElement
    }
    let style = remembered.get(element)
    if (!style) {
      style = compute(element)
      remembered.set(element, style)
    }
    return style
  }
  win.getComputedStyle = remembering
  globalThis.getComputedStyle = remembering
}
// The files share a worker and its window (isolate: false): wrap it once.
const REMEMBERING = Symbol.for('tests.rememberComputedStyles')
if (!(REMEMBERING in window)) {
  rememberComputedStyles(window)
  Object.defineProperty(window, REMEMBERING, { value: true })
}

// A test fails on any console.error (a React warning is a bug).
const originalError = console.error
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  console.error = (...args: unknown[]) => {
    originalError(...args)
    throw new Error(`console.error during a test: ${args.map(String).join(' ')}`)
  }
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
  resetMocks()
  // The files share their modules (isolate: false): nothing a test stored outlives it.
  clearStaffMarker()
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => {
  server.close()
  console.error = originalError
})
