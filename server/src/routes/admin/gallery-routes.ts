import fastifyMultipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorSchema, toFieldErrors } from '#common/schemas/api-error.ts'
import {
  GALLERY_MAX_BYTES,
  GALLERY_UPLOAD_MESSAGES as UPLOAD,
  detectImageType,
} from '#common/schemas/gallery-categories.ts'
import {
  adminGalleryPhotoListSchema,
  adminGalleryPhotoSchema,
  galleryPhotoInputSchema,
} from '#common/schemas/gallery-photo.ts'
import { adminPhoto } from '../../db/gallery-repository.ts'
import { newFileStem, removeImageFiles, writeImageFiles } from '../../lib/gallery-files.ts'
import { ImageError, processImage } from '../../lib/gallery-images.ts'
import { MESSAGES, RequestError, sendNotFound } from '../../plugins/error-handler.ts'
import { audit, idParamsSchema, operatorOf } from './follow-up.ts'

/** The text fields of an upload are short: a category and a description of 200 characters at most. */
const FIELD_BYTES = 4096
/** The whole request: the photo, the text fields and the multipart framing. */
const UPLOAD_BODY_LIMIT = GALLERY_MAX_BYTES + 64 * 1024

const errors = { 400: apiErrorSchema, 404: apiErrorSchema }
const uploadErrors = { 400: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema }

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

/** Gallery photos: upload, re-categorise, delete; samples are rows like the others. */
const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const gallery = app.galleryRepository
  const mediaDir = app.galleryMediaDir

  // Only here: no other route takes multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { files: 1, fileSize: GALLERY_MAX_BYTES, fields: 4, fieldSize: FIELD_BYTES, parts: 6, headerPairs: 20 },
    throwFileSizeLimit: true,
  })

  app.get(
    '/gallery',
    {
      schema: {
        tags: ['admin'],
        summary: 'Toutes les photos de la galerie, dans l’ordre du site (exemples compris)',
        response: { 200: adminGalleryPhotoListSchema },
      },
    },
    async () => gallery.list().map(adminPhoto),
  )

  app.post(
    '/gallery',
    {
      // 64 KiB for every other route; a photo needs its 5 MB (checked again by the multipart limits).
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary:
          'Ajoute une photo (multipart : file, category, description) : JPG, PNG ou WEBP d’après son contenu, 5 Mo au plus',
        consumes: ['multipart/form-data'],
        response: { 201: adminGalleryPhotoSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
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
      // By its content: a PNG named .jpg is a PNG; a text file named .jpg is refused.
      if (!detectImageType(file)) throw refuse(415, UPLOAD.wrongType, 'ERR_PHOTO_TYPE')

      let image
      try {
        image = await processImage(file)
      } catch (error) {
        if (!(error instanceof ImageError)) throw error
        request.log.info(
          { reason: error.reason, cause: String((error.cause as Error | undefined)?.message) },
          'photo refused',
        )
        throw refuse(400, UPLOAD[error.reason], 'ERR_PHOTO_UNREADABLE')
      }

      const stem = newFileStem()
      await writeImageFiles(mediaDir, stem, image.files)
      const { category, description } = parsed.data
      let id: number
      try {
        id = app.db.transaction(() => {
          const newId = gallery.insert({
            fileStem: stem,
            description,
            category,
            width: image.width,
            height: image.height,
            widths: image.widths,
            sample: false,
            createdAt: app.now().toISOString(),
            createdBy: operatorOf(request),
          })
          audit(request, {
            action: 'gallery.create',
            entity: 'gallery_photo',
            entityId: newId,
            summary: `Photo « ${description} » ajoutée (${category})`,
          })
          return newId
        })()
      } catch (error) {
        await removeImageFiles(mediaDir, stem, image.widths)
        throw error
      }
      request.log.info({ id, width: image.width, height: image.height, widths: image.widths }, 'gallery photo added')
      return reply.code(201).send(adminPhoto(gallery.find(id)!))
    },
  )

  app.put(
    '/gallery/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change la catégorie et la description d’une photo',
        params: idParamsSchema,
        body: galleryPhotoInputSchema,
        response: { 200: adminGalleryPhotoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const before = gallery.find(id)
      if (!before) return sendNotFound(request, reply)
      const { category, description } = request.body
      const changes = [
        before.category !== category ? `catégorie ${before.category} → ${category}` : null,
        before.description !== description ? `description « ${before.description} » → « ${description} »` : null,
      ].filter((change) => change !== null)
      app.db.transaction(() => {
        gallery.update(id, { category, description })
        audit(request, {
          action: 'gallery.update',
          entity: 'gallery_photo',
          entityId: id,
          summary: `Photo « ${description} » modifiée${changes.length > 0 ? ` : ${changes.join(', ')}` : ' (sans changement)'}`,
        })
      })()
      return adminPhoto(gallery.find(id)!)
    },
  )

  app.delete(
    '/gallery/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Retire une photo de la galerie (et ses fichiers, pour une photo envoyée)',
        params: idParamsSchema,
        response: { 204: z.undefined(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const photo = gallery.find(id)
      if (!photo) return sendNotFound(request, reply)
      app.db.transaction(() => {
        gallery.remove(id)
        audit(request, {
          action: 'gallery.delete',
          entity: 'gallery_photo',
          entityId: id,
          summary: `Photo « ${photo.description} » supprimée (${photo.category}${photo.sample ? ', exemple' : ''})`,
        })
      })()
      // A sample's files belong to the built site; an upload's go with its row. Removed after the
      // commit: a failure here leaves unused files, never a photo without its files.
      if (!photo.sample) {
        try {
          await removeImageFiles(mediaDir, photo.fileStem, photo.widths)
        } catch (error) {
          request.log.warn({ err: error, id }, 'gallery photo files not removed')
        }
      }
      request.log.info({ id, sample: photo.sample }, 'gallery photo deleted')
      return reply.code(204).send()
    },
  )
}
export default galleryRoutes
