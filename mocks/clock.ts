// The mocked backend's clock. The real time, unless a test sets one: tests/contract/ gives the mocks
// and the server the same fixed instant, so that every time either stores (a row's creation, a
// link's expiry, the "received on" of a staff alert) is the very same value on both sides.

let current: (() => Date) | null = null

/** Now, by the mocks' clock. */
export const clockNow = (): Date => current?.() ?? new Date()

/** Sets the mocks' clock; `null` puts back the real time. */
export function setMockClock(clock: (() => Date) | null) {
  current = clock
}
