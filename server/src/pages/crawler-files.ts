// robots.txt and sitemap.xml, for search engines: the public pages (and each published sermon's)
// with the date each last changed, the dashboard and the API left out.
import type { FastifyInstance } from 'fastify'
import { PUBLIC_PAGES, type PagePath, type PublicPage } from '#common/pages.ts'
import { sermonPath } from '#common/sermon-audio.ts'
import { escapeHtml } from './page-html.ts'

/**
 * The kinds of change (the audit log's `action` before its dot) that change each page: every
 * page shows the site's content and the donate link; the home page also the services, events,
 * photos and member figures.
 */
export const PAGE_CHANGES: Record<PublicPage, readonly string[]> = {
  '/': ['site', 'donation', 'event', 'service', 'gallery', 'figures', 'live'],
  '/feproba-programmes': ['site', 'donation'],
  '/isl-programmes': ['site', 'donation'],
  '/confession-de-foi': ['site', 'donation'],
  '/calendrier': ['site', 'donation', 'event', 'service'],
  '/predications': ['site', 'donation', 'sermon'],
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

export function sitemapXml(publicUrl: string, pages: readonly { page: PagePath; lastChange: string }[]): string {
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
  const lastChange = (page: PublicPage, published: readonly { publishAt: string }[]) => {
    const audited = lastAudited.get(JSON.stringify(PAGE_CHANGES[page])) ?? ''
    const saved = app.siteContentRepository.get()?.updatedAt ?? ''
    // A sermon published later changes the list when its time comes, not when it was saved.
    const publication = page === '/predications' ? (published[0]?.publishAt ?? '') : ''
    // ISO 8601 instants in UTC: their text sorts as their time.
    return [audited, saved, publication].sort().at(-1) ?? ''
  }
  /** The published sermons' pages: each changes with its own edits, or its publication. */
  const sermonPages = (published: ReturnType<typeof app.sermonsRepository.published>) => {
    const saved = app.siteContentRepository.get()?.updatedAt ?? ''
    return published.map((sermon) => ({
      page: sermonPath(sermon.slug) as PagePath,
      lastChange: [sermon.updatedAt, sermon.publishAt, saved].sort().at(-1) ?? '',
    }))
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robotsTxt(publicUrl)),
  )
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    // Newest first (by preaching day): the latest publication time is the greatest of them all.
    const published = app.sermonsRepository.published(app.now().toISOString())
    const latest = [...published].sort((a, b) => b.publishAt.localeCompare(a.publishAt))
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        sitemapXml(publicUrl, [
          ...PUBLIC_PAGES.map((page) => ({ page, lastChange: lastChange(page, latest) })),
          ...sermonPages(published),
        ]),
      )
  })
}
