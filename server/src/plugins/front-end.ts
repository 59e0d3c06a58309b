import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { PUBLIC_PAGES, SERMON_PAGE_PREFIX, type RenderDashboard, type RenderPage } from '#common/pages.ts'
import { ADMIN_RECORD_PAGES, adminDashboardPages } from '#common/admin-dashboard-pages.ts'
import { ACCESS_PAGE_PATH } from '#common/schemas/staff-account.ts'
import { UPDATE_PAGE_PATH } from '#common/schemas/people-update.ts'
import { globalPlugin } from '../lib/global-plugin.ts'
import { registerCrawlerFiles } from '../pages/crawler-files.ts'
import { registerDashboardPages } from '../pages/dashboard-pages.ts'
import { loadRenderer, rendererPathFor } from '../pages/load-renderer.ts'
import { registerPublicPages } from '../pages/public-pages.ts'
import { sendNotFound } from './error-handler.ts'
import { DOCUMENT_ONLY_HEADERS } from './security-headers.ts'

/** The site's pages and the dashboard's: a direct visit answers the app's HTML with 200. */
export const PAGE_ROUTES = [...PUBLIC_PAGES, ...adminDashboardPages(), ...ADMIN_RECORD_PAGES, ACCESS_PAGE_PATH]

const IMMUTABLE = 'public, max-age=31536000, immutable'
// HTML and unhashed files: always revalidated (ETag), so a deploy shows up at once.
const REVALIDATE = 'no-cache'

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Site non construit</title></head>
<body><h1>Le site n’est pas encore construit</h1>
<p>Lancez <code>npm run build</code>, puis redémarrez le serveur. L’API fonctionne déjà sous <code>/api/</code>.</p>
</body></html>`

const isFile = (file: string) => existsSync(file) && statSync(file).isFile()
const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')

export interface FrontEndOptions {
  staticDir: string
  /** The site's public address (canonical links, Open Graph, sitemap). */
  publicUrl: string
  /** Draws a public page; by default the build's SSR bundle (dist/server/entry-server.js). */
  renderPage?: RenderPage
  /** Draws a dashboard page for the signed-in visitor; by default the same bundle's. */
  renderDashboard?: RenderDashboard
}

/**
 * Serves the built front end from STATIC_DIR: hashed /assets/ cached for a year, HTML revalidated.
 * The public pages are drawn from the database on the server (pages/public-pages.ts), and the
 * dashboard's for whoever is signed in (pages/dashboard-pages.ts); signed out, the dashboard gets
 * the empty app (index.html), and so do unknown pages, with a 404 (the client shows its not-found
 * page); unknown /api/* get JSON. robots.txt and sitemap.xml are written from
 * the data.
 */
export default globalPlugin<FrontEndOptions>('front-end', async (app, options) => {
  const { staticDir, publicUrl } = options
  registerCrawlerFiles(app, { publicUrl })
  const hasBuild = isFile(path.join(staticDir, 'index.html'))
  if (!hasBuild) {
    app.log.warn({ staticDir }, 'no built front end: run `npm run build`')
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(NOT_BUILT_PAGE),
    )
    app.setNotFoundHandler(sendNotFound)
    return
  }

  const assetsDir = path.join(staticDir, 'assets') + path.sep
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: true,
    index: false,
    // The build writes x.br and x.gz next to each text file (scripts/precompress.ts): sent as they
    // are, with Vary: Accept-Encoding; @fastify/compress leaves an encoded answer alone.
    preCompressed: true,
    // Never a dot-file or dot-folder (the build's .vite/manifest.json maps every chunk; an .env
    // dropped in by mistake would be worse): they answer 404 like any missing file.
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(reply: FastifyReply, filePath: string) {
      const asset = filePath.startsWith(assetsDir)
      reply.header('cache-control', asset ? IMMUTABLE : REVALIDATE)
      if (asset && /\.(js|css)$/.test(filePath)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name)
    },
  })

  const sendShell = (_request: FastifyRequest, reply: FastifyReply) => reply.sendFile('index.html')
  const built =
    options.renderPage && options.renderDashboard ? undefined : await loadRenderer(rendererPathFor(staticDir))
  const renderPage = options.renderPage ?? built?.renderPage
  const renderDashboard = options.renderDashboard ?? built?.renderDashboard
  // The empty app, read once: what the drawn pages are made from and fall back to.
  const shell = readFileSync(path.join(staticDir, 'index.html'), 'utf8')
  if (renderPage) {
    registerPublicPages(app, { staticDir, shell, renderPage, publicUrl })
  } else {
    app.log.warn({ staticDir }, 'the build has no page renderer: the browser draws the pages (run `npm run build`)')
    for (const page of PUBLIC_PAGES) app.get(page, { schema: { hide: true } }, sendShell)
    app.get(`${SERMON_PAGE_PREFIX}:slug`, { schema: { hide: true } }, sendShell)
  }
  if (renderDashboard) {
    registerDashboardPages(app, { staticDir, shell, renderDashboard, sendShell })
  } else {
    for (const page of [...adminDashboardPages(), ...ADMIN_RECORD_PAGES])
      app.get(page, { schema: { hide: true } }, sendShell)
  }
  // Where the invitation, reset and set-up links lead (the token is in the fragment).
  app.get(ACCESS_PAGE_PATH, { schema: { hide: true } }, (request, reply) =>
    sendShell(request, reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer')),
  )
  // Where a person's update link leads (its token is the path's last segment, masked in the logs).
  app.get(`${UPDATE_PAGE_PATH}/:token`, { schema: { hide: true } }, (request, reply) =>
    sendShell(request, reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer')),
  )

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)
    if (wantsPage) return reply.code(404).sendFile('index.html')
    return sendNotFound(request, reply)
  })
})
