// The dashboard's gallery: the list, the upload (with its progress), re-categorising, deleting.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '#src/lib/api-client.ts'
import { GALLERY_MAX_BYTES, GALLERY_UPLOAD_MESSAGES, detectImageType } from '#common/schemas/gallery-categories.ts'
import {
  adminGalleryPhotoListSchema,
  adminGalleryPhotoSchema,
  type AdminGalleryPhoto,
  type GalleryPhotoInput,
} from '#common/schemas/gallery-photo.ts'
import { galleryQueries } from '#src/features/gallery/api.ts'
import { postMultipart, type UploadProgress } from '../kit/multipart-upload.ts'
import { adminRead, adminKeys, readDefaults } from '../kit/query.ts'

const GALLERY_KEY = adminKeys.gallery

export const adminGalleryQuery = () =>
  queryOptions({
    queryKey: GALLERY_KEY,
    queryFn: adminRead('gallery', adminGalleryPhotoListSchema),
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

export type PhotoUpload = GalleryPhotoInput & { file: File }

export type { UploadProgress }

/** POST /api/admin/gallery as multipart (with its progress, see postMultipart). */
export function uploadGalleryPhoto(
  { file, category, description }: PhotoUpload,
  { onProgress, signal }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<AdminGalleryPhoto> {
  // The text fields first: the server reads them before the photo.
  const body = new FormData()
  body.append('category', category)
  body.append('description', description)
  body.append('file', file, file.name)
  return postMultipart('api/admin/gallery', body, {
    status: 201,
    schema: adminGalleryPhotoSchema,
    unexpected: 'Réponse inattendue du serveur : rechargez la page pour voir si la photo a été ajoutée.',
    failure: 'la photo n’a pas été ajoutée',
    onProgress,
    signal,
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
