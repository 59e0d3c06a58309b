// The « Lettre » area: the letters (drafts and sent), one letter with its delivery counts, and
// the actions of the compose form (save, preview, test copy, send).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  letterListSchema,
  letterPreviewSchema,
  letterSchema,
  letterSendAnswerSchema,
  letterTestAnswerSchema,
  type Letter,
  type LetterInput,
} from '#common/schemas/newsletter-letter.ts'
import { apiClient } from '#src/lib/api-client.ts'
import { adminRead, adminKeys, readDefaults } from '../kit/query.ts'

const idSchema = z.object({ id: z.number().int().positive() })

export const letterQueries = {
  list: () =>
    queryOptions({
      queryKey: adminKeys.letters,
      queryFn: adminRead('newsletters', letterListSchema),
      ...readDefaults,
    }),
  one: (id: number) =>
    queryOptions({
      queryKey: [...adminKeys.letters, id],
      queryFn: adminRead<Letter>(`newsletters/${id}`, letterSchema),
      ...readDefaults,
      // While a letter goes out, its counts move: read them again every few seconds.
      refetchInterval: (query) => (query.state.data?.counts.pending ? 5_000 : false),
    }),
}

function useLettersChanged() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.letters })
}

/** Creates the draft (id null) or saves it again; answers its id. */
export function useSaveLetter() {
  const changed = useLettersChanged()
  return useMutation({
    mutationKey: [...adminKeys.letters, 'save'],
    mutationFn: async ({ id, input }: { id: number | null; input: LetterInput }) =>
      idSchema.parse(
        await (id === null
          ? apiClient.post('api/admin/newsletters', { json: input })
          : apiClient.put(`api/admin/newsletters/${id}`, { json: input })
        ).json(),
      ).id,
    onSuccess: changed,
  })
}

export function usePreviewLetter() {
  return useMutation({
    mutationKey: [...adminKeys.letters, 'preview'],
    mutationFn: async (input: LetterInput) =>
      letterPreviewSchema.parse(await apiClient.post('api/admin/newsletters/preview', { json: input }).json()),
  })
}

export function useSendLetterTest() {
  return useMutation({
    mutationKey: [...adminKeys.letters, 'test'],
    mutationFn: async (id: number) =>
      letterTestAnswerSchema.parse(await apiClient.post(`api/admin/newsletters/${id}/test`).json()).to,
  })
}

export function useSendLetter() {
  const changed = useLettersChanged()
  return useMutation({
    mutationKey: [...adminKeys.letters, 'send'],
    mutationFn: async (id: number) =>
      letterSendAnswerSchema.parse(await apiClient.post(`api/admin/newsletters/${id}/send`).json()).recipients,
    onSuccess: changed,
  })
}
