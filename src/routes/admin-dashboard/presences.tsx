import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { loadDashboard } from '#src/features/admin/load-dashboard.ts'

export const Route = createFileRoute('/admin-dashboard/presences')({
  validateSearch: noSearch,
  loader: async ({ context: { queryClient } }) => {
    const { attendanceQueries, whenSignedIn } = await loadDashboard()
    return whenSignedIn(queryClient, 'presences', () => queryClient.ensureQueryData(attendanceQueries.services()))
  },
  component: lazyRouteComponent(loadDashboard, 'AttendanceTab'),
})
