import { queryOptions, useQuery } from '@tanstack/react-query'
import { readJson } from '../../lib/api-client-read.ts'
import { useLogError } from '../../lib/use-log-error.ts'
import type { Calendar } from '#common/schemas/calendar.ts'
import type { ChurchEvent } from '#common/schemas/event.ts'
import { upcomingSampleEvents } from '#common/seed/services-and-events.ts'

/** Checked by its schema, unless it is the data already held (see readJson). */
export const listEvents = readJson<ChurchEvent[]>('api/events', () =>
  import('#common/schemas/event.ts').then((m) => m.eventListSchema),
)

export const eventQueries = {
  all: () => ['events'] as const,
  list: () => queryOptions({ queryKey: [...eventQueries.all(), 'list'], queryFn: listEvents }),
}

/** The calendar page's days: each day an event is held, its repeats worked out by the server. */
export const getCalendar = readJson<Calendar>('api/calendar', () =>
  import('#common/schemas/calendar.ts').then((m) => m.calendarSchema),
)

// Under the events' key: a change of an event in the dashboard refreshes the calendar too.
export const calendarQueries = {
  days: () => queryOptions({ queryKey: [...eventQueries.all(), 'calendar'], queryFn: getCalendar }),
}

/** Upcoming events; the four built-in events when the call fails. */
export function useEvents() {
  const query = useQuery(eventQueries.list())
  useLogError(query.error, 'les événements')
  return {
    events: query.data ?? (query.isError ? upcomingSampleEvents() : undefined),
    isLoading: query.isPending && !query.isError,
  }
}
