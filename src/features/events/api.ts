import { queryOptions, useQuery } from '@tanstack/react-query'
import { readJson } from '../../lib/api-client-read.ts'
import { useLogError } from '../../lib/use-log-error.ts'
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

/** Upcoming events; the four built-in events when the call fails. */
export function useEvents() {
  const query = useQuery(eventQueries.list())
  useLogError(query.error, 'les événements')
  return {
    events: query.data ?? (query.isError ? upcomingSampleEvents() : undefined),
    isLoading: query.isPending && !query.isError,
  }
}
