// The dashboard's « Site » tab: the church's content document, read as the site reads it, saved by
// parts (PATCH /api/admin/site, only the parts a form shows).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '#src/lib/api-client.ts'
import { siteContentQuery } from '#src/lib/site-content.ts'
import { siteContentSchema, type SiteContent } from '#common/schemas/site-content.ts'
import { postMultipart } from '../kit/multipart-upload.ts'
import { adminKeys, readDefaults } from '../kit/query.ts'

const SITE_KEY = adminKeys.site

/** GET /api/site, never from the browser's cache: the form must start from what is stored. */
export const siteAdminQuery = () =>
  queryOptions({
    queryKey: SITE_KEY,
    queryFn: async () => siteContentSchema.parse(await apiClient.get('api/site', { cache: 'no-store' }).json()),
    ...readDefaults,
  })

/** Saves some parts; the answer (the whole stored document) replaces both the tab's and the site's copy. */
export function useSaveSiteParts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...SITE_KEY, 'save'],
    mutationFn: async (parts: Partial<SiteContent>) =>
      siteContentSchema.parse(await apiClient.patch('api/admin/site', { json: parts }).json()),
    onSuccess: (saved) => {
      queryClient.setQueryData(SITE_KEY, saved)
      queryClient.setQueryData(siteContentQuery().queryKey, saved)
      // The overview's « Avant la mise en ligne » list shrinks as samples are replaced.
      void queryClient.invalidateQueries({ queryKey: adminKeys.launchChecklist })
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog })
    },
  })
}

/** A leader's portrait: uploaded (multipart) or removed; the answer is the whole stored document. */
export function useLeaderPortrait() {
  const queryClient = useQueryClient()
  const stored = (saved: SiteContent) => {
    queryClient.setQueryData(SITE_KEY, saved)
    queryClient.setQueryData(siteContentQuery().queryKey, saved)
    void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog })
  }
  const path = (id: string) => `api/admin/site/leaders/${encodeURIComponent(id)}/photo`
  const upload = useMutation({
    mutationKey: [...SITE_KEY, 'portrait'],
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const body = new FormData()
      body.append('file', file, file.name)
      return postMultipart(path(id), body, {
        status: 200,
        schema: siteContentSchema,
        unexpected: 'Réponse inattendue du serveur : rechargez la page pour voir si la photo a été enregistrée.',
        failure: 'la photo n’a pas été enregistrée',
      })
    },
    onSuccess: stored,
  })
  const remove = useMutation({
    mutationKey: [...SITE_KEY, 'portrait', 'remove'],
    mutationFn: async (id: string) => siteContentSchema.parse(await apiClient.delete(path(id)).json()),
    onSuccess: stored,
  })
  return { upload, remove }
}
