// `npm run bench:bundle` (after `npm run build`): what the public pages cost on first load.
//
// 1. Static: for each public page, as the production server draws it from its fresh database,
//    the JS and CSS its HTML references (scripts, modulepreloads,
//    stylesheets, and those public/start-app.js adds after the first paint) plus the static imports of those scripts, plus the layout and page chunks the
//    router loads to render it (from Vite's manifest), gzip size each. This is "what the page
//    loads before it works", checked against the budgets.
// 2. In Chromium (phone viewport, production server, no scrolling): every request the first visit
//    to each page makes until the network has been quiet for 2 s, service-worker requests
//    included: JS and CSS requested before the load event, and later (route chunks, then the lazy
//    blocks such as the forms, fetched once the browser is idle); all bytes on the wire =
//    "first-visit transfer", checked against its budget.
// Exit code 1 when the home page is over a budget. `-- --verbose` lists the home page's files.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { startServer } from '#tests/e2e/support/server.ts'
import { launchBrowser } from '#tests/e2e/support/browser.ts'
import { BUDGETS, PUBLIC_PAGES, kib, verdict } from './support/budgets.ts'
import { DIST, assertBuilt, distSizes } from './support/dist-files.ts'

assertBuilt()
// --verbose: list every JS and CSS file the home page fetched.
const verbose = process.argv.includes('--verbose')

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]

/** Scripts, modulepreloads and stylesheets named by the HTML, then the JS files' static imports. */
function staticClosure(html: string) {
  const js = new Set<string>()
  const css = new Set<string>()
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const rel = attr(tag, 'rel')
    if (tag.startsWith('<script') && attr(tag, 'type') === 'module') {
      const src = attr(tag, 'src')
      if (src) js.add(src)
    } else if (tag.startsWith('<script') && attr(tag, 'data-entry')) {
      // public/start-app.js: the entry and its preloads, requested once the page has painted.
      js.add(attr(tag, 'src') ?? '')
      js.add(attr(tag, 'data-entry') ?? '')
      for (const href of (attr(tag, 'data-preload') ?? '').split(' ')) if (href) js.add(href)
    } else if (rel === 'modulepreload') js.add(attr(tag, 'href') ?? '')
    // A disabled one is never fetched: its rules are inline in the page (server/src/pages/page-html.ts).
    else if (rel === 'stylesheet' && !/\sdisabled[\s>]/.test(tag)) css.add(attr(tag, 'href') ?? '')
  }
  // Minified static imports: import"./a.js" / import{x as y}from"./a.js" (not import("./a.js")).
  const queue = [...js]
  while (queue.length) {
    const url = queue.pop()!
    const file = path.join(DIST, url)
    if (!existsSync(file)) continue
    const code = readFileSync(file, 'utf8')
    for (const [, spec] of code.matchAll(/(?<![\w$.(])import\s*(?:[\w$*{},\s]+?from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
      const dep = path.posix.join(path.posix.dirname(url), spec!)
      if (!js.has(dep)) {
        js.add(dep)
        queue.push(dep)
      }
    }
  }
  return { js: [...js], css: [...css] }
}

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
}
const manifestFile = path.join(DIST, '.vite/manifest.json')
const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
  ? JSON.parse(readFileSync(manifestFile, 'utf8'))
  : {}

/** The route chunks a page renders with (layout and page components) and what they import. */
function routeChunks(route: string) {
  const page = route === '/' ? 'index' : route.slice(1)
  const js = new Set<string>()
  const css = new Set<string>()
  const queue = [`src/routes/_site.tsx?tsr-split=component`, `src/routes/_site/${page}.tsx?tsr-split=component`]
  const seen = new Set<string>()
  while (queue.length) {
    const key = queue.pop()!
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) continue
    seen.add(key)
    js.add(`/${chunk.file}`)
    for (const file of chunk.css ?? []) css.add(`/${file}`)
    queue.push(...(chunk.imports ?? []))
  }
  return { js, css }
}

const gzipOf = (urls: Iterable<string>) => [...urls].reduce((sum, url) => sum + (distSizes(url)?.gzip ?? 0), 0)

// The pages are drawn by the server from its database: weigh them as it sends them.
const server = await startServer()
console.log(`\n== Static: what each page needs before it works (gzip -9) ==`)
console.log('HTML refs: scripts, modulepreloads, stylesheets in the HTML and their static imports;')
console.log('+ routes: the layout and page chunks the router then loads, their imports and styles.')
console.log('page                  html      JS: HTML refs   + routes  = total      CSS total')
const staticTotals = new Map<string, { js: number; css: number }>()
for (const route of PUBLIC_PAGES) {
  const html = await (await fetch(new URL(route, server.baseURL))).text()
  const fromHtml = staticClosure(html)
  const fromRoutes = routeChunks(route)
  const js = new Set([...fromHtml.js, ...fromRoutes.js])
  const css = new Set([...fromHtml.css, ...fromRoutes.css])
  const extraJs = [...fromRoutes.js].filter((url) => !fromHtml.js.includes(url))
  staticTotals.set(route, { js: gzipOf(js), css: gzipOf(css) })
  console.log(
    `${route.padEnd(20)}  ${kib(gzipSync(html, { level: 9 }).length).padStart(8)}  ${kib(gzipOf(fromHtml.js)).padStart(12)}  ${kib(gzipOf(extraJs)).padStart(9)}  ${kib(gzipOf(js)).padStart(10)} (${js.size})  ${kib(gzipOf(css)).padStart(9)} (${css.size})`,
  )
}

