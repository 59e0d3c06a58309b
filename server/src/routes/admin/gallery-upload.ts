// The photo upload of POST /api/admin/gallery, read and checked: the multipart body, its fields,
// the file's type by its content, and the decoded image, each refusal with its French answer.
import type { FastifyRequest } from 'fastify'
import { toFieldErrors } from '#common/schemas/api-error.ts'
import {
  GALLERY_MAX_BYTES,
  GALLERY_UPLOAD_MESSAGES as UPLOAD,
  detectImageType,
} from '#common/schemas/gallery-categories.ts'
import { galleryPhotoInputSchema, type GalleryPhotoInput } from '#common/schemas/gallery-photo.ts'
import { ImageError, processImage, processPortrait, type ProcessedImage } from '../../lib/gallery-images.ts'
import { MESSAGES, RequestError } from '../../plugins/error-handler.ts'

/** The text fields of an upload are short: a category and a description of 200 characters at most. */
const FIELD_BYTES = 4096
/** The whole request: the photo, the text fields and the multipart framing. */
export const UPLOAD_BODY_LIMIT = GALLERY_MAX_BYTES + 64 * 1024

/** @fastify/multipart's limits for this route: one file of 5 MB, a few short fields. */
export const MULTIPART_OPTIONS = {
  limits: { files: 1, fileSize: GALLERY_MAX_BYTES, fields: 4, fieldSize: FIELD_BYTES, parts: 6, headerPairs: 20 },
  throwFileSizeLimit: true,
}

const refuse = (status: number, message: string, code: string) =>
  new RequestError(status, message, code, { file: [message] })

/** @fastify/multipart's and busboy's errors, as the French answers of this route. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return refuse(413, UPLOAD.tooLarge, 'ERR_PHOTO_TOO_LARGE')
    case 'FST_FILES_LIMIT':
      return refuse(413, UPLOAD.oneFile, 'ERR_ONE_PHOTO')
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

interface Upload {
  fields: Record<string, string>
  file: Buffer | undefined
}

/** Reads the multipart body: its text fields and its one file (5 MB at most, else 413). */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new RequestError(415, MESSAGES.notMultipart, 'ERR_NOT_MULTIPART')
  }
  const upload: Upload = { fields: {}, file: undefined }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // The first file, whatever its field's name; a second one is refused by the limits.
        upload.file = await part.toBuffer()
      } else if (part.valueTruncated) {
        upload.fields[part.fieldname] = 'x'.repeat(FIELD_BYTES + 1)
      } else {
        upload.fields[part.fieldname] = String(part.value)
      }
    }
  } catch (error) {
    throw uploadError(error)
  }
  return upload
}

/**
 * The upload's category, description and file, once every check has passed: size (413), multipart
 * (415), the fields and the file's presence (400, all field errors at once), then the file's type
 * by its content (415: a PNG named .jpg is a PNG; a text file named .jpg is refused).
 */
export async function readPhotoUpload(request: FastifyRequest): Promise<{ input: GalleryPhotoInput; file: Buffer }> {
  const contentLength = Number(request.headers['content-length'])
  if (contentLength > UPLOAD_BODY_LIMIT) throw refuse(413, UPLOAD.tooLarge, 'ERR_PHOTO_TOO_LARGE')
  const { fields, file } = await readUpload(request)

  const parsed = galleryPhotoInputSchema.safeParse(fields)
  const fieldErrors = parsed.success ? {} : toFieldErrors(parsed.error.issues)
  if (!file) fieldErrors.file = [UPLOAD.missing]
  else if (file.length === 0) fieldErrors.file = [UPLOAD.empty]
  if (!parsed.success || !file || Object.keys(fieldErrors).length > 0) {
    throw new RequestError(400, MESSAGES.invalidFields, 'ERR_VALIDATION', fieldErrors)
  }
  if (!detectImageType(file)) throw refuse(415, UPLOAD.wrongType, 'ERR_PHOTO_TYPE')
  return { input: parsed.data, file }
}

/**
 * A portrait's upload (POST /api/admin/site/leaders/:id/photo): the same checks as the gallery's,
 * with no text field: size (413), multipart (415), a file (400), its type by its content (415:
 * an SVG, a text file or a PDF named .jpg are refused before any decoder sees them).
 */
export async function readPortraitUpload(request: FastifyRequest): Promise<Buffer> {
  const contentLength = Number(request.headers['content-length'])
  if (contentLength > UPLOAD_BODY_LIMIT) throw refuse(413, UPLOAD.tooLarge, 'ERR_PHOTO_TOO_LARGE')
  const { file } = await readUpload(request)
  if (!file || file.length === 0) {
    const message = file ? UPLOAD.empty : UPLOAD.missing
    throw new RequestError(400, MESSAGES.invalidFields, 'ERR_VALIDATION', { file: [message] })
  }
  if (!detectImageType(file)) throw refuse(415, UPLOAD.wrongType, 'ERR_PHOTO_TYPE')
  return file
}

/** The gallery's sizes of the photo; a file the decoder refuses is a 400 in French. */
export function decodePhoto(request: FastifyRequest, file: Buffer): Promise<ProcessedImage> {
  return decoded(request, () => processImage(file))
}

/** A portrait's square sizes; a file the decoder refuses is a 400 in French. */
export function decodePortrait(request: FastifyRequest, file: Buffer, widths: readonly number[]) {
  return decoded(request, () => processPortrait(file, widths))
}

async function decoded(request: FastifyRequest, convert: () => Promise<ProcessedImage>): Promise<ProcessedImage> {
  try {
    return await convert()
  } catch (error) {
    if (!(error instanceof ImageError)) throw error
    request.log.info(
      { reason: error.reason, cause: String((error.cause as Error | undefined)?.message) },
      'photo refused',
    )
    throw refuse(400, UPLOAD[error.reason], 'ERR_PHOTO_UNREADABLE')
  }
}
