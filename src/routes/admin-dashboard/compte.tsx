import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { loadDashboard } from '#src/features/admin/load-dashboard.ts'

export const Route = createFileRoute('/admin-dashboard/compte')({
  validateSearch: noSearch,
  component: lazyRouteComponent(loadDashboard, 'AccountPage'),
})
