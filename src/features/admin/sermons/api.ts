// The dashboard's sermons: the list (followed while a recording converts), the form, the
// recording's upload with its progress, the deletion, and the live-stream link.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '#src/lib/api-client.ts'
import { SERMON_AUDIO_MAX_BYTES, SERMON_UPLOAD_MESSAGES, detectAudioType } from '#common/sermon-audio.ts'
import {
  adminSermonListSchema,
  adminSermonSchema,
  liveStreamInputSchema,
  type AdminSermon,
  type LiveStreamInput,
  type SermonInput,
} from '#common/schemas/sermon.ts'
import { liveQueries, sermonQueries } from '#src/features/sermons/api.ts'
import { postMultipart, type UploadProgress } from '../kit/multipart-upload.ts'
import { ADMIN_KEY, adminRead, readDefaults } from '../kit/query.ts'

const SERMONS_KEY = [...ADMIN_KEY, 'sermons'] as const
const LIVE_KEY = [...ADMIN_KEY, 'live-stream'] as const

/** While a recording waits or converts, the list asks again this often to show where it stands. */
export const CONVERSION_POLL_MS = 3000

const converting = (sermons: AdminSermon[] | undefined) =>
  sermons?.some((sermon) => sermon.audio.status === 'en_attente' || sermon.audio.status === 'conversion') ?? false

export const adminSermonsQuery = () =>
  queryOptions({
    queryKey: SERMONS_KEY,
    queryFn: adminRead<AdminSermon[]>('sermons', adminSermonListSchema),
    ...readDefaults,
    refetchInterval: (query) => (converting(query.state.data) ? CONVERSION_POLL_MS : false),
  })

export const liveStreamQuery = () =>
  queryOptions({
    queryKey: LIVE_KEY,
    queryFn: adminRead('live-stream', liveStreamInputSchema),
    ...readDefaults,
  })

/**
 * The same checks as the server, before sending anything: the size, and the type by the file's
 * first bytes (a recording renamed .mp3 is judged by its content). Returns the French error, or null.
 */
export async function checkAudioFile(file: File): Promise<string | null> {
  if (file.size === 0) return SERMON_UPLOAD_MESSAGES.empty
  if (file.size > SERMON_AUDIO_MAX_BYTES) return SERMON_UPLOAD_MESSAGES.tooLarge
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer())
  return detectAudioType(head) ? null : SERMON_UPLOAD_MESSAGES.wrongType
}

export type { UploadProgress }

/** POST /api/admin/sermons/:id/audio as multipart, with its progress: answered at once (202). */
export function uploadSermonAudio(
  id: number,
  file: File,
  { onProgress, signal }: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<AdminSermon> {
  const body = new FormData()
  body.append('file', file, file.name)
  return postMultipart(`api/admin/sermons/${id}/audio`, body, {
    status: 202,
    schema: adminSermonSchema,
    unexpected: 'Réponse inattendue du serveur : rechargez la page pour voir si l’enregistrement a été reçu.',
    failure: 'l’enregistrement n’a pas été envoyé',
    messages: {
      network: SERMON_UPLOAD_MESSAGES.network,
      byStatus: { 413: SERMON_UPLOAD_MESSAGES.tooLarge, 415: SERMON_UPLOAD_MESSAGES.wrongType },
    },
    // 300 Mo over a church's connection: an hour at most.
    timeoutMs: 60 * 60_000,
    onProgress,
    signal,
  })
}

/** The dashboard's list and the public pages' reads all change with a sermon. */
function useRefreshSermons() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SERMONS_KEY }),
      queryClient.invalidateQueries({ queryKey: sermonQueries.all() }),
    ])
}

export function useSaveSermon() {
  const refresh = useRefreshSermons()
  return useMutation({
    mutationKey: [...SERMONS_KEY, 'save'],
    mutationFn: async ({ id, input }: { id: number | null; input: SermonInput }) =>
      adminSermonSchema.parse(
        await (id === null
          ? apiClient.post('api/admin/sermons', { json: input })
          : apiClient.put(`api/admin/sermons/${id}`, { json: input })
        ).json(),
      ),
    onSuccess: () => refresh(),
  })
}

export function useUploadSermonAudio() {
  const refresh = useRefreshSermons()
  return useMutation({
    mutationKey: [...SERMONS_KEY, 'upload'],
    mutationFn: ({
      id,
      file,
      onProgress,
      signal,
    }: {
      id: number
      file: File
      onProgress: (progress: UploadProgress) => void
      signal: AbortSignal
    }) => uploadSermonAudio(id, file, { onProgress, signal }),
    onSuccess: () => refresh(),
  })
}

export function useDeleteSermon() {
  const refresh = useRefreshSermons()
  return useMutation({
    mutationKey: [...SERMONS_KEY, 'delete'],
    mutationFn: async (id: number) => {
      await apiClient.delete(`api/admin/sermons/${id}`)
    },
    onSuccess: () => refresh(),
  })
}

export function useSaveLiveStream() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...LIVE_KEY, 'save'],
    mutationFn: async (input: LiveStreamInput) =>
      liveStreamInputSchema.parse(await apiClient.put('api/admin/live-stream', { json: input }).json()),
    onSuccess: (saved) => {
      queryClient.setQueryData(LIVE_KEY, saved)
      return queryClient.invalidateQueries({ queryKey: liveQueries.status().queryKey })
    },
  })
}
