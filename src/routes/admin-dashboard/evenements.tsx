import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { isOn } from '#src/features/admin/kit/search.ts'
import { loadDashboard } from '#src/features/admin/load-dashboard.ts'

export const Route = createFileRoute('/admin-dashboard/evenements')({
  // ?nouveau=1 (the overview's « Ajouter un événement ») opens the tab with the new event's form.
  validateSearch: (raw: Record<string, unknown>): { nouveau?: true } => ({
    nouveau: isOn(raw.nouveau) ? true : undefined,
  }),
  loader: async ({ context: { queryClient } }) => {
    const { calendarQueries, whenSignedIn } = await loadDashboard()
    return whenSignedIn(queryClient, 'evenements', () => queryClient.ensureQueryData(calendarQueries.events()))
  },
  component: lazyRouteComponent(loadDashboard, 'EventsPage'),
})
