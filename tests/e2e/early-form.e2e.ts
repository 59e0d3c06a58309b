// On a slow phone (150 ms round trips, 1.6 Mbps, a CPU four times slower), the page paints from
// its HTML and the forms are in it: a visitor who taps « Devenir membre » finds the form at once,
// types, and presses the button before the app is ready; the app adopts the form with what was
// typed and sends the held submission, once. The adoption does not paint the hero's title again.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { messages } from '#common/seed/church.ts'
import { adminCookie, adminList, launchBrowser, VIEWPORTS } from './support/browser.ts'

const baseURL = inject('baseURL')
const adminPassword = inject('adminPassword')
let browser: Browser
let cookie: string

beforeAll(async () => {
  browser = await launchBrowser()
  cookie = await adminCookie(baseURL, adminPassword)
})
afterAll(async () => {
  await browser?.close()
})

/** A phone on slow 4G with a slowed CPU (Lighthouse's mobile settings), recording every problem. */
async function slowPhone(): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORTS.phone,
    locale: 'fr-FR',
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return { context, page, problems }
}

describe('a form used before the app is ready, on a slow phone', () => {
  it('finds the membership form at once, keeps what was typed and sends the early submission once', async () => {
    const { page, context, problems } = await slowPhone()
    // The app's scripts are held until the visitor has typed and pressed the button.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/members/register')) posts.push(request.url())
    })
    const before = (await adminList(baseURL, cookie, 'members')).total

    await page.goto('/', { waitUntil: 'commit' })
    const cta = page.getByRole('link', { name: 'Devenir membre' }).first()
    await cta.waitFor()
    await cta.click()
    const form = page.locator('#membership form')
    const tapped = Date.now()
    await form.getByLabel('Prénom').waitFor({ state: 'visible', timeout: 2_000 })
    const formShownMs = Date.now() - tapped
    expect(formShownMs).toBeLessThan(1_000)
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false)

    await form.getByLabel('Prénom').fill('Rose')
    await form.getByLabel('Nom de famille').fill('Tôt-E2E')
    await form.getByLabel(/^E-mail/).fill('rose.tot.e2e@example.org')
    await form.getByLabel(/^Téléphone\s*\*?$/).fill('809-555-0177')
    await form.getByLabel('Date de naissance').fill('1992-03-08')
    await form.getByLabel('Adresse complète').fill('Calle 9, Gurabo')
    await form.getByLabel('Ville').fill('Santiago')
    await form.getByLabel('Oui').check()
    await form.getByLabel('Témoignage').fill('Arrivée avant le script.')
    // Pressed twice before the app is there: held, not sent by the browser, not lost.
    await form.locator('button[type="submit"]').click()
    await form.locator('button[type="submit"]').click()
    expect(await form.getAttribute('data-queued-submit')).toBe('')
    expect(page.url()).toBe(`${baseURL}/#membership`)
    expect(posts).toEqual([])

    release()
    await page.getByText(messages.membershipSuccessTitle).waitFor({ timeout: 45_000 })
    const members = await adminList<Record<string, string>>(baseURL, cookie, 'members')
    expect(members.total).toBe(before + 1)
    expect(members.items[0]).toMatchObject({
      firstName: 'Rose',
      lastName: 'Tôt-E2E',
      email: 'rose.tot.e2e@example.org',
      phone: '809-555-0177',
      dateOfBirth: '1992-03-08',
      address: 'Calle 9, Gurabo',
      city: 'Santiago',
      baptized: 'oui',
      testimony: 'Arrivée avant le script.',
    })
    expect(posts).toHaveLength(1)
    // Sent, the form is cleared back to its empty defaults (not to what was typed early).
    expect(await form.getByLabel('Prénom').inputValue()).toBe('')
    expect(problems).toEqual([])
    await context.close()
  })

  it("paints the hero's title once: the app adopts it without drawing it again", async () => {
    const { page, context, problems } = await slowPhone()
    await page.addInitScript(() => {
      const seen: { tag: string; startTime: number; node: Element | null }[] = []
      ;(window as unknown as { lcpEntries: typeof seen }).lcpEntries = seen
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          seen.push({ tag: entry.element?.tagName ?? '', startTime: entry.startTime, node: entry.element })
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    await page.goto('/')
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 45_000 })
    // Let the adoption's work and a few frames pass.
    await page.waitForTimeout(1_500)
    const result = await page.evaluate(() => {
      const entries = (window as unknown as { lcpEntries: { tag: string; startTime: number; node: Element | null }[] })
        .lcpEntries
      const h1 = document.querySelector('h1')
      return {
        tags: entries.map((entry) => entry.tag),
        h1Entries: entries.filter((entry) => entry.tag === 'H1').length,
        lastIsTheTitle: entries.at(-1)?.node === h1 && h1?.isConnected === true,
      }
    })
    expect(result.h1Entries, `LCP entries: ${result.tags.join(', ')}`).toBe(1)
    expect(result.lastIsTheTitle).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })
})

