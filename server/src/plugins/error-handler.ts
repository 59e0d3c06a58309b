import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { API_MESSAGES } from '#common/api-messages.ts'
import { fieldNamesOf, type ApiErrorBody } from '#common/schemas/api-error.ts'
import { globalPlugin } from '../lib/global-plugin.ts'
import { addRequestHeaders, BASELINE_HEADERS } from './security-headers.ts'

/** The French texts of error bodies, shared with the mocks (the routes import them from here). */
export const MESSAGES = API_MESSAGES

// Fastify's own errors, by code, in French (their English messages never reach a visitor).
const BY_CODE: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MESSAGES.emptyBody },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.tooLarge },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MESSAGES.badRequest },
}

const BY_STATUS: Record<number, string> = {
  400: MESSAGES.badRequest,
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  413: MESSAGES.tooLarge,
  415: MESSAGES.unsupportedMediaType,
  429: MESSAGES.tooManyRequests,
}

/** A client mistake found by our own code (not by a schema): its status, French message and fields. */
export class RequestError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly code: string,
    public readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message)
    this.name = 'RequestError'
  }
}

/** `/contacts/whatsapp/number` → `contacts.whatsapp.number`; the body itself → `_`, as toFieldErrors does. */
function fieldsOf(instancePath: string, params: unknown): string[] {
  const path = instancePath.split('/').slice(1).filter(Boolean)
  const keys = (params as { keys?: unknown } | undefined)?.keys
  return fieldNamesOf(path, Array.isArray(keys) ? keys.map(String) : undefined)
}

export function errorBody(error: FastifyError): { status: number; body: ApiErrorBody } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: Record<string, string[]> = {}
    for (const issue of error.validation) {
      for (const field of fieldsOf(issue.instancePath, issue.params)) {
        fieldErrors[field] ??= []
        fieldErrors[field].push(issue.message ?? MESSAGES.badRequest)
      }
    }
    return { status: 400, body: { message: MESSAGES.invalidFields, fieldErrors } }
  }
  if (error instanceof RequestError) {
    const { statusCode: status, message, fieldErrors } = error
    return { status, body: fieldErrors ? { message, fieldErrors } : { message } }
  }
  const known = error.code ? BY_CODE[error.code] : undefined
  if (known) return { status: known.status, body: { message: known.message } }
  if (error.validation) return { status: 400, body: { message: MESSAGES.invalidFields } }
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
  if (status >= 500) return { status, body: { message: MESSAGES.internal } }
  return { status, body: { message: BY_STATUS[status] ?? MESSAGES.badRequest } }
}

export function sendNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ message: MESSAGES.notFound } satisfies ApiErrorBody)
}

/** 400 with a French message found by a route's own check, shown under `field` when given. */
export function badRequest(reply: FastifyReply, message: string, field?: string) {
  const body: ApiErrorBody = field ? { message, fieldErrors: { [field]: [message] } } : { message }
  return reply.code(400).send(body)
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`/%E0%A4%A`) is answered before routing,
 * so no hook runs. Without this, the answer was Fastify's English body echoing the URL, with none
 * of the security headers.
 */
export function onFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_BAD_URL' ? 400 : 500
  request.log.info({ code: error.code, status }, 'request rejected')
  addRequestHeaders(request, reply)
  return reply
    .headers(BASELINE_HEADERS)
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ message: status === 400 ? MESSAGES.badRequest : MESSAGES.internal } satisfies ApiErrorBody)
}

/** The one error handler: every error body is `{ message, fieldErrors? }`, 5xx details only in the log. */
export default globalPlugin('error-handler', async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = errorBody(error)
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
    } else {
      // Client mistakes: the code is enough to diagnose; the body (personal data) is never logged.
      request.log.info({ code: error.code, status }, 'request rejected')
    }
    return reply.code(status).type('application/json; charset=utf-8').send(body)
  })
})
