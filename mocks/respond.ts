// How every mock handler reads a request and answers, the way the real server does: the same
// error bodies (common/api-messages.ts), the same validation of path, body and query with the
// shared schemas, and a 401 for any admin route without a session.
import { HttpResponse, type HttpResponseResolver } from 'msw'
import type { z } from 'zod'
import { API_MESSAGES } from '#common/api-messages.ts'
import { csvFileName, writeCsv, type CsvExport } from '#common/admin-exports.ts'
import { csvSeparatorOf } from '#common/csv.ts'
import { churchDate } from '#common/church-time.ts'
import { idParamsSchema } from '#common/schemas/admin.ts'
import { toFieldErrors, type ApiErrorBody } from '#common/schemas/api-error.ts'
import { withoutEmptyParams } from '#common/schemas/paging.ts'
import { clockNow } from './clock.ts'
import { currentAccount, mockAdminSession, pendingStep } from './session.ts'

/** Admin routes, on any origin: the handlers answer in jsdom and in the browser alike. */
export const ADMIN_API = '*/api/admin'

export function apiError(status: number, message: string, fieldErrors?: Record<string, string[]>) {
  const body: ApiErrorBody = fieldErrors ? { message, fieldErrors } : { message }
  return HttpResponse.json(body, { status })
}
export const notFound = () => apiError(404, API_MESSAGES.notFound)
export const unauthorized = () => apiError(401, API_MESSAGES.unauthorized)
export const invalidFields = (fieldErrors: Record<string, string[]>) =>
  apiError(400, API_MESSAGES.invalidFields, fieldErrors)
/** A refusal about one field: the message, repeated on that field. */
export const fieldRefused = (status: number, field: string, message: string) =>
  apiError(status, message, { [field]: [message] })
export const noContent = () => new HttpResponse(null, { status: 204 })

type Resolver = HttpResponseResolver<Record<string, string>>

/** What a session with a step still to do may use: the step's own routes (the rest answers 403). */
const SETUP_PATHS = [
  '/api/admin/session',
  '/api/admin/logout',
  '/api/admin/me',
  '/api/admin/me/totp',
  '/api/admin/me/totp/confirm',
]
/** Creating a passkey: offered first on a phone during the second factor's set-up. */
const SETUP_POSTS = ['/api/admin/me/passkeys/options', '/api/admin/me/passkeys']

/**
 * Every admin route but the login and the links answers 401 without a session, like the server's
 * guard, and 403 while the session still has its profile or second factor to set up.
 */
export const guarded =
  (resolver: Resolver): Resolver =>
  (info) => {
    if (!mockAdminSession.signedIn) return unauthorized()
    const setUp = pendingStep(currentAccount()) === null
    const path = new URL(info.request.url).pathname
    const setupRoute = SETUP_PATHS.includes(path) || (info.request.method === 'POST' && SETUP_POSTS.includes(path))
    if (!setUp && !setupRoute) return apiError(403, API_MESSAGES.forbidden)
    return resolver(info)
  }

type Parsed<T> = { data: T; error: null } | { data: null; error: Response }

const parsed = <T extends z.ZodType>(schema: T, value: unknown): Parsed<z.infer<T>> => {
  const result = schema.safeParse(value)
  return result.success
    ? { data: result.data as z.infer<T>, error: null }
    : { data: null, error: invalidFields(toFieldErrors(result.error.issues)) }
}

/** The `:id` of the path, checked like the server checks it (before the body). */
export const parseId = (params: Record<string, unknown>): Parsed<number> => {
  const result = parsed(idParamsSchema, params)
  return result.error ? result : { data: result.data.id, error: null }
}

/** The JSON body, refused as the server refuses it: wrong type, empty, not JSON, or invalid. */
export async function parseBody<T extends z.ZodType>(request: Request, schema: T): Promise<Parsed<z.infer<T>>> {
  const text = (await request.text()).replace(/^\uFEFF/, '')
  const isJson = (request.headers.get('content-type') ?? '').startsWith('application/json')
  if (text !== '' && !isJson) return { data: null, error: apiError(415, API_MESSAGES.unsupportedMediaType) }
  if (isJson && text === '') return { data: null, error: apiError(400, API_MESSAGES.emptyBody) }
  let body: unknown
  try {
    body = text === '' ? undefined : JSON.parse(text)
  } catch {
    return { data: null, error: apiError(400, API_MESSAGES.invalidJson) }
  }
  return parsed(schema, body)
}

/** The query string, empty parameters dropped (never a 400 for `?q=`), checked by `schema`. */
export function parseQuery<T extends z.ZodType>(request: Request, schema: T): Parsed<z.infer<T>> {
  return parsed(schema, withoutEmptyParams(Object.fromEntries(new URL(request.url).searchParams)))
}

/** A CSV download with the server's columns, separator and file name (common/admin-exports.ts). */
export function csvResponse<T>(request: Request, csv: CsvExport<T>, rows: Iterable<T>) {
  const separator = csvSeparatorOf(request.url)
  return new HttpResponse(writeCsv(csv, rows, separator), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(csv, churchDate(clockNow()), separator)}"`,
    },
  })
}
