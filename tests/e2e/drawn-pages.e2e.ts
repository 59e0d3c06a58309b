// The public pages arrive as HTML with their content (for a slow phone and for search engines),
// and the JavaScript adopts that markup (hydration) instead of drawing the page again.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { VIEWPORTS, launchBrowser, openPage } from './support/browser.ts'
import { church } from '#common/content/church.ts'
import { convictions } from '#common/content/confession.ts'
import { fallbackServices } from '#common/content/seed-data.ts'

const baseURL = inject('baseURL')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const PAGES = [
  { path: '/', title: /^Accueil — /, heading: church.name },
  { path: '/feproba-programmes', title: /FEPROBA/, heading: /FEPROBA/ },
  { path: '/isl-programmes', title: /ISL/, heading: /ISL/ },
  { path: '/confession-de-foi', title: /^Confession de foi — /, heading: 'Confession de foi' },
] as const

describe('prerendered public pages', () => {
  it.each(PAGES)('$path reads in full without JavaScript, under its own title', async ({ path, title, heading }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: VIEWPORTS.phone })
    const page = await context.newPage()
    await page.goto(path)
    expect(await page.title()).toMatch(title)
    const h1 = await page.getByRole('heading', { level: 1 }).first().textContent()
    if (typeof heading === 'string') expect(h1).toContain(heading)
    else expect(h1).toMatch(heading)
    expect(await page.locator('footer').getByText(church.phone.display).count()).toBeGreaterThan(0)
    if (path === '/') {
      // The build's services and events, not skeletons.
      for (const service of fallbackServices)
        await page.locator('#services').getByText(service.name, { exact: true }).waitFor()
      expect(await page.locator('#events h3').count()).toBeGreaterThan(0)
    }
    if (path === '/confession-de-foi') {
      expect(await page.getByRole('heading', { level: 2, name: convictions[0]!.title }).count()).toBe(1)
    }
    await context.close()
  })

  it.each(PAGES)('$path paints before it asks for its scripts', async ({ path }) => {
    const html = await (await fetch(new URL(path, baseURL))).text()
    // No script nor preload the parser would fetch alongside the stylesheets…
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/)
    expect(html).toMatch(/<link rel="stylesheet"/)
    // …but the loader, naming the entry and its preloads, all of them built files.
    const loader = /<script defer src="\/start-app\.js" data-entry="([^"]+)" data-preload="([^"]*)"><\/script>/.exec(
      html,
    )
    expect(loader).not.toBeNull()
    for (const href of [loader![1]!, ...loader![2]!.split(' ')]) {
      expect(href).toMatch(/^\/assets\/[\w-]+\.js$/)
      expect((await fetch(new URL(href, baseURL))).status).toBe(200)
    }
  })

  it.each(PAGES)('$path is hydrated: the markup is kept, with no error', async ({ path }) => {
    const { page, context, problems } = await openPage(browser, baseURL, VIEWPORTS.phone)
    // Remember the first heading the HTML parser creates, before any script runs.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const h1 = document.querySelector('#root h1')
        if (h1) {
          ;(window as { parsedH1?: Element }).parsedH1 = h1
          observer.disconnect()
        }
      })
      observer.observe(document, { childList: true, subtree: true })
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    // The app is up (the live reads have been answered), and the heading is the parser's node.
    const kept = await page.evaluate(
      () => document.querySelector('#root h1') === (window as { parsedH1?: Element }).parsedH1,
    )
    expect(kept).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })
})
