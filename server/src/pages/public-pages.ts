// The public pages (and each published sermon's), drawn by the server from the database at run time (the renderer is the
// front end's SSR bundle, dist/server/entry-server.js), cached per data version (page-cache.ts),
// and sent with an ETag and a Brotli or gzip copy made once per drawing.
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { churchJsonLd, eventsJsonLd } from '#common/json-ld.ts'
import {
  PUBLIC_PAGES,
  SERMON_PAGE_PREFIX,
  type PageData,
  type PageHead,
  type PagePath,
  type RenderPage,
} from '#common/pages.ts'
import { podcastEpisodeJsonLd, podcastSeriesJsonLd } from '#common/sermon-json-ld.ts'
import { ifNoneMatchHits, preferredEncoding } from '../lib/cached-json.ts'
import { createPageCache } from './page-cache.ts'
import { pageDataSource } from './page-data.ts'
import { criticalCssOf, type InlineCritical } from './critical-css.ts'
import {
  pageHtml,
  routeAssets,
  routeFileOf,
  siteRouteFiles,
  withAssets,
  withPageCss,
  type HeadExtras,
  type ManifestChunk,
} from './page-html.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export interface BuiltPage {
  body: Buffer
  etag: string
  br: Buffer
  gzip: Buffer
}

/** The image link previews show: the church's icon (absolute, as Open Graph asks). */
export const PREVIEW_IMAGE = '/icons/icon-512.png'

export interface DrawnShell {
  html: string
  /** The rules of all the page's stylesheets, inline whole. */
  css: string
  /** Adds the rules of its lazily loaded blocks' stylesheets that the drawn markup uses. */
  critical: InlineCritical
}

/**
 * The shell of each page, with its route's scripts started after the paint, its stylesheets' rules
 * (read once) and its lazy blocks' rules to choose from; by name (`routes`: each page's name and
 * route modules, as `routeAssets` takes them).
 */
export function pageShells(
  shell: string,
  staticDir: string,
  routes: readonly (readonly [name: string, routeFiles: readonly string[]])[],
): Map<string, DrawnShell> {
  let manifest: Record<string, ManifestChunk> = {}
  try {
    manifest = JSON.parse(readFileSync(path.join(staticDir, '.vite/manifest.json'), 'utf8'))
  } catch {
    // No manifest (a hand-made build in tests): the shell's own scripts and styles only.
  }
  const readable = (href: string) => {
    try {
      return statSync(path.join(staticDir, href)).isFile()
    } catch {
      // Not in the build (a hand-made one): the page links it as a blocking stylesheet.
      return false
    }
  }
  const cssOf = (href: string) => readFileSync(path.join(staticDir, href), 'utf8')
  return new Map(
    routes.map(([name, routeFiles]) => {
      const { html, styles, lazyStyles } = withAssets(shell, routeAssets(manifest, routeFiles), readable)
      const drawn = { html, css: styles.map(cssOf).join('\n'), critical: criticalCssOf(staticDir, lazyStyles) }
      return [name, drawn]
    }),
  )
}

function headExtras(page: PagePath, data: Partial<PageData>, publicUrl: string, head: PageHead): HeadExtras {
  const { site } = data
  if (!site) throw new Error(`page ${page} drawn without the site's content`)
  const home = `${publicUrl}/`
  const name = site.identity.name
  const jsonLd =
    page === '/'
      ? [churchJsonLd(site, home), eventsJsonLd(data.events ?? [], site)]
      : page === '/predications'
        ? [podcastSeriesJsonLd(name, publicUrl, data.sermons ?? [])]
        : data.sermon
          ? [podcastEpisodeJsonLd(data.sermon, name, publicUrl, head.description ?? '')]
          : []
  return {
    url: page === '/' ? home : `${publicUrl}${page}`,
    siteName: site.identity.name,
    image: `${publicUrl}${PREVIEW_IMAGE}`,
    jsonLd: jsonLd.filter((block) => block !== undefined),
  }
}

