// The dashboard's « Site » tab: the church's content document, read as the site reads it, saved by
// parts (PATCH /api/admin/site, only the parts a form shows).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '#src/lib/api-client.ts'
import { siteContentQuery } from '#src/lib/site-content.ts'
import { siteContentSchema, type SiteContent } from '#common/schemas/site-content.ts'
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
