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

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/**
 * The body of an error answer when it has the API's shape (`apiErrorSchema`), checked by hand:
 * the client that reads it loads with the first screen, and zod must not.
 */
export function errorBodyOf(data: unknown): ApiErrorBody | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { message, fieldErrors } = data as Record<string, unknown>
  if (typeof message !== 'string') return undefined
  if (fieldErrors === undefined) return { message }
  if (typeof fieldErrors !== 'object' || fieldErrors === null || Array.isArray(fieldErrors)) return undefined
  const lists = fieldErrors as Record<string, unknown>
  return Object.values(lists).every(isStringList)
    ? { message, fieldErrors: lists as Record<string, string[]> }
    : undefined
}

/** The `ApiError` of an error answer: the server's message, or the status when it sent none. */
export const apiErrorOf = (status: number, data: unknown) =>
  new ApiError(status, errorBodyOf(data) ?? { message: httpError(status) })
