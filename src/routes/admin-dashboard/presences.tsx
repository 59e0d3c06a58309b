import { createFileRoute } from '@tanstack/react-router'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { AttendanceTab } from '#src/features/admin/attendance/components/attendance-tab.tsx'

export const Route = createFileRoute('/admin-dashboard/presences')({
  validateSearch: noSearch,
  loader: async ({ context: { queryClient } }) => {
    const [{ whenSignedIn }, { attendanceQueries }] = await Promise.all([
      import('#src/features/admin/kit/prefetch.ts'),
      import('#src/features/admin/attendance/api.ts'),
    ])
    return whenSignedIn(queryClient, 'presences', () => queryClient.ensureQueryData(attendanceQueries.services()))
  },
  component: AttendanceTab,
})
