import { queryOptions } from '@tanstack/react-query'
import { readJson } from '../../lib/api-client-read.ts'
import type { LiveStatus, Sermon, SermonSummary } from '#common/schemas/sermon.ts'

/** Checked by its schema, unless it is the data already held (see readJson). */
export const listSermons = readJson<SermonSummary[]>('api/sermons', () =>
  import('#common/schemas/sermon.ts').then((m) => m.sermonListSchema),
)

const getSermon = (slug: string) =>
  readJson<Sermon>(`api/sermons/${encodeURIComponent(slug)}`, () =>
    import('#common/schemas/sermon.ts').then((m) => m.sermonSchema),
  )

export const getLiveStatus = readJson<LiveStatus>('api/live', () =>
  import('#common/schemas/sermon.ts').then((m) => m.liveStatusSchema),
)

export const sermonQueries = {
  all: () => ['sermons'] as const,
  list: () => queryOptions({ queryKey: [...sermonQueries.all(), 'list'], queryFn: listSermons }),
  detail: (slug: string) =>
    queryOptions({ queryKey: [...sermonQueries.all(), 'detail', slug], queryFn: getSermon(slug) }),
}

export const liveQueries = {
  status: () => queryOptions({ queryKey: ['live'], queryFn: getLiveStatus }),
}
