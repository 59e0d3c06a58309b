// robots.txt and sitemap.xml, for search engines: the public pages with the date each last
// changed, the dashboard and the API left out.
import type { FastifyInstance } from 'fastify'
import { PUBLIC_PAGES, type PublicPage } from '#common/pages.ts'
import { escapeHtml } from './page-html.ts'

/**
 * The kinds of change (the audit log's `action` before its dot) that change each page: every
 * page shows the site's content and the donate link; the home page also the services, events,
 * photos and member figures.
 */
export const PAGE_CHANGES: Record<PublicPage, readonly string[]> = {
  '/': ['site', 'donation', 'event', 'service', 'gallery', 'figures'],
  '/feproba-programmes': ['site', 'donation'],
  '/isl-programmes': ['site', 'donation'],
  '/confession-de-foi': ['site', 'donation'],
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin-dashboard',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

export function sitemapXml(publicUrl: string, pages: readonly { page: PublicPage; lastChange: string }[]): string {
  const urls = pages.map(
    ({ page, lastChange }) =>
      `  <url><loc>${escapeHtml(page === '/' ? `${publicUrl}/` : `${publicUrl}${page}`)}</loc><lastmod>${lastChange}</lastmod></url>`,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function registerCrawlerFiles(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  // The last change of a page: its latest change in the audit log, or the content's own last save
  // (the seed's date on a new installation), whichever is later.
  const lastAudited = app.db
    .prepare<[string], string | null>(
      `SELECT MAX(at) FROM audit_log
       WHERE substr(action, 1, instr(action, '.') - 1) IN (SELECT value FROM json_each(?))`,
    )
    .pluck()
  const lastChange = (page: PublicPage) => {
    const audited = lastAudited.get(JSON.stringify(PAGE_CHANGES[page])) ?? ''
    const saved = app.siteContentRepository.get()?.updatedAt ?? ''
    // ISO 8601 instants in UTC: their text sorts as their time.
    return [audited, saved].sort().at(-1) ?? ''
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robotsTxt(publicUrl)),
  )
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        sitemapXml(
          publicUrl,
          PUBLIC_PAGES.map((page) => ({ page, lastChange: lastChange(page) })),
        ),
      ),
  )
}
