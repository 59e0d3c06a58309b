import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '../../lib/api-client.ts'
import { useLogError } from '../../lib/use-log-error.ts'
import { eventListSchema, type ChurchEvent } from '../../schemas/event.ts'
import { upcomingSampleEvents } from '../../content/seed-data.ts'

export async function listEvents(): Promise<ChurchEvent[]> {
  return eventListSchema.parse(await apiClient.get('api/events').json())
}

export const eventQueries = {
  all: () => ['events'] as const,
  list: () => queryOptions({ queryKey: [...eventQueries.all(), 'list'], queryFn: listEvents }),
}

/** Upcoming events; the four built-in events of spec §8 when the call fails. */
export function useEvents() {
  const query = useQuery(eventQueries.list())
  useLogError(query.error, 'les événements')
  return {
    events: query.data ?? (query.isError ? upcomingSampleEvents() : undefined),
    isLoading: query.isPending && !query.isError,
  }
}
