// On a slow phone (150 ms round trips, 1.6 Mbps, a CPU four times slower), the page paints from
// its HTML and the forms are in it: a visitor who taps « Devenir membre » finds the form at once,
// types, and presses the button before the app is ready; the app adopts the form with what was
// typed and sends the held submission, once. The adoption does not paint the hero's title again.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { messages } from '#common/content/church.ts'
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
    await form.getByLabel('E-mail').fill('rose.tot.e2e@example.org')
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

// Chrome's autofill checks the page's forms at the end of its parse: each made the browser draw
// its section then, though the section waits off screen (content-visibility), the three forms'
// sections in one long task as the page became usable. public/start-app.js holds those sections
// empty for that moment (src/styles/site.css), and full again before the next frame is painted.
describe('the sections with a form, at the end of the parse', () => {
  type Seen = { atParseEnd: boolean[]; atNextFrame: boolean[]; heldAtNextFrame: boolean }
  /** Whether each served form can be seen when the parse ends, and in the next frame once start-app.js's turn is over. */
  async function watchParseEnd(page: Page) {
    await page.addInitScript(() => {
      const shown = () =>
        [...document.querySelectorAll('form[data-early-submit]')].map((form) => form.checkVisibility())
      const seen: Partial<Seen> = {}
      ;(window as unknown as { seen: Partial<Seen> }).seen = seen
      document.addEventListener('DOMContentLoaded', () => {
        seen.atParseEnd = shown()
      })
      // On the window, this listener runs after start-app.js's (on the document): so does its frame callback.
      window.addEventListener('DOMContentLoaded', () => {
        requestAnimationFrame(() => {
          seen.atNextFrame = shown()
          seen.heldAtNextFrame = document.documentElement.hasAttribute('data-forms-held')
        })
      })
    })
  }
  async function seen(page: Page): Promise<Seen> {
    const handle = await page.waitForFunction(() => {
      const value = (window as unknown as { seen: Partial<Seen> }).seen
      return value.atNextFrame ? value : null
    })
    return (await handle.jsonValue()) as Seen
  }
  async function phonePage() {
    const context = await browser.newContext({ baseURL, viewport: VIEWPORTS.phone, serviceWorkers: 'block' })
    const page = await context.newPage()
    await watchParseEnd(page)
    return { context, page }
  }

  it('holds them empty as the parse ends, full again before the next frame, and nothing moves', async () => {
    const { context, page } = await phonePage()
    await page.goto('/')
    expect(await seen(page)).toEqual({
      atParseEnd: [false, false, false],
      atNextFrame: [true, true, true],
      heldAtNextFrame: false,
    })
    // A section the visitor reads keeps its place, and one a visitor is typing in is never held.
    const result = await page.evaluate(async () => {
      const contact = document.getElementById('contact')!
      window.scrollTo({ top: contact.offsetTop + 300, behavior: 'instant' })
      // The parts near the screen drawn, and the page settled.
      for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve))
      const before = window.scrollY
      const root = document.documentElement
      document.querySelector<HTMLInputElement>('#membership form input')?.focus({ preventScroll: true })
      root.setAttribute('data-forms-held', '')
      const held = ['#membership', '#contact'].map((id) => document.querySelector(`${id} form`)!.checkVisibility())
      await new Promise((resolve) => requestAnimationFrame(resolve))
      root.removeAttribute('data-forms-held')
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
      return { held, moved: window.scrollY - before }
    })
    expect(result).toEqual({ held: [true, false], moved: 0 })
    await context.close()
  })

  it('holds none for a visitor sent to a part of the page, who may be reading one', async () => {
    const { context, page } = await phonePage()
    await page.goto('/#membership')
    expect((await seen(page)).atParseEnd).toEqual([true, true, true])
    await context.close()
  })

  it('never holds them should start-app.js not run', async () => {
    const { context, page } = await phonePage()
    await page.route('**/start-app.js', (route) => route.abort())
    await page.goto('/')
    expect(await seen(page)).toEqual({
      atParseEnd: [true, true, true],
      atNextFrame: [true, true, true],
      heldAtNextFrame: false,
    })
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
