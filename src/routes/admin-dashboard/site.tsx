import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { validateSiteSearch } from '#src/features/admin/site/search.ts'
import { loadDashboard } from '#src/features/admin/load-dashboard.ts'

export const Route = createFileRoute('/admin-dashboard/site')({
  validateSearch: validateSiteSearch,
  loader: async ({ context: { queryClient } }) => {
    const { siteAdminQuery, whenSignedIn } = await loadDashboard()
    return whenSignedIn(queryClient, 'site', () => queryClient.ensureQueryData(siteAdminQuery()))
  },
  component: lazyRouteComponent(loadDashboard, 'SiteTab'),
})
