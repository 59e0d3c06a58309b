import fastifyMultipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import {
  adminGalleryPhotoListSchema,
  adminGalleryPhotoSchema,
  galleryPhotoInputSchema,
  type GalleryPhotoInput,
} from '#common/schemas/gallery-photo.ts'
import { adminPhoto } from '../../db/gallery-repository.ts'
import { newFileStem, removeImageFiles, writeImageFiles } from '../../lib/gallery-files.ts'
import type { ProcessedImage } from '../../lib/gallery-images.ts'
import { sendNotFound } from '../../plugins/error-handler.ts'
import { audited } from './audited.ts'
import { MULTIPART_OPTIONS, UPLOAD_BODY_LIMIT, decodePhoto, readPhotoUpload } from './gallery-upload.ts'
import { idParamsSchema } from '#common/schemas/admin.ts'
import { operatorOf } from './operator.ts'
import { justWritten } from '../../lib/just-written.ts'
import { CONTENT } from './roles.ts'

const errors = { 400: apiErrorSchema, 404: apiErrorSchema }
const uploadErrors = { 400: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema }

/** Gallery photos: upload, re-categorise, delete; samples are rows like the others. */
const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const gallery = app.galleryRepository
  const mediaDir = app.galleryMediaDir

  // Only here: no other route takes multipart bodies.
  await app.register(fastifyMultipart, MULTIPART_OPTIONS)

  /** The files first, then the row and its audit line; the files of a row that failed are removed. */
  async function storePhoto(request: FastifyRequest, input: GalleryPhotoInput, image: ProcessedImage) {
    const { category, description } = input
    const { width, height, widths } = image
    const stem = newFileStem()
    await writeImageFiles(mediaDir, stem, image.files)
    try {
      return audited(
        request,
        (id) => ({
          action: 'gallery.create',
          entity: 'gallery_photo',
          entityId: id,
          summary: `Photo « ${description} » ajoutée (${category})`,
        }),
        () =>
          gallery.insert({
            fileStem: stem,
            description,
            category,
            width,
            height,
            widths,
            sample: false,
            createdAt: app.now().toISOString(),
            createdBy: operatorOf(request),
          }),
      )
    } catch (error) {
      await removeImageFiles(mediaDir, stem, widths)
      throw error
    }
  }

  app.get(
    '/gallery',
    {
      config: { roles: CONTENT },
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
      config: { roles: CONTENT },
      schema: {
        tags: ['admin'],
        summary:
          'Ajoute une photo (multipart : file, category, description) : JPG, PNG ou WEBP d’après son contenu, 5 Mo au plus',
        consumes: ['multipart/form-data'],
        response: { 201: adminGalleryPhotoSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { input, file } = await readPhotoUpload(request)
      const image = await decodePhoto(request, file)
      const id = await storePhoto(request, input, image)
      request.log.info({ id, width: image.width, height: image.height, widths: image.widths }, 'gallery photo added')
      return reply.code(201).send(adminPhoto(justWritten(gallery.find(id), 'gallery photo')))
    },
  )

  app.put(
    '/gallery/:id',
    {
      config: { roles: CONTENT },
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
      const summary = `Photo « ${description} » modifiée${changes.length > 0 ? ` : ${changes.join(', ')}` : ' (sans changement)'}`
      audited(request, { action: 'gallery.update', entity: 'gallery_photo', entityId: id, summary }, () =>
        gallery.update(id, { category, description }),
      )
      return adminPhoto(justWritten(gallery.find(id), 'gallery photo'))
    },
  )

  app.delete(
    '/gallery/:id',
    {
      config: { roles: CONTENT },
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
      const summary = `Photo « ${photo.description} » supprimée (${photo.category}${photo.sample ? ', exemple' : ''})`
      audited(request, { action: 'gallery.delete', entity: 'gallery_photo', entityId: id, summary }, () =>
        gallery.remove(id),
      )
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
