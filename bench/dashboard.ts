// `npm run bench:dashboard` (after `npm run build`): the JavaScript the staff dashboard downloads
// on a phone, signed in as an administrator, before each measured area works.
//
// Signed in as the e2e journeys are (tests/e2e/support/dashboard.ts): the server's first
// administrator signs in through the API (password and authenticator code), and the session
// cookie it answers with is put in the browser context before the first request, so the page
// opens straight on the dashboard, never on the sign-in form.
//
// For each area, in a fresh context (empty cache, no service worker: the worker never caches the
// dashboard's code anyway): every JS file the page fetched until the area has drawn its content
// and the network has been quiet, as transferred (compressed, on the wire) and, to compare with
// bench/bundle.ts, their gzip -9 sizes. Then, from the overview, the code a click on each other
// area's tab adds: only that area's own code. Exit code 1 when the overview or « Membres » opened
// first is over its budget.
import type { Browser, Page } from 'playwright-core'
import { adminCookie, launchBrowser } from '#tests/e2e/support/browser.ts'
import { signInWith, waitForTab } from '#tests/e2e/support/dashboard.ts'
import { startServer } from '#tests/e2e/support/server.ts'
import { BUDGETS, DASHBOARD_PAGES, kib, verdict } from './support/budgets.ts'
import { assertBuilt, distSizes } from './support/dist-files.ts'

assertBuilt()

interface Script {
  path: string
  transfer: number
}

/** Records the JS files a page fetches from the app's origin, with their bytes on the wire. */
function recordScripts(page: Page, origin: string) {
  const scripts: Script[] = []
  const pending: Promise<unknown>[] = []
  page.on('requestfinished', (request) => {
    const url = new URL(request.url())
    if (url.origin !== origin || !/\.m?js$/.test(url.pathname)) return
    pending.push(
      request
        .sizes()
        .then((sizes) => scripts.push({ path: url.pathname, transfer: sizes.responseBodySize }))
        .catch(() => undefined),
    )
  })
  return {
    /** What was fetched since the last call. */
    async take() {
      await Promise.all(pending)
      pending.length = 0
      return scripts.splice(0)
    },
  }
}

const total = (scripts: Script[]) => scripts.reduce((sum, s) => sum + s.transfer, 0)
const gzip = (scripts: Script[]) => scripts.reduce((sum, s) => sum + (distSizes(s.path)?.gzip ?? 0), 0)
const row = (label: string, scripts: Script[]) =>
  `${label.padEnd(34)} ${kib(total(scripts)).padStart(10)}  ${kib(gzip(scripts)).padStart(10)}  ${String(scripts.length).padStart(4)}`

async function phonePage(browser: Browser, baseURL: string, cookie: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  await signInWith(page, baseURL, cookie)
  return { context, page }
}

const server = await startServer()
const browser = await launchBrowser()
const missed: string[] = []
const verbose = process.argv.includes('--verbose')
try {
  // One sign-in for the whole bench: the cookie is the same in each fresh context.
  const cookie = await adminCookie(server.baseURL, server.adminPassword)

  console.log('\n== Dashboard on a phone, signed in: JS fetched until the area works (fresh cache) ==')
  console.log(`${'page'.padEnd(34)} ${'transfer'.padStart(10)}  ${'gzip -9'.padStart(10)}  files`)
  for (const { path, label, budget } of DASHBOARD_PAGES) {
    const { context, page } = await phonePage(browser, server.baseURL, cookie)
    const scripts = recordScripts(page, server.baseURL)
    await page.goto(path)
    await waitForTab(page)
    const fetched = await scripts.take()
    console.log(row(`${label} (${path})`, fetched))
    if (verbose && budget)
      for (const s of fetched.sort((a, b) => b.transfer - a.transfer))
        console.log(`    ${kib(s.transfer).padStart(10)}  ${s.path}`)
    if (budget) {
      const ok = total(fetched) <= BUDGETS.dashboardJs
      console.log(`${''.padEnd(34)} budget ${kib(BUDGETS.dashboardJs)}: ${verdict(ok)}`)
      if (!ok) missed.push(`${label}: ${kib(total(fetched))} > ${kib(BUDGETS.dashboardJs)}`)
    }
    await context.close()
  }

  console.log('\n== From the overview, what a click on each area adds ==')
  const { context, page } = await phonePage(browser, server.baseURL, cookie)
  const scripts = recordScripts(page, server.baseURL)
  await page.goto('/admin-dashboard')
  await waitForTab(page)
  console.log(row("Vue d'ensemble (first)", await scripts.take()))
  for (const { path, label } of DASHBOARD_PAGES.slice(1)) {
    // Client-side, as a tap on the tab or the bottom bar's link does.
    await page.evaluate((to) => {
      history.pushState({}, '', to)
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    }, path)
    await page.waitForURL(`**${path}`)
    await waitForTab(page)
    console.log(row(`+ ${label}`, await scripts.take()))
  }
  await context.close()
} finally {
  await browser.close()
  await server.stop()
}
console.log(missed.length ? `MISSED:\n  - ${missed.join('\n  - ')}` : '\nDashboard JS budgets met.')
if (missed.length) process.exitCode = 1
