import { createFileRoute } from '@tanstack/react-router'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { ServicesTab } from '#src/features/admin/calendar/components/services-tab.tsx'

export const Route = createFileRoute('/admin-dashboard/cultes')({
  validateSearch: noSearch,
  loader: async ({ context: { queryClient } }) => {
    const [{ whenSignedIn }, { calendarQueries }] = await Promise.all([
      import('#src/features/admin/kit/prefetch.ts'),
      import('#src/features/admin/calendar/api.ts'),
    ])
    return whenSignedIn(queryClient, 'cultes', () => queryClient.ensureQueryData(calendarQueries.services()))
  },
  component: ServicesTab,
})
