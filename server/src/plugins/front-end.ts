import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { adminDashboardPages } from '#common/admin-dashboard-pages.ts'
import { globalPlugin } from '../lib/global-plugin.ts'
import { sendNotFound } from './error-handler.ts'

/** The site's pages and the dashboard's: a direct visit answers the app's HTML with 200. */
export const PAGE_ROUTES = [
  '/',
  '/feproba-programmes',
  '/isl-programmes',
  '/confession-de-foi',
  ...adminDashboardPages(),
]

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

/**
 * Serves the built front end from STATIC_DIR: hashed /assets/ cached for a year, HTML revalidated,
 * each page route answered with its prerendered HTML when there is one, else the app shell. Unknown
 * pages get the shell with a 404 (the client shows its not-found page); unknown /api/* get JSON.
 */
export default globalPlugin<{ staticDir: string }>(async (app, { staticDir }) => {
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
    cacheControl: false,
    setHeaders(reply: FastifyReply, filePath: string) {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE)
    },
  })

  // The build prerenders the public pages (index.html, `route/index.html`) and keeps the empty
  // app in shell.html for the others: the dashboard and unknown pages must not show the home
  // page's content before the app draws theirs.
  const shell = isFile(path.join(staticDir, 'shell.html')) ? 'shell.html' : 'index.html'
  const pageFile = (route: string): string => {
    if (route === '/') return 'index.html'
    const name = route.slice(1)
    for (const candidate of [`${name}/index.html`, `${name}.html`]) {
      if (isFile(path.join(staticDir, candidate))) return candidate
    }
    return shell
  }
  for (const route of PAGE_ROUTES) {
    app.get(route, { schema: { hide: true } }, (_request, reply) => reply.sendFile(pageFile(route)))
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)
    if (wantsPage) return reply.code(404).sendFile(shell)
    return sendNotFound(request, reply)
  })
})
