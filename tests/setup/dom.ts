import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react'
import { cleanNotifications } from '@mantine/notifications'
import { configureZod } from '#common/schemas/zod-locale.ts'
import { server } from '#mocks/node.ts'
import { resetMocks } from '#mocks/handlers.ts'
import { clearStaffMarker } from '#src/lib/staff-session.ts'

configureZod()

// The suite runs beside the server and browser tests on two cores: an answer that takes longer
// than Testing Library's default second is slow, not wrong. So is the first opening of a view or
// dialog the dashboard loads on demand: in jsdom, its lazy import transforms its modules then,
// which took more than 4 s on the loaded CI machine.
configure({ asyncUtilTimeout: 10_000, getElementError: elementError })

/**
 * Testing Library's error for a query that finds nothing, with the page printed in it as by default,
 * but printed only when the error is read. A findBy* query or a waitFor runs its query again at each
 * change of the page, and throws away each failed attempt's error but the last: printing the whole
 * dashboard into each of them (about 100 ms) cost more than the queries themselves. The page is kept
 * as it was then, as HTML (a few milliseconds), and printed from that copy.
 */
function elementError(message: string | null, container: Element | Document | undefined) {
  const root =
    container === undefined ? document.body : 'documentElement' in container ? container.documentElement : container
  const html = root.outerHTML
  const ignored = getConfig().defaultIgnore
  let text: string | undefined
  const error = new Error()
  error.name = 'TestingLibraryElementError'
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () => {
      text ??= [message, `Ignored nodes: comments, ${ignored}\n${prettyDOM(parseCopy(html, root.localName))}`]
        .filter(Boolean)
        .join('\n\n')
      return text
    },
  })
  return error
}

/** The element written as `html`, parsed again outside the page. */
function parseCopy(html: string, tagName: string): Element {
  if (tagName === 'html' || tagName === 'body') {
    const copy = new DOMParser().parseFromString(html, 'text/html')
    return tagName === 'html' ? copy.documentElement : copy.body
  }
  const template = document.createElement('template')
  template.innerHTML = html
  return template.content.firstElementChild ?? template
}

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
  // Mantine's toasts live in a module-level store: one left by a test would show in the next file.
  cleanNotifications()
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => {
  server.close()
  console.error = originalError
})
