import { createFileRoute } from '@tanstack/react-router'
import { isOn } from '#src/features/admin/kit/search.ts'
import { EventsPage } from '#src/features/admin/calendar/components/events-tab.tsx'

/** An event's id in the address: a positive whole number, or nothing. */
const eventId = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

export const Route = createFileRoute('/admin-dashboard/evenements')({
  // ?nouveau=1 (the overview's « Ajouter un événement ») opens the tab with the new event's form;
  // ?inscriptions=12 opens that event's sign-ups (a phone at the door keeps it as a bookmark).
  validateSearch: (raw: Record<string, unknown>): { nouveau?: true; inscriptions?: number } => ({
    nouveau: isOn(raw.nouveau) ? true : undefined,
    inscriptions: eventId(raw.inscriptions),
  }),
  loader: async ({ context: { queryClient } }) => {
    const [{ whenSignedIn }, { calendarQueries }] = await Promise.all([
      import('#src/features/admin/kit/prefetch.ts'),
      import('#src/features/admin/calendar/api.ts'),
    ])
    return whenSignedIn(queryClient, 'evenements', () => queryClient.ensureQueryData(calendarQueries.events()))
  },
  component: EventsPage,
})
