import type { ApiErrorBody } from '#common/schemas/api-error.ts'

/** An error answer without a readable body (a proxy's page, say): its status, in French. */
export const httpError = (status: number) => `Erreur ${status}`

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
