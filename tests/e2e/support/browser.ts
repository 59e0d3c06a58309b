import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserServer,
  type Page,
  type Response,
} from 'playwright-core'
import { staffCookie } from './staff.ts'

/** Debian's Chromium as the e2e tests, the screenshots and the benches launch it. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** A phone's user agent, Lighthouse's own: it says « Mobile », which the server's drawing of the dashboard reads. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36'

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const

const CHROMIUM = { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS }

/** Where the e2e run's shared browser listens (tests/e2e/global-setup.ts), for the test files. */
export const SHARED_BROWSER_ENV = 'E2E_BROWSER_ENDPOINT'

/** The browser the whole e2e run shares: each test file connects to it (launchBrowser). */
export function launchSharedBrowser(): Promise<BrowserServer> {
  return chromium.launchServer(CHROMIUM)
}

/**
 * A browser for a test file, a script or a bench. In the e2e run, a connection to the run's shared
 * browser: a launch and a close for each file cost seconds of a busy machine's time, and a file's
 * contexts are its own either way (its `browser.close()` closes them and leaves the browser).
 */
export function launchBrowser(): Promise<Browser> {
  const shared = process.env[SHARED_BROWSER_ENV]
  return shared ? chromium.connect(shared) : chromium.launch(CHROMIUM)
}

/** A page's requests still on their way, and when the last one started or ended. */
interface NetworkActivity {
  pending: number
  lastActivity: number
}
const networkOf = new WeakMap<Page, NetworkActivity>()

/** Counts the page's requests from now on, for waitForQuietNetwork. */
function watchNetwork(page: Page) {
  const activity: NetworkActivity = { pending: 0, lastActivity: Date.now() }
  networkOf.set(page, activity)
  const ended = () => {
    activity.pending = Math.max(0, activity.pending - 1)
    activity.lastActivity = Date.now()
  }
  page.on('request', () => {
    activity.pending += 1
    activity.lastActivity = Date.now()
  })
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
}

/** How long no request may be on its way before the network counts as quiet. */
const QUIET_MS = 150

/**
 * Waits until none of the page's requests is on its way and none has started or ended for a
 * moment: Playwright's `networkidle` asks for half a second of silence after every navigation,
 * which a journey through twenty tabs pays twenty times. A page not opened by openPage falls back
 * to it.
 */
export async function waitForQuietNetwork(page: Page, timeout = 30_000) {
  const activity = networkOf.get(page)
  if (!activity) return page.waitForLoadState('networkidle')
  const deadline = Date.now() + timeout
  while (activity.pending > 0 || Date.now() - activity.lastActivity < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`the network was still busy after ${timeout} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

export interface WatchedPage {
  context: BrowserContext
  page: Page
  /** console errors, page errors and CSP violations seen so far. */
  problems: string[]
}

/**
 * A fresh context and page that records every console error, uncaught error and CSP violation.
 * Service workers are blocked unless a test is about them: page.route() does not see the
 * requests a service worker makes, so a journey that fakes a failing API would race the worker.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'fr-FR', serviceWorkers })
  const page = await context.newPage()
  watchNetwork(page)
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  // A page drawn by the server paints first and starts its scripts afterwards (public/start-app.js), then
  // hydrates in slices: wait for the app, as a visitor waits for a button to respond, so that a
  // journey's first click is not lost on markup React has not adopted yet.
  // The signed-in dashboard is drawn by the server too: its open tab's content is adopted with
  // the tab's code, after the app has started (dashboard-layout.tsx marks its panel).
  const untilReady = async (response: Response | null) => {
    if (response?.ok() && (await page.locator('script[data-entry]').count()) > 0) {
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
      if ((await page.locator('[role="tabpanel"]').count()) > 0) await tabPanelAdopted(page)
    }
    return response
  }
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => untilReady(await goto(url, options))
  const reload = page.reload.bind(page)
  page.reload = async (options) => untilReady(await reload(options))
  return { context, page, problems }
}

/**
 * Watches `page` from now on, and returns what sets its `problems` apart from the ones a sign-in
 * causes: asked for the session, the server answers 401 to a signed-out browser, and with
 * `signsIn`, the password's answer is a 401 too when the second factor's code is still needed
 * (docs/api.md); Chromium logs each as a failed resource. Those lines are let through only while
 * every 401 the page got was one of these.
 */
export function besidesSessionCheck(page: Page, { signsIn = false } = {}): (problems: string[]) => string[] {
  const expectedPaths = ['/api/admin/session', ...(signsIn ? ['/api/admin/login'] : [])]
  const refused: string[] = []
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(new URL(response.url()).pathname)
  })
  return (problems) => {
    const expected = refused.every((path) => expectedPaths.includes(path))
      ? refused.map(() => 'console: Failed to load resource: the server responded with a status of 401 (Unauthorized)')
      : []
    return problems.filter((problem) => !expected.includes(problem))
  }
}

/** Waits until the app has adopted the dashboard's open tab (dashboard-layout.tsx marks its panel). */
export const tabPanelAdopted = (page: Page) =>
  page.locator('[role="tabpanel"][data-hydrated]').waitFor({ state: 'attached' })

/**
 * Brings the home page's part that starts with `selector` (a section) into view, as a visitor
 * scrolls to it, and waits until React has adopted it (HydrateWhenNear marks its template
 * `data-hydrated`): before that its buttons do nothing, as on any page before its script runs.
 */
export async function waitForPart(page: Page, selector: string) {
  await page.locator(selector).scrollIntoViewIfNeeded()
  await page.waitForFunction((sectionSelector) => {
    let node = document.querySelector(sectionSelector)?.previousElementSibling
    // The events part starts with its JSON-LD script.
    while (node?.tagName === 'SCRIPT') node = node.previousElementSibling
    return node?.tagName === 'TEMPLATE' && node.hasAttribute('data-hydrated')
  }, selector)
}

/** Signs in to the admin API with fetch and returns the session cookie header. */
/** A complete administrator session (e-mail, password and TOTP code) for the API: `name=value`. */
export async function adminCookie(baseURL: string, password: string): Promise<string> {
  return staffCookie(baseURL, password)
}

/** GETs an admin list (members, messages, requests, newsletter) through the real API. */
export async function adminList<T = Record<string, unknown>>(
  baseURL: string,
  cookie: string,
  path: string,
): Promise<{ items: T[]; total: number }> {
  const res = await fetch(`${baseURL}/api/admin/${path}`, { headers: { cookie } })
  if (!res.ok) throw new Error(`GET /api/admin/${path} → ${res.status}`)
  return (await res.json()) as { items: T[]; total: number }
}
