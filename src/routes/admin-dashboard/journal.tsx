import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { loadDashboard } from '#src/features/admin/load-dashboard.ts'

export const Route = createFileRoute('/admin-dashboard/journal')({
  validateSearch: noSearch,
  loader: async ({ context: { queryClient } }) => {
    const { auditQueries, whenSignedIn } = await loadDashboard()
    return whenSignedIn(queryClient, 'journal', () => queryClient.ensureQueryData(auditQueries.page(1)))
  },
  component: lazyRouteComponent(loadDashboard, 'AuditTab'),
})
