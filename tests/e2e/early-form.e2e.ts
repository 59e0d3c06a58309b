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

// Chrome's autofill checks every field of the page at the end of its parse: a field it could see
// in a section waiting off screen (content-visibility) made the browser draw that section then,
// the three forms' in one long task as the page became usable. public/start-app.js holds the
// forms the server drew out of the page for that moment (src/styles/site.css), and gives them
// back before the next frame is painted.
describe('the forms the server drew, at the end of the parse', () => {
  type Seen = { atParseEnd: string[]; atNextFrame: string[]; heldAtNextFrame: boolean }
  /** Each served form's `display` when the parse ends, and in the next frame once start-app.js's turn is over. */
  async function watchParseEnd(page: Page) {
    await page.addInitScript(() => {
      const displays = () =>
        [...document.querySelectorAll('form[data-early-submit]')].map((form) => getComputedStyle(form).display)
      const seen: Partial<Seen> = {}
      ;(window as unknown as { seen: Partial<Seen> }).seen = seen
      document.addEventListener('DOMContentLoaded', () => {
        seen.atParseEnd = displays()
      })
      // On the window, this listener runs after start-app.js's (on the document): so does its frame callback.
      window.addEventListener('DOMContentLoaded', () => {
        requestAnimationFrame(() => {
          seen.atNextFrame = displays()
          seen.heldAtNextFrame = document.documentElement.hasAttribute('data-forms-held')
        })
      })
    })
  }
  const seen = (page: Page) =>
    page.waitForFunction(() => {
      const value = (window as unknown as { seen: Partial<Seen> }).seen
      return value.atNextFrame ? value : null
    })

  it('holds them out of the page as the parse ends, and gives them back before the next frame', async () => {
    const context = await browser.newContext({ baseURL, viewport: VIEWPORTS.phone, serviceWorkers: 'block' })
    const page = await context.newPage()
    await watchParseEnd(page)
    await page.goto('/')
    expect(await (await seen(page)).jsonValue()).toEqual({
      atParseEnd: ['none', 'none', 'none'],
      atNextFrame: ['block', 'block', 'block'],
      heldAtNextFrame: false,
    })
    // A form a visitor is typing into is never held.
    const displays = await page.evaluate(() => {
      document.querySelector<HTMLInputElement>('#contact form input')?.focus()
      document.documentElement.setAttribute('data-forms-held', '')
      const result = ['#membership', '#contact'].map(
        (id) => getComputedStyle(document.querySelector(`${id} form`)!).display,
      )
      document.documentElement.removeAttribute('data-forms-held')
      return result
    })
    expect(displays).toEqual(['none', 'block'])
    await context.close()
  })

  it('never holds them should start-app.js not run', async () => {
    const context = await browser.newContext({ baseURL, viewport: VIEWPORTS.phone, serviceWorkers: 'block' })
    const page = await context.newPage()
    await watchParseEnd(page)
    await page.route('**/start-app.js', (route) => route.abort())
    await page.goto('/')
    expect(await (await seen(page)).jsonValue()).toEqual({
      atParseEnd: ['block', 'block', 'block'],
      atNextFrame: ['block', 'block', 'block'],
      heldAtNextFrame: false,
    })
    await context.close()
  })

  it('shows them without JavaScript', async () => {
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
