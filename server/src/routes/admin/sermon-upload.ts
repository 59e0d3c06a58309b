// A sermon's recording as uploaded (POST /api/admin/sermons/:id/audio): streamed to disk as it
// comes (up to 300 Mo: never held in memory), then checked by its content. Each refusal is a
// French answer naming the field `file`.
import { createWriteStream } from 'node:fs'
import { open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { FastifyRequest } from 'fastify'
import { MESSAGES, RequestError } from '../../plugins/error-handler.ts'
import { SERMON_AUDIO_MAX_BYTES, SERMON_UPLOAD_MESSAGES as UPLOAD, detectAudioType } from '#common/sermon-audio.ts'
import { newUploadName, temporaryName } from '../../sermons/audio-files.ts'

/** The whole request: the recording and the multipart framing. */
export const audioBodyLimit = (maxBytes: number) => maxBytes + 64 * 1024

/** @fastify/multipart's limits for this route: one file, no text field worth the name. */
export const audioMultipartOptions = (maxBytes: number = SERMON_AUDIO_MAX_BYTES) => ({
  limits: { files: 1, fileSize: maxBytes, fields: 2, fieldSize: 1024, parts: 4, headerPairs: 20 },
  throwFileSizeLimit: true,
})

const refuse = (status: number, message: string, code: string) =>
  new RequestError(status, message, code, { file: [message] })

const tooLarge = () => refuse(413, UPLOAD.tooLarge, 'ERR_AUDIO_TOO_LARGE')

/** @fastify/multipart's and busboy's errors, as the French answers of this route. */
function uploadError(error: unknown): unknown {
  if (error instanceof RequestError) return error
  const code = (error as { code?: unknown } | null)?.code
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge()
    case 'FST_FILES_LIMIT':
      return refuse(413, UPLOAD.oneFile, 'ERR_ONE_AUDIO')
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new RequestError(413, MESSAGES.tooManyUploadFields, 'ERR_TOO_MANY_FIELDS')
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new RequestError(400, MESSAGES.badRequest, 'ERR_BAD_FIELD')
    default:
      // Busboy: no boundary, a part cut short, the connection dropped… (Error without a code).
      return code === undefined && error instanceof Error
        ? new RequestError(400, UPLOAD.malformed, 'ERR_MALFORMED_UPLOAD')
        : error
  }
}

async function firstBytes(file: string, count: number): Promise<Uint8Array> {
  const handle = await open(file, 'r')
  try {
    const buffer = Buffer.alloc(count)
    const { bytesRead } = await handle.read(buffer, 0, count, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

export interface StoredUpload {
  /** Its name under the uploads folder. */
  name: string
  /** The name it had on the phone or the computer (shown, never used as a path). */
  originalName: string
  bytes: number
}

/**
 * Streams the upload's one file into `dir` and checks it: size (413, first by the declared length,
 * then as it comes), multipart (415), a file at all (400), its type by its content (415). On any
 * refusal nothing is left on disk.
 */
export async function storeAudioUpload(request: FastifyRequest, dir: string, maxBytes: number): Promise<StoredUpload> {
  const contentLength = Number(request.headers['content-length'])
  if (contentLength > audioBodyLimit(maxBytes)) throw tooLarge()
  if (!request.isMultipart()) throw new RequestError(415, UPLOAD.notMultipart, 'ERR_NOT_MULTIPART')

  const name = newUploadName()
  const temporary = path.join(dir, temporaryName(name))
  let stored: StoredUpload | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue
      await pipeline(part.file, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }))
      if (part.file.truncated) throw tooLarge()
      stored = { name, originalName: part.filename.slice(0, 200) || 'enregistrement', bytes: part.file.bytesRead }
    }
    if (!stored) throw new RequestError(400, MESSAGES.invalidFields, 'ERR_VALIDATION', { file: [UPLOAD.missing] })
    if (stored.bytes === 0)
      throw new RequestError(400, MESSAGES.invalidFields, 'ERR_VALIDATION', { file: [UPLOAD.empty] })
    if (!detectAudioType(await firstBytes(temporary, 12))) throw refuse(415, UPLOAD.wrongType, 'ERR_AUDIO_TYPE')
    await rename(temporary, path.join(dir, name))
    return stored
  } catch (error) {
    await rm(temporary, { force: true })
    throw uploadError(error)
  }
}