/** Is there a public sermon at this address now (its time come, its recording ready)? */
function isPublishedSermon(app: FastifyInstance, slug: string): boolean {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return false
  const sermon = app.sermonsRepository.findBySlug(slug)
  return sermon !== undefined && sermon.audioFile !== null && sermon.publishAt <= app.now().toISOString()
}

/** Our CSP runs no inline script: a page must not need one (data blocks are fine). */
export function assertNoInlineScript(page: string, html: string) {
  const inline = /<script(?![^>]*\s(?:src=|type="application\/(?:ld\+)?json"))[^>]*>/.exec(html)
  if (inline) throw new Error(`page ${page} renders an inline script, which the CSP would block: ${inline[0]}`)
}

export function registerPublicPages(
  app: FastifyInstance,
  {
    staticDir,
    shell,
    renderPage,
    publicUrl,
  }: {
    staticDir: string
    /** The empty app (index.html as built): what a page falls back to if it cannot be drawn. */
    shell: string
    renderPage: RenderPage
    publicUrl: string
  },
) {
  const pages: PagePath[] = [...PUBLIC_PAGES, `${SERMON_PAGE_PREFIX}-`]
  const shells = pageShells(
    shell,
    staticDir,
    pages.map((page) => [routeFileOf(page), siteRouteFiles(page)] as const),
  )
  const source = pageDataSource(app)
  const cache = createPageCache<PagePath, Partial<PageData>, BuiltPage>({
    ...source,
    async build(page, data) {
      const started = performance.now()
      const rendered = await renderPage(page, data)
      assertNoInlineScript(page, rendered.html)
      const drawnShell = shells.get(routeFileOf(page))
      if (!drawnShell) throw new Error(`page ${page} has no shell`)
      const { html: shellHtml, css, critical } = drawnShell
      const html = pageHtml(shellHtml, page, rendered, headExtras(page, data, publicUrl, rendered.head))
      const body = Buffer.from(await critical(css ? withPageCss(html, css) : html))
      // Off the event loop (zlib's thread pool). Brotli 10: on the home page (150 KB) 19.3 KB in
      // about 100 ms, where 11 saves 0.3 KB more for 470 ms and 5 costs 1.8 KB more for 2 ms: the
      // copy is made once per change and sent to every visitor until the next.
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
        gzipAsync(body, { level: 9 }),
      ])
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
      app.log.info({ page, ms: Math.round(performance.now() - started), bytes: body.length }, 'page drawn')
      return { body, etag, br, gzip: gz }
    },
  })

  const send = async (request: FastifyRequest, reply: FastifyReply, page: PagePath) => {
    let built: BuiltPage
    try {
      built = await cache.get(page)
    } catch (error) {
      request.log.error({ err: error, page }, 'page could not be drawn: sent the app to draw it in the browser')
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(shell)
    }
    reply.header('etag', built.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding')
    if (ifNoneMatchHits(request.headers['if-none-match'], built.etag)) return reply.code(304).send()
    reply.type('text/html; charset=utf-8')
    const encoding = preferredEncoding(request.headers['accept-encoding'])
    if (encoding) return reply.header('content-encoding', encoding).send(built[encoding])
    return reply.send(built.body)
  }
  for (const page of PUBLIC_PAGES) {
    app.get(page, { schema: { hide: true } }, (request, reply) => send(request, reply, page))
  }
  // A sermon's page, once published; any other address below /predications/ is not found.
  app.get<{ Params: { slug: string } }>(`${SERMON_PAGE_PREFIX}:slug`, { schema: { hide: true } }, (request, reply) => {
    const { slug } = request.params
    if (!isPublishedSermon(app, slug)) return reply.callNotFound()
    return send(request, reply, `${SERMON_PAGE_PREFIX}${slug}`)
  })
  return cache
}
