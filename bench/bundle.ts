// `npm run bench:bundle` (after `npm run build`): what the public pages cost on first load.
//
// 1. Static: for each public page, the JS and CSS its HTML references (scripts, modulepreloads,
//    stylesheets) plus the static imports of those scripts, gzip size each.
// 2. In Chromium (phone viewport, production server, no scrolling): every request the first visit
//    to each page makes until the network has been quiet for 2 s, service-worker requests
//    included. JS and CSS fetched in that window = "loaded before it works" (gzip size of each
//    file), all bytes on the wire = "first-visit transfer".
// Exit code 1 when the home page is over a budget.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { startServer } from '../tests/e2e/support/server.ts'
import { launchBrowser } from '../tests/e2e/support/browser.ts'
import { BUDGETS, PUBLIC_PAGES, kib, verdict } from './support/budgets.ts'
import { DIST, assertBuilt, distSizes } from './support/dist-files.ts'

assertBuilt()

/** The HTML file the server answers for a page route (prerendered when present). */
function htmlFileFor(route: string) {
  if (route !== '/') {
    const name = route.slice(1)
    for (const candidate of [`${name}/index.html`, `${name}.html`]) {
      if (existsSync(path.join(DIST, candidate))) return candidate
    }
  }
  return 'index.html'
}

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
    } else if (rel === 'modulepreload') js.add(attr(tag, 'href') ?? '')
    else if (rel === 'stylesheet') css.add(attr(tag, 'href') ?? '')
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

const gzipOf = (urls: Iterable<string>) => [...urls].reduce((sum, url) => sum + (distSizes(url)?.gzip ?? 0), 0)

console.log(`\n== Static: what each page's HTML loads before it works (gzip -9) ==`)
console.log('page                  html      js (files)         css (files)')
for (const route of PUBLIC_PAGES) {
  const file = htmlFileFor(route)
  const html = readFileSync(path.join(DIST, file), 'utf8')
  const { js, css } = staticClosure(html)
  console.log(
    `${route.padEnd(20)}  ${kib(distSizes(`/${file}`)!.gzip).padStart(8)}  ${kib(gzipOf(js)).padStart(10)} (${js.length})`.padEnd(54) +
      `${kib(gzipOf(css)).padStart(10)} (${css.length})   ${file}`,
  )
}

interface Fetched {
  url: string
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
  let inFlight = 0
  let lastActivity = Date.now()
  const pending: Promise<unknown>[] = []
  context.on('request', () => {
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
  await page.goto(route, { waitUntil: 'load' })
  while (inFlight > 0 || Date.now() - lastActivity < 2000) await page.waitForTimeout(200)
  await Promise.all(pending)
  await context.close()
  return fetched
}

const server = await startServer()
const browser = await launchBrowser()
let homeOk = true
const homeLines: string[] = []
try {
  console.log(`\n== In Chromium: first visit, phone viewport, no scrolling (network quiet 2 s) ==`)
  console.log('page                  JS gzip (files)     CSS gzip (files)    transfer (requests)   via SW')
  for (const route of PUBLIC_PAGES) {
    const fetched = await firstVisit(browser, server.baseURL, route)
    const local = (f: Fetched) => new URL(f.url).origin === server.baseURL
    const paths = (kind: RegExp) =>
      new Set(fetched.filter((f) => local(f) && kind.test(new URL(f.url).pathname)).map((f) => new URL(f.url).pathname))
    const js = paths(/\.m?js$/)
    const css = paths(/\.css$/)
    const transfer = fetched.reduce((sum, f) => sum + f.transfer, 0)
    const viaSw = fetched.filter((f) => f.fromServiceWorker)
    const jsGzip = gzipOf(js)
    const cssGzip = gzipOf(css)
    console.log(
      `${route.padEnd(20)}  ${`${kib(jsGzip)} (${js.size})`.padEnd(18)}  ${`${kib(cssGzip)} (${css.size})`.padEnd(18)}  ${`${kib(transfer)} (${fetched.length})`.padEnd(20)}  ${viaSw.length} req, ${kib(viaSw.reduce((s, f) => s + f.transfer, 0))}`,
    )
    if (route === '/') {
      const checks = [
        ['initial JS (gzip)', jsGzip, BUDGETS.initialJs],
        ['initial CSS (gzip)', cssGzip, BUDGETS.initialCss],
        ['first-visit transfer', transfer, BUDGETS.firstVisitTransfer],
      ] as const
      const lines = checks.map(([name, value, budget]) => {
        homeOk &&= value <= budget
        return `  ${name.padEnd(22)} ${kib(value).padStart(10)}  budget ${kib(budget).padStart(10)}  ${verdict(value <= budget)}`
      })
      const biggest = fetched
        .filter((f) => local(f))
        .sort((a, b) => b.transfer - a.transfer)
        .slice(0, 12)
        .map((f) => `    ${kib(f.transfer).padStart(10)}  ${f.type.padEnd(10)} ${new URL(f.url).pathname}${f.fromServiceWorker ? '  (service worker)' : ''}`)
      homeLines.push('\n/ against the budgets:', ...lines, '  largest transfers:', ...biggest)
    }
  }
  console.log(homeLines.join('\n'))
} finally {
  await browser.close()
  await server.stop()
}
if (!homeOk) process.exitCode = 1
