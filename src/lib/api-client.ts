import ky, { isHTTPError } from 'ky'
import { apiErrorSchema, type ApiErrorBody } from '../schemas/api-error.ts'
import { env } from '../config/env.ts'

/** Thrown by every call: carries the HTTP status and the server's `{ message, fieldErrors }`. */
export class ApiError extends Error {
  readonly status: number
  readonly fieldErrors: Record<string, string[]>
  constructor(status: number, body: ApiErrorBody) {
    super(body.message)
    this.name = 'ApiError'
    this.status = status
    this.fieldErrors = body.fieldErrors ?? {}
  }
}

/**
 * The one HTTP client. Paths are relative to the backend's root: 'api/services',
 * 'feproba/register' (the spec puts the two programme calls outside /api).
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
          parsed.success ? parsed.data : { message: `Erreur ${error.response.status}` },
        )
      },
    ],
  },
})
