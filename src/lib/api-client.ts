// zod's French messages before any form validates: this client loads with the forms and the
// dashboard, never with the first screen (see src/lib/get-json.ts for the page's own reads).
import '../zod-setup.ts'
import ky, { isHTTPError } from 'ky'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { env } from '../config/env.ts'
import { ApiError, httpError } from './api-error.ts'

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
    beforeError: [
      ({ error }) => {
        if (!isHTTPError(error)) return error
        const parsed = apiErrorSchema.safeParse(error.data)
        return new ApiError(
          error.response.status,
          parsed.success ? parsed.data : { message: httpError(error.response.status) },
        )
      },
    ],
  },
})