interface Fetched {
  url: string
  /** Requested before the page's load event. */
  beforeLoad: boolean
  type: string
  fromServiceWorker: boolean
  transfer: number
}

/** First visit in a fresh phone-sized context: every request until the network is quiet. */
async function firstVisit(browser: Browser, baseURL: string, route: string): Promise<Fetched[]> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  })
  const fetched: Fetched[] = []
  let loaded = false
  const requestedBeforeLoad = new Set<unknown>()
  let inFlight = 0
  let lastActivity = Date.now()
  const pending: Promise<unknown>[] = []
  context.on('request', (request) => {
    if (!loaded) requestedBeforeLoad.add(request)
    inFlight += 1
    lastActivity = Date.now()
  })
  const settle = () => {
    inFlight -= 1
    lastActivity = Date.now()
  }
  context.on('requestfailed', settle)
  context.on('requestfinished', (request) => {
    pending.push(
      Promise.all([request.sizes(), request.response()])
        .then(([sizes, response]) => {
          // A page request the service worker answered moved no bytes itself: the worker's own
          // fetch (if any) is reported separately.
          const answeredBySw = response?.fromServiceWorker() ?? false
          fetched.push({
            url: request.url(),
            beforeLoad: requestedBeforeLoad.has(request),
            type: request.resourceType(),
            fromServiceWorker: Boolean(request.serviceWorker()),
            transfer: answeredBySw ? 0 : sizes.responseBodySize + sizes.responseHeadersSize,
          })
        })
        .catch(() => undefined)
        .finally(settle),
    )
  })
  const page = await context.newPage()
  page.once('load', () => (loaded = true))
  await page.goto(route, { waitUntil: 'load' })
  while (inFlight > 0 || Date.now() - lastActivity < 2000) await page.waitForTimeout(200)
  await Promise.all(pending)
  await context.close()
  return fetched
}

const browser = await launchBrowser()
let homeOk = true
const homeLines: string[] = []
try {
  console.log(`\n== In Chromium: first visit, phone viewport, no scrolling (until the network is quiet 2 s) ==`)
  console.log('"until load": requested before the load event; "later": lazy blocks fetched once the page works.')
  console.log('page                  JS until load     JS later          CSS until load   transfer (requests)   via SW')
  for (const route of PUBLIC_PAGES) {
    const fetched = await firstVisit(browser, server.baseURL, route)
    const local = (f: Fetched) => new URL(f.url).origin === server.baseURL
    const pathsOf = (kind: RegExp, beforeLoad: boolean) =>
      new Set(
        fetched
          .filter((f) => local(f) && f.beforeLoad === beforeLoad && kind.test(new URL(f.url).pathname))
          .map((f) => new URL(f.url).pathname),
      )
    const js = pathsOf(/\.m?js$/, true)
    // Later: fetched after the load event and not before it (the worker's precache re-reads
    // some from the HTTP cache).
    const jsLater = new Set([...pathsOf(/\.m?js$/, false)].filter((url) => !js.has(url)))
    const css = pathsOf(/\.css$/, true)
    const cssLater = new Set([...pathsOf(/\.css$/, false)].filter((url) => !css.has(url)))
    const transfer = fetched.reduce((sum, f) => sum + f.transfer, 0)
    const viaSw = fetched.filter((f) => f.fromServiceWorker)
    const jsGzip = gzipOf(js)
    const cssGzip = gzipOf(css)
    const cell = (bytes: number, files: number) => `${kib(bytes)} (${files})`.padEnd(16)
    console.log(
      `${route.padEnd(20)}  ${cell(jsGzip, js.size)}  ${cell(gzipOf(jsLater), jsLater.size)}  ${cell(cssGzip, css.size)} ${`${kib(transfer)} (${fetched.length})`.padEnd(20)}  ${viaSw.length} req, ${kib(viaSw.reduce((sum, f) => sum + f.transfer, 0))}`,
    )
    if (route !== '/') continue
    const home = staticTotals.get('/')!
    const checks = [
      ['initial JS (gzip)', home.js, BUDGETS.initialJs],
      ['initial CSS (gzip)', home.css, BUDGETS.initialCss],
      ['first-visit transfer', transfer, BUDGETS.firstVisitTransfer],
    ] as const
    const lines = checks.map(([name, value, budget]) => {
      homeOk &&= value <= budget
      return `  ${name.padEnd(22)} ${kib(value).padStart(10)}  budget ${kib(budget).padStart(10)}  ${verdict(value <= budget)}`
    })
    const biggest = fetched
      .filter(local)
      .sort((a, b) => b.transfer - a.transfer)
      .slice(0, 12)
      .map(
        (f) =>
          `    ${kib(f.transfer).padStart(10)}  ${f.type.padEnd(10)} ${new URL(f.url).pathname}${f.beforeLoad ? '' : '  (later)'}${f.fromServiceWorker ? '  (service worker)' : ''}`,
      )
    homeLines.push('\n/ against the budgets:', ...lines, '  largest transfers (bytes on the wire):', ...biggest)
    if (verbose) {
      homeLines.push('  every JS and CSS file (gzip):')
      const all = [
        ...[...js, ...css].map((url) => [url, '']),
        ...[...jsLater, ...cssLater].map((url) => [url, '  (later)']),
      ]
      for (const [url, when] of all.sort((a, b) => gzipOf([b[0]!]) - gzipOf([a[0]!]))) {
        homeLines.push(`    ${kib(gzipOf([url!])).padStart(10)}  ${url}${when}`)
      }
    }
  }
  console.log(homeLines.join('\n'))
} finally {
  await browser.close()
  await server.stop()
}
if (!homeOk) process.exitCode = 1
