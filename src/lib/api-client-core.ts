import ky, { isHTTPError } from 'ky'
import { env } from '../config/env.ts'
import { ApiError, apiErrorOf } from './api-error.ts'

// The client without zod: the reads (api-client-read.ts: the public pages', and the dashboard's
// through `adminRead`) load it without zod's French messages, which they need only for an answer
// that changed. The forms and the dashboard's changes import `api-client.ts`, the same client with
// those messages set up.

export { ApiError }

/**
 * Where the client's requests go: the network. The server's page renderer replaces it while it
 * draws a dashboard page (src/entry-server.tsx), so that the dashboard's own reads are answered
 * from inside the server, with the visitor's session, and the page arrives with its data.
 */
let send: typeof fetch = (input, init) => globalThis.fetch(input, init)

/** For the server's page renderer only: see `send`. */
export function sendRequestsWith(sender: typeof fetch) {
  send = sender
}

/**
 * The one HTTP client. Paths are relative to the backend's root: 'api/services',
 * 'feproba/register' (the two programme calls live outside /api).
 */
export const apiClient = ky.create({
  prefix: env.apiBase,
  timeout: 15_000,
  retry: { limit: 1, methods: ['get'] },
  credentials: 'same-origin',
  fetch: (input, init) => send(input, init),
  hooks: {
    beforeError: [({ error }) => (isHTTPError(error) ? apiErrorOf(error.response.status, error.data) : error)],
  },
})
