import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { SiteContent } from '#common/schemas/site-content.ts'
import { readJson } from './api-client-read.ts'
import { useLogError } from './use-log-error.ts'

/** Checked by its schema, unless it is the data already held (see readJson). */
export const getSiteContent = readJson<SiteContent>('api/site', () =>
  import('#common/schemas/site-content.ts').then((m) => m.siteContentSchema),
)

/**
 * The church's content (GET /api/site): name, contacts, history, team, ministries, programmes,
 * confession of faith. Every public page is drawn by the server with it and embeds it, so the
 * page, the chrome and the forms read it from the cache without asking again.
 */
export const siteContentQuery = () => queryOptions({ queryKey: ['site', 'content'] as const, queryFn: getSiteContent })

/**
 * The content, or undefined while it loads: only on a page the browser draws itself (the
 * dashboard, an unknown address), since the public pages arrive with it.
 */
export function useSiteContent(): SiteContent | undefined {
  const query = useQuery(siteContentQuery())
  useLogError(query.error, 'le contenu du site')
  return query.data
}

/**
 * The content inside the public pages, never undefined: their route (`_site`) loads it before
 * they draw, so this never waits there (it suspends until loaded anywhere else).
 */
export function useLoadedSiteContent(): SiteContent {
  return useSuspenseQuery(siteContentQuery()).data
}
