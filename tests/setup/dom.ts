import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
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
configure({ asyncUtilTimeout: 10_000 })

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
