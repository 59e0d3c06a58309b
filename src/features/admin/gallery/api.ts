// The dashboard's gallery: the list, the upload (with its progress), re-categorising, deleting.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiClient } from '#src/lib/api-client.ts'
import { env } from '#src/config/env.ts'
import { CHECK_CONNECTION } from '#src/lib/messages.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { GALLERY_MAX_BYTES, GALLERY_UPLOAD_MESSAGES, detectImageType } from '#common/schemas/gallery-categories.ts'
import {
  adminGalleryPhotoListSchema,
  adminGalleryPhotoSchema,
  type AdminGalleryPhoto,
  type GalleryPhotoInput,
} from '#common/schemas/gallery-photo.ts'
import { galleryQueries } from '#src/features/gallery/api.ts'
import { adminGet, adminKeys, readDefaults } from '../kit/query.ts'

const GALLERY_KEY = adminKeys.gallery

export const adminGalleryQuery = () =>
  queryOptions({
    queryKey: GALLERY_KEY,
    queryFn: () => adminGet('gallery', adminGalleryPhotoListSchema),
    ...readDefaults,
  })

/**
 * The same checks as the server, before sending anything over costly mobile data: the size, and
 * the type by the file's first bytes (a photo renamed .jpg is judged by its content). The server
 * checks again and has the last word. Returns the French error, or null.
 */
export async function checkPhotoFile(file: File): Promise<string | null> {
  if (file.size === 0) return GALLERY_UPLOAD_MESSAGES.empty
  if (file.size > GALLERY_MAX_BYTES) return GALLERY_UPLOAD_MESSAGES.tooLarge
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer())
  return detectImageType(head) ? null : GALLERY_UPLOAD_MESSAGES.wrongType
}

/** Where an upload stands: sending (with the share sent, 0–100), then the server converting it. */
export type UploadProgress = { phase: 'sending'; percent: number } | { phase: 'processing' }

export type PhotoUpload = GalleryPhotoInput & { file: File }

const UPLOAD_TIMEOUT_MS = 5 * 60_000
const NETWORK_ERROR = `La connexion a été interrompue : la photo n’a pas été envoyée. ${CHECK_CONNECTION}`
/** When an error answer has no readable body (a proxy's page, say). */
const BY_STATUS: Record<number, string> = {
  413: GALLERY_UPLOAD_MESSAGES.tooLarge,
  415: GALLERY_UPLOAD_MESSAGES.wrongType,
}

function errorOf(status: number, text: string): ApiError {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  const parsed = apiErrorSchema.safeParse(body)
  return new ApiError(
    status,
    parsed.success ? parsed.data : { message: BY_STATUS[status] ?? `Erreur ${status} : la photo n’a pas été ajoutée.` },
  )
}

/**
 * POST /api/admin/gallery as multipart. With XMLHttpRequest, not fetch: only XHR reports how much
 * of the request body has gone (fetch cannot, over HTTP/1.1), and 5 MB over a slow phone
 * connection takes long enough to need a progress bar. Rejects with an ApiError (status 0 when the
 * connection failed), or an AbortError when `signal` aborts.
 */
export function uploadGalleryPhoto(
  { file, category, description }: PhotoUpload,
  { onProgress, signal }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<AdminGalleryPhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `${env.apiBase}api/admin/gallery`)
    request.setRequestHeader('accept', 'application/json')
    request.timeout = UPLOAD_TIMEOUT_MS
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.({ phase: 'sending', percent: Math.min(100, Math.round((event.loaded / event.total) * 100)) })
    }
    request.upload.onload = () => onProgress?.({ phase: 'processing' })
    request.onload = () => {
      if (request.status !== 201) return reject(errorOf(request.status, request.responseText))
      try {
        resolve(adminGalleryPhotoSchema.parse(JSON.parse(request.responseText)))
      } catch {
        reject(
          new ApiError(request.status, {
            message: 'Réponse inattendue du serveur : rechargez la page pour voir si la photo a été ajoutée.',
          }),
        )
      }
    }
    request.onerror = () => reject(new ApiError(0, { message: NETWORK_ERROR }))
    request.ontimeout = () => reject(new ApiError(0, { message: NETWORK_ERROR }))
    request.onabort = () => reject(new DOMException('Envoi annulé.', 'AbortError'))
    if (signal?.aborted) return reject(new DOMException('Envoi annulé.', 'AbortError'))
    signal?.addEventListener('abort', () => request.abort(), { once: true })

    // The text fields first: the server reads them before the photo.
    const body = new FormData()
    body.append('category', category)
    body.append('description', description)
    body.append('file', file, file.name)
    onProgress?.({ phase: 'sending', percent: 0 })
    request.send(body)
  })
}

/** The admin list and the public gallery both change with a photo. */
function useRefreshGallery() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: GALLERY_KEY }),
      queryClient.invalidateQueries({ queryKey: galleryQueries.all() }),
    ])
}

export function useUploadGalleryPhoto() {
  const refresh = useRefreshGallery()
  return useMutation({
    mutationKey: [...GALLERY_KEY, 'upload'],
    mutationFn: ({
      upload,
      onProgress,
      signal,
    }: {
      upload: PhotoUpload
      onProgress: (progress: UploadProgress) => void
      signal: AbortSignal
    }) => uploadGalleryPhoto(upload, { onProgress, signal }),
    onSuccess: () => refresh(),
  })
}

export function useUpdateGalleryPhoto() {
  const refresh = useRefreshGallery()
  return useMutation({
    mutationKey: [...GALLERY_KEY, 'update'],
    mutationFn: async ({ id, input }: { id: number; input: GalleryPhotoInput }) =>
      adminGalleryPhotoSchema.parse(await apiClient.put(`api/admin/gallery/${id}`, { json: input }).json()),
    onSuccess: () => refresh(),
  })
}

export function useDeleteGalleryPhoto() {
  const refresh = useRefreshGallery()
  return useMutation({
    mutationKey: [...GALLERY_KEY, 'delete'],
    mutationFn: async (id: number) => {
      await apiClient.delete(`api/admin/gallery/${id}`)
    },
    onSuccess: () => refresh(),
  })
}
