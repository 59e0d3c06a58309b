// A file sent as multipart/form-data, with XMLHttpRequest rather than fetch: only XHR reports how
// much of the request body has gone (fetch cannot, over HTTP/1.1), and a 5 MB photo over a slow
// phone connection takes long enough to need a progress bar.
import type { z } from 'zod'
import { env } from '#src/config/env.ts'
import { ApiError } from '#src/lib/api-client.ts'
import { CHECK_CONNECTION } from '#src/lib/messages.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { GALLERY_UPLOAD_MESSAGES } from '#common/schemas/gallery-categories.ts'

/** Where an upload stands: sending (with the share sent, 0–100), then the server converting it. */
export type UploadProgress = { phase: 'sending'; percent: number } | { phase: 'processing' }

const UPLOAD_TIMEOUT_MS = 5 * 60_000
const NETWORK_ERROR = `La connexion a été interrompue : la photo n’a pas été envoyée. ${CHECK_CONNECTION}`
/** When an error answer has no readable body (a proxy's page, say). */
const BY_STATUS: Record<number, string> = {
  413: GALLERY_UPLOAD_MESSAGES.tooLarge,
  415: GALLERY_UPLOAD_MESSAGES.wrongType,
}

function errorOf(status: number, text: string, failure: string, byStatus = BY_STATUS): ApiError {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  const parsed = apiErrorSchema.safeParse(body)
  return new ApiError(
    status,
    parsed.success ? parsed.data : { message: byStatus[status] ?? `Erreur ${status} : ${failure}.` },
  )
}

type UploadOptions<T> = {
  /** What to say when the connection fails, and for an error answer without a readable body (413, 415): the photo's by default. */
  messages?: { network: string; byStatus: Record<number, string> }
  /** Past this, the upload is given up (5 min by default: a photo). */
  timeoutMs?: number
  /** The success status (201 for a new gallery photo, 200 for a portrait). */
  status: number
  /** The answer's schema. */
  schema: z.ZodType<T>
  /** Said when the answer does not match the schema. */
  unexpected: string
  /** Said after « Erreur 502 : » when an error answer has no readable body (« la photo n’a pas été ajoutée »). */
  failure: string
  onProgress?: (progress: UploadProgress) => void
  signal?: AbortSignal
}

/**
 * POSTs `body` to `path` (under the API's base). Rejects with an ApiError (status 0 when the
 * connection failed), or an AbortError when `signal` aborts.
 */
export function postMultipart<T>(
  path: string,
  body: FormData,
  {
    status,
    schema,
    unexpected,
    failure,
    onProgress,
    signal,
    messages,
    timeoutMs = UPLOAD_TIMEOUT_MS,
  }: UploadOptions<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `${env.apiBase}${path}`)
    request.setRequestHeader('accept', 'application/json')
    request.timeout = timeoutMs
    const networkError = messages?.network ?? NETWORK_ERROR
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.({ phase: 'sending', percent: Math.min(100, Math.round((event.loaded / event.total) * 100)) })
    }
    request.upload.onload = () => onProgress?.({ phase: 'processing' })
    request.onload = () => {
      if (request.status !== status)
        return reject(errorOf(request.status, request.responseText, failure, messages?.byStatus))
      try {
        resolve(schema.parse(JSON.parse(request.responseText)))
      } catch {
        reject(new ApiError(request.status, { message: unexpected }))
      }
    }
    request.onerror = () => reject(new ApiError(0, { message: networkError }))
    request.ontimeout = () => reject(new ApiError(0, { message: networkError }))
    request.onabort = () => reject(new DOMException('Envoi annulé.', 'AbortError'))
    if (signal?.aborted) return reject(new DOMException('Envoi annulé.', 'AbortError'))
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    onProgress?.({ phase: 'sending', percent: 0 })
    request.send(body)
  })
}
