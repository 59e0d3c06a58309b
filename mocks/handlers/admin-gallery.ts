// The gallery, on the mock's store: uploads checked in the server's order with the shared rules
// (content type, size, fields, the image's own bytes), re-categorising, deleting. The site's
// list and the uploaded files are served by handlers/public.ts from the same store.
import { http, HttpResponse } from 'msw'
import { API_MESSAGES } from '#common/api-messages.ts'
import { toFieldErrors } from '#common/schemas/api-error.ts'
import {
  GALLERY_MAX_BYTES,
  GALLERY_UPLOAD_MESSAGES as UPLOAD,
  detectImageType,
} from '#common/schemas/gallery-categories.ts'
import { galleryPhotoInputSchema, type AdminGalleryPhoto } from '#common/schemas/gallery-photo.ts'
import {
  ADMIN_API,
  apiError,
  fieldRefused,
  guarded,
  invalidFields,
  noContent,
  notFound,
  parseBody,
  parseId,
} from '../respond.ts'
import { audit } from '../audit.ts'
import { UPLOAD_WIDTHS, imageSize, widthsFor } from '../images.ts'
import { randomHex } from '../random.ts'
import { operator } from '../session.ts'
import { nextId, now, state } from '../state.ts'

/** The whole upload: the photo, its text fields and the multipart framing (as on the server). */
const UPLOAD_BODY_LIMIT = GALLERY_MAX_BYTES + 64 * 1024

/** A file part. Not `instanceof Blob`: under jsdom the request's File comes from Node's own classes. */
const isFile = (value: unknown): value is Blob =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Blob).arrayBuffer === 'function' &&
  typeof (value as Blob).size === 'number'

async function upload(request: Request) {
  if (Number(request.headers.get('content-length')) > UPLOAD_BODY_LIMIT) {
    return fieldRefused(413, 'file', UPLOAD.tooLarge)
  }
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    return apiError(415, API_MESSAGES.notMultipart)
  }
  const form = await request.formData().catch(() => null)
  if (!form) return apiError(400, UPLOAD.malformed)
  const part = form.get('file')
  const file = isFile(part) ? part : null
  if (file && file.size > GALLERY_MAX_BYTES) return fieldRefused(413, 'file', UPLOAD.tooLarge)
  const parsed = galleryPhotoInputSchema.safeParse({
    category: form.get('category') ?? undefined,
    description: form.get('description') ?? undefined,
  })
  const fieldErrors = parsed.success ? {} : toFieldErrors(parsed.error.issues)
  if (!file) fieldErrors.file = [UPLOAD.missing]
  else if (file.size === 0) fieldErrors.file = [UPLOAD.empty]
  if (!parsed.success || !file || Object.keys(fieldErrors).length > 0) return invalidFields(fieldErrors)
  // By its content: a text file named .jpg is refused.
  const type = detectImageType(new Uint8Array(await file.slice(0, 12).arrayBuffer()))
  if (!type) return fieldRefused(415, 'file', UPLOAD.wrongType)

  const { width, height } = await imageSize(file, type)
  const id = nextId(state.photos)
  // A random file name, as the server draws one (nine bytes in hexadecimal).
  const base = `/media/gallery/${randomHex(9)}`
  const photo: AdminGalleryPhoto = {
    id,
    ...parsed.data,
    width,
    height,
    base,
    widths: widthsFor(width, UPLOAD_WIDTHS),
    sample: false,
    createdAt: now(),
    createdBy: operator(),
  }
  state.files.set(base, new Blob([file], { type: `image/${type}` }))
  // A new photo comes first, on the site and in the dashboard.
  state.photos = [photo, ...state.photos]
  audit('gallery.create', 'gallery_photo', id, `Photo « ${photo.description} » ajoutée (${photo.category})`)
  return HttpResponse.json(photo, { status: 201 })
}

export const adminGalleryHandlers = [
  http.get(
    `${ADMIN_API}/gallery`,
    guarded(() => HttpResponse.json(state.photos)),
  ),
  http.post(
    `${ADMIN_API}/gallery`,
    guarded(({ request }) => upload(request)),
  ),
  http.put(
    `${ADMIN_API}/gallery/:id`,
    guarded(async ({ request, params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const { data, error } = await parseBody(request, galleryPhotoInputSchema)
      if (error) return error
      const photo = state.photos.find((candidate) => candidate.id === id.data)
      if (!photo) return notFound()
      const { category, description } = data
      const changes = [
        photo.category !== category ? `catégorie ${photo.category} → ${category}` : null,
        photo.description !== description ? `description « ${photo.description} » → « ${description} »` : null,
      ].filter((change) => change !== null)
      const what = changes.length > 0 ? ` : ${changes.join(', ')}` : ' (sans changement)'
      audit('gallery.update', 'gallery_photo', photo.id, `Photo « ${description} » modifiée${what}`)
      Object.assign(photo, data)
      return HttpResponse.json(photo)
    }),
  ),
  http.delete(
    `${ADMIN_API}/gallery/:id`,
    guarded(({ params }) => {
      const id = parseId(params)
      if (id.error) return id.error
      const photo = state.photos.find((candidate) => candidate.id === id.data)
      if (!photo) return notFound()
      const kind = `${photo.category}${photo.sample ? ', exemple' : ''}`
      audit('gallery.delete', 'gallery_photo', photo.id, `Photo « ${photo.description} » supprimée (${kind})`)
      state.photos = state.photos.filter((candidate) => candidate !== photo)
      state.files.delete(photo.base)
      return noContent()
    }),
  ),
]
