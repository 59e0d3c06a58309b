import { createFileRoute } from '@tanstack/react-router'
import { validateSiteSearch } from '#src/features/admin/site/search.ts'
import { SiteTab } from '#src/features/admin/site/components/site-tab.tsx'

export const Route = createFileRoute('/admin-dashboard/site')({
  validateSearch: validateSiteSearch,
  loader: async ({ context: { queryClient } }) => {
    const [{ whenSignedIn }, { siteAdminQuery }] = await Promise.all([
      import('#src/features/admin/kit/prefetch.ts'),
      import('#src/features/admin/site/api.ts'),
    ])
    return whenSignedIn(queryClient, 'site', () => queryClient.ensureQueryData(siteAdminQuery()))
  },
  component: SiteTab,
})
