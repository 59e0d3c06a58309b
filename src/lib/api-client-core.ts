import ky, { isHTTPError } from 'ky'
import { env } from '../config/env.ts'
import { ApiError, apiErrorOf } from './api-error.ts'

// The client without zod: the public pages' reads (api-client-read.ts) load it without zod's
// French messages, which they need only for an answer that changed. Everything else imports
// `api-client.ts`, the same client with those messages set up for the forms.

export { ApiError }

/**
 * The one HTTP client. Paths are relative to the backend's root: 'api/services',
 * 'feproba/register' (the two programme calls live outside /api).
 */
export const apiClient = ky.create({
  prefix: env.apiBase,
  timeout: 15_000,
  retry: { limit: 1, methods: ['get'] },
  credentials: 'same-origin',
  hooks: {
    beforeError: [({ error }) => (isHTTPError(error) ? apiErrorOf(error.response.status, error.data) : error)],
  },
})
