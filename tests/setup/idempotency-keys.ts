// For component tests of the public forms: which Idempotency-Key each POST carried.
import { http } from 'msw'
import { server } from '#mocks/node.ts'

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/**
 * Records the Idempotency-Key of every POST to `path`, then lets the handlers registered before
 * this one answer it (the regular mock, or one that fails it).
 */
export function recordKeys(path: string) {
  const keys: (string | null)[] = []
  server.use(
    http.post(path, ({ request }) => {
      keys.push(request.headers.get('idempotency-key'))
      // No response: MSW falls through to the next handler.
    }),
  )
  return keys
}

/** The browser telling the page the network is back. */
export const networkBack = () => window.dispatchEvent(new Event('online'))