// A visitor on a slow phone reads and scrolls long before the app has started. Starting it (its
// hydration, the parts drawn as they near the screen, the router's first render) must not move
// what they are reading: not at the top, not mid-page where they scrolled, not at the anchor a
// link sent them to. The app's scripts are held until the visitor is in place, so the check does
// not depend on how fast this browser parses or lays the page out.
describe('the page stays where the visitor is while the app starts', () => {
  /** A browser whose app scripts wait for `release()`; layout shifts are recorded from the start. */
  async function held(viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS] = VIEWPORTS.phone) {
    const context = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' })
    const page = await context.newPage()
    let release = () => {}
    const scripts = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scripts
      await route.continue()
    })
    await page.addInitScript(() => {
      const shifts: { value: number; moved: string[] }[] = []
      ;(window as unknown as { shifts: typeof shifts }).shifts = shifts
      type Shift = PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      }
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue
          const moved = entry.sources.map(
            ({ node, previousRect, currentRect }) =>
              `${node instanceof Element ? node.outerHTML.slice(0, 80) : node?.nodeName}: ${previousRect.top} → ${currentRect.top}`,
          )
          shifts.push({ value: entry.value, moved })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    return { context, page, release }
  }

  /**
   * Opens `path` and waits for its HTML to be parsed: not for the load event, which the app's
   * module scripts (held) delay.
   */
  async function open(page: Page, path: string) {
    await page.goto(path, { waitUntil: 'commit' })
    await page.locator('footer').waitFor({ state: 'attached' })
  }

  /** Where the element at the middle of the screen is, and the scroll position. */
  const inView = (page: Page) =>
    page.evaluate(() => {
      const element = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)
      if (element && !element.id) element.id = 'e2e-in-view'
      return { id: element?.id ?? '', top: Math.round(element?.getBoundingClientRect().top ?? Number.NaN) }
    })

  /**
   * Lets the app start and settle: ready, its first parts hydrated, the network quiet. The layout
   * shifts are counted from here: what the app's start moves.
   */
  async function started(page: Page, release: () => void) {
    await page.evaluate(() => {
      ;(window as unknown as { shifts: unknown[] }).shifts.length = 0
    })
    release()
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 45_000 })
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  }
  /** The layout shifts seen since the app was let start, with what moved. */
  const shifts = (page: Page) =>
    page.evaluate(() => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts)
  /** No layout shift since the app was let start; the failure says what moved. */
  async function expectNoShift(page: Page) {
    const seen = await shifts(page)
    expect(seen, JSON.stringify(seen, null, 1)).toEqual([])
  }

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const path of ['/', '/feproba-programmes', '/isl-programmes', '/confession-de-foi']) {
      it(`${path} at ${size} width: scrolled mid-page before the app starts, the visitor stays there`, async () => {
        const { context, page, release } = await held(viewport)
        await open(page, path)
        // Scrolled by the visitor's wheel or thumb, well into the page.
        await page.mouse.move(viewport.width / 2, 400)
        for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 400)
        await page.waitForFunction(() => window.scrollY >= 1000)
        const before = await inView(page)
        expect(before.id).not.toBe('')
        await started(page, release)
        const after = await page.evaluate(
          (id) => Math.round(document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN),
          before.id,
        )
        // Within a few pixels: the browser's scroll anchoring rounds as the sections above, drawn
        // as they near the screen, take their fractional sizes.
        expect(Math.abs(after - before.top), `#${before.id}: ${before.top} → ${after}`).toBeLessThanOrEqual(4)
        await expectNoShift(page)
        await context.close()
      })
    }
  }

  it('/ at the top: nothing moves and the page stays at the top', async () => {
    const { context, page, release } = await held()
    await open(page, '/')
    await started(page, release)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await expectNoShift(page)
    await context.close()
  })

  it('/#membership: the section a link led to stays in place', async () => {
    const { context, page, release } = await held()
    await open(page, '/#membership')
    const top = () =>
      page.evaluate(() => Math.round(document.getElementById('membership')!.getBoundingClientRect().top))
    await page.waitForFunction(() => Math.abs(document.getElementById('membership')!.getBoundingClientRect().top) < 100)
    const before = await top()
    await started(page, release)
    expect(await top()).toBe(before)
    await context.close()
  })

  it('shows the forms without JavaScript', async () => {
    const context = await browser.newContext({ baseURL, viewport: VIEWPORTS.phone, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    for (const [section, label] of [
      ['#membership', 'Prénom'],
      ['#newsletter', /E-mail/],
      ['#contact', 'Message'],
    ] as const) {
      await page.locator(section).scrollIntoViewIfNeeded()
      expect(await page.locator(`${section} form`).getByLabel(label).first().isVisible()).toBe(true)
    }
    await context.close()
  })
})
