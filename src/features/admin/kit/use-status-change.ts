// A follow-up status change (members, messages, requests), shown at once in every cached page.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { ADMIN_KEY, adminKeys, adminSend, readAgain, type AnswerSchema, type Page } from './query.ts'

type WithStatus<S> = { id: number; status: S }
/** A change as sent: the new status, and the note given in the details window, if any. */
type StatusChange<S> = WithStatus<S> & { note?: string | undefined }

/**
 * PATCH /:path/:id { status, note? }, shown at once in every cached page of the list; put back as it
 * was if the server refuses. The caller tells the user (notification) on error. `schema` checks
 * the answer (a function importing it, on a tab's first screen).
 */
export function useStatusChange<S extends string, T extends WithStatus<S>>(
  path: string,
  listKey: QueryKey,
  schema: AnswerSchema<T>,
) {
  const queryClient = useQueryClient()
  const patchPages = (change: (item: T) => T) =>
    queryClient.setQueriesData<Page<T>>(
      { queryKey: listKey },
      (page) => page && { ...page, items: page.items.map(change) },
    )
  return useMutation({
    mutationKey: [...ADMIN_KEY, path, 'status'],
    // One after the other: a second move of the same card must reach the server after the first.
    scope: { id: `${path}-status` },
    mutationFn: ({ id, status, note }: StatusChange<S>) =>
      adminSend((api) => api.patch(`api/admin/${path}/${id}`, { json: { status, note: note || undefined } }), schema),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: listKey })
      const previous = queryClient.getQueriesData<Page<T>>({ queryKey: listKey })
      patchPages((item) => (item.id === id ? { ...item, status } : item))
      return { previous }
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data)
    },
    onSuccess: (updated) => patchPages((item) => (item.id === updated.id ? updated : item)),
    onSettled: () => {
      void readAgain(queryClient, listKey)
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview })
    },
  })
}
