// The gallery, answered in memory like the server: the samples, uploads checked by their content
// and size (the shared rules), re-categorising, deleting; the public list reads the same state.
import { http, HttpResponse, type HttpResponseResolver } from 'msw'
import { sampleGalleryPhotos } from '#common/content/gallery.ts'
import { toFieldErrors } from '#common/schemas/api-error.ts'
import {
  GALLERY_MAX_BYTES,
  GALLERY_UPLOAD_MESSAGES as UPLOAD,
  detectImageType,
} from '#common/schemas/gallery-categories.ts'
import { galleryPhotoInputSchema, type AdminGalleryPhoto, type GalleryPhoto } from '#common/schemas/gallery-photo.ts'
import { mockAdminSession } from './admin.ts'
import { parseBody } from './validate.ts'

const SAMPLE_DATE = '2026-11-01T12:00:00.000Z'

interface GalleryMockState {
  photos: AdminGalleryPhoto[]
  /** The uploaded files, by their URL path, so `npm run dev:mock` shows them. */
  files: Map<string, Blob>
  nextId: number
}

function createState(): GalleryMockState {
  return {
    photos: sampleGalleryPhotos.map((photo) => ({
      ...photo,
      sample: true,
      createdAt: SAMPLE_DATE,
      createdBy: 'Exemple',
    })),
    files: new Map(),
    nextId: sampleGalleryPhotos.length + 1,
  }
}

let state = createState()
export function resetAdminGalleryMockState() {
  state = createState()
}

const unauthorized = () => HttpResponse.json({ message: 'Authentification requise.' }, { status: 401 })
const notFound = () => HttpResponse.json({ message: 'Ressource introuvable.' }, { status: 404 })
const refuse = (status: number, message: string) =>
  HttpResponse.json({ message, fieldErrors: { file: [message] } }, { status })

const guarded =
  (resolver: HttpResponseResolver<Record<string, string>>): HttpResponseResolver<Record<string, string>> =>
  (info) =>
    mockAdminSession.signedIn ? resolver(info) : unauthorized()

/** A file part. Not `instanceof Blob`: under jsdom the request's File comes from Node's own classes. */
const isFile = (value: unknown): value is Blob =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Blob).arrayBuffer === 'function' &&
  typeof (value as Blob).size === 'number'

const publicPhoto = ({ sample: _sample, createdAt: _at, createdBy: _by, ...photo }: AdminGalleryPhoto): GalleryPhoto =>
  photo

/** Reads an image's size from its own bytes, as far as the mock can: else 1200 × 900. */
async function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file)
      return { width: bitmap.width, height: bitmap.height }
    } catch {
      // jsdom has no decoder: a plausible photo size.
    }
  }
  return { width: 1200, height: 900 }
}

export const adminGalleryHandlers = [
  http.get('*/api/gallery', () => HttpResponse.json(state.photos.map(publicPhoto))),

  http.get('*/media/gallery/:name', ({ request }) => {
    const file = state.files.get(new URL(request.url).pathname.replace(/-\d+\.(avif|webp)$/, ''))
    return file ? new HttpResponse(file, { headers: { 'content-type': file.type || 'image/jpeg' } }) : notFound()
  }),

  http.get(
    '*/api/admin/gallery',
    guarded(() => HttpResponse.json(state.photos)),
  ),

  http.post(
    '*/api/admin/gallery',
    guarded(async ({ request }) => {
      const form = await request.formData().catch(() => null)
      if (!form)
        return HttpResponse.json(
          { message: 'Type de contenu non pris en charge : envoyez la photo en multipart/form-data.' },
          { status: 415 },
        )
      const part = form.get('file')
      const file = isFile(part) ? part : null
      if (file && file.size > GALLERY_MAX_BYTES) return refuse(413, UPLOAD.tooLarge)
      const parsed = galleryPhotoInputSchema.safeParse({
        category: form.get('category') ?? undefined,
        description: form.get('description') ?? undefined,
      })
      const fieldErrors = parsed.success ? {} : toFieldErrors(parsed.error.issues)
      if (!file) fieldErrors.file = [UPLOAD.missing]
      else if (file.size === 0) fieldErrors.file = [UPLOAD.empty]
      if (!parsed.success || !file || Object.keys(fieldErrors).length > 0) {
        return HttpResponse.json({ message: 'Certains champs sont invalides.', fieldErrors }, { status: 400 })
      }
      if (!detectImageType(new Uint8Array(await file.slice(0, 12).arrayBuffer()))) return refuse(415, UPLOAD.wrongType)

      const { width, height } = await imageSize(file)
      const widths = [400, 800, 1600].filter((candidate) => candidate <= width)
      const id = state.nextId++
      const base = `/media/gallery/mock${String(id).padStart(4, '0')}`
      const photo: AdminGalleryPhoto = {
        id,
        ...parsed.data,
        width,
        height,
        base,
        widths: widths.length > 0 ? widths : [width],
        sample: false,
        createdAt: new Date().toISOString(),
        createdBy: mockAdminSession.name ?? 'Administrateur',
      }
      state.files.set(base, file)
      state.photos = [photo, ...state.photos]
      return HttpResponse.json(photo, { status: 201 })
    }),
  ),

  http.put(
    '*/api/admin/gallery/:id',
    guarded(async ({ request, params }) => {
      const photo = state.photos.find((candidate) => candidate.id === Number(params.id))
      if (!photo) return notFound()
      const { data, error } = await parseBody(request, galleryPhotoInputSchema)
      if (error) return error
      Object.assign(photo, data)
      return HttpResponse.json(photo)
    }),
  ),

  http.delete(
    '*/api/admin/gallery/:id',
    guarded(({ params }) => {
      const photo = state.photos.find((candidate) => candidate.id === Number(params.id))
      if (!photo) return notFound()
      state.photos = state.photos.filter((candidate) => candidate !== photo)
      state.files.delete(photo.base)
      return new HttpResponse(null, { status: 204 })
    }),
  ),
]
