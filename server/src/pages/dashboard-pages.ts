// The dashboard's pages, drawn by the server for whoever is signed in: the page arrives with the
// tab's first screen and its data (as the public pages do), instead of a blank page that draws
// itself once the dashboard's code has come and its reads have been answered, seconds later on a
// phone. The reads are the dashboard's own (the route loaders', src/entry-server.tsx), answered
// here by the API's routes with the visitor's cookies: the same answers, the same guards. Signed
// out, or with a step left, the browser gets the empty app and shows the sign-in, as before.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ADMIN_DASHBOARD, ADMIN_RECORD_PAGES, adminDashboardPages } from '#common/admin-dashboard-pages.ts'
import { guessScreen, type RenderDashboard } from '#common/pages.ts'
import { church } from '#common/seed/church.ts'
import { filledShell, withPageCss } from './page-html.ts'
import { assertNoInlineScript, pageShells } from './public-pages.ts'

/** The route modules of a dashboard address: the layout, then the tab's (or the record's) own. */
export function dashboardRouteFiles(page: string): string[] {
  const rest = page.slice(ADMIN_DASHBOARD.length + 1)
  // '/admin-dashboard/membres/:personId' is the router's membres_.$personId.tsx.
  const file = rest === '' ? 'index' : rest.replace(/\/:(\w+)$/, '_.$$$1')
  return ['src/routes/admin-dashboard.tsx', `src/routes/admin-dashboard/${file}.tsx`]
}

/** The title the dashboard gives itself in the browser (src/routes/admin-dashboard.tsx). */
const TITLE = `Tableau de bord — ${church.name}`

/**
 * The `fetch` a drawing's reads go through: each GET is answered by the API inside this server
 * (`inject`), as if the visitor's browser had sent it: their cookies, their address, the scheme
 * they came by (which names the session cookie). Nothing but reads.
 */
function readsOf(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const read = new Request(input, init)
    if (read.method !== 'GET') throw new Error(`a drawn page only reads: ${read.method} ${read.url}`)
    const url = new URL(read.url)
    const answer = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: {
        accept: read.headers.get('accept') ?? 'application/json',
        cookie: request.headers.cookie ?? '',
        'user-agent': request.headers['user-agent'] ?? '',
        host: request.host,
        // Read only when the server trusts its proxy, as for the visitor's own request.
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
      },
      remoteAddress: request.ip,
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string' || typeof value === 'number') headers.set(name, String(value))
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304
    return new Response(empty ? null : answer.body, { status: answer.statusCode, headers })
  }
}

export function registerDashboardPages(
  app: FastifyInstance,
  options: {
    staticDir: string
    /** The empty app (index.html as built). */
    shell: string
    renderDashboard: RenderDashboard
    /** Sends the empty app: the browser draws the page. */
    sendShell: (request: FastifyRequest, reply: FastifyReply) => unknown
  },
) {
  const { staticDir, shell, renderDashboard, sendShell } = options
  const pages = [...adminDashboardPages(), ...ADMIN_RECORD_PAGES]
  const shells = pageShells(
    shell,
    staticDir,
    pages.map((page) => [page, dashboardRouteFiles(page)] as const),
  )

  /** The page drawn for the visitor's session; undefined when the browser should draw it. */
  const draw = async (request: FastifyRequest, page: string): Promise<string | undefined> => {
    const drawnShell = shells.get(page)
    if (!drawnShell) throw new Error(`dashboard page ${page} has no shell`)
    const started = performance.now()
    const screen = guessScreen(request.headers['user-agent'])
    const rendered = await renderDashboard(request.url, readsOf(app, request), screen)
    if (!rendered) return undefined
    const path = request.url.split('?')[0] ?? request.url
    assertNoInlineScript(path, rendered.html)
    // The browser's first render takes the same guess (src/lib/screen-guess.ts).
    const html = filledShell(drawnShell.html, path, { ...rendered, head: { title: TITLE } }, { screen })
    const body = await drawnShell.critical(drawnShell.css ? withPageCss(html, drawnShell.css) : html)
    request.log.info({ page: path, ms: Math.round(performance.now() - started), bytes: body.length }, 'dashboard drawn')
    return body
  }

  for (const page of pages) {
    app.get(page, { schema: { hide: true } }, async (request, reply) => {
      // No cookie, no session: no need to ask.
      let body: string | undefined
      if (request.headers.cookie) {
        try {
          body = await draw(request, page)
        } catch (error) {
          request.log.error({ err: error, page }, 'dashboard page could not be drawn: sent the app to draw it')
        }
      }
      if (body === undefined) return sendShell(request, reply)
      // Someone's own data: never kept by a browser or a proxy, never a copy for another visitor.
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body)
    })
  }
}
