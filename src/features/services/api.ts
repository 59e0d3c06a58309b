import { queryOptions, useQuery } from '@tanstack/react-query'
import { readJson } from '../../lib/api-client-read.ts'
import { useLogError } from '../../lib/use-log-error.ts'
import type { Service } from '#common/schemas/service.ts'
import { fallbackServices } from '#common/seed/services-and-events.ts'

/** Checked by its schema, unless it is the data already held (see readJson). */
export const listServices = readJson<Service[]>('api/services', () =>
  import('#common/schemas/service.ts').then((m) => m.serviceListSchema),
)

export const serviceQueries = {
  all: () => ['services'] as const,
  list: () => queryOptions({ queryKey: [...serviceQueries.all(), 'list'], queryFn: listServices }),
}

/**
 * Weekly services. While loading `isPlaceholderData` is false and data undefined (skeleton);
 * if the call fails the built-in list is shown instead (placeholderData never
 * enters the cache, so a later success replaces it).
 */
export function useServices() {
  const query = useQuery(serviceQueries.list())
  useLogError(query.error, 'les services')
  return {
    services: query.data ?? (query.isError ? fallbackServices : undefined),
    isLoading: query.isPending && !query.isError,
  }
}
