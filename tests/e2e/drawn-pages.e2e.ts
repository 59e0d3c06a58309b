// The public pages arrive as HTML drawn by the server from its database, with their content
// (for a slow phone and for search engines), and the JavaScript adopts that markup (hydration)
// instead of drawing the page again.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { VIEWPORTS, launchBrowser, openPage } from './support/browser.ts'
import type { Service } from '#common/schemas/service.ts'
import type { SiteContent } from '#common/schemas/site-content.ts'
import { formatPhone } from '#common/phone.ts'

const baseURL = inject('baseURL')
let browser: Browser
let site: SiteContent
let services: Service[]

beforeAll(async () => {
  browser = await launchBrowser()
  site = (await (await fetch(new URL('/api/site', baseURL))).json()) as SiteContent
  services = (await (await fetch(new URL('/api/services', baseURL))).json()) as Service[]
})
afterAll(async () => {
  await browser?.close()
})

const PAGES = [
  { path: '/', title: /^Accueil — /, heading: () => site.identity.name },
  { path: '/feproba-programmes', title: /FEPROBA/, heading: () => /FEPROBA/ },
  { path: '/isl-programmes', title: /ISL/, heading: () => /ISL/ },
  { path: '/confession-de-foi', title: /^Confession de foi — /, heading: () => 'Confession de foi' },
] as const

describe('public pages drawn by the server', () => {
  it.each(PAGES)(
    '$path reads in full without JavaScript, under its own title',
    async ({ path, title, ...expected }) => {
      const heading = expected.heading()
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: VIEWPORTS.phone })
      const page = await context.newPage()
      await page.goto(path)
      expect(await page.title()).toMatch(title)
      const h1 = await page.getByRole('heading', { level: 1 }).first().textContent()
      if (typeof heading === 'string') expect(h1).toContain(heading)
      else expect(h1).toMatch(heading)
      expect(await page.locator('footer').getByText(formatPhone(site.contacts.phone)).count()).toBeGreaterThan(0)
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${path}$`))
      if (path === '/') {
        // The database's services and events, not skeletons.
        for (const service of services)
          await page.locator('#services').getByText(service.name, { exact: true }).waitFor()
        expect(await page.locator('#events h3').count()).toBeGreaterThan(0)
      }
      if (path === '/confession-de-foi') {
        const first = site.confession.convictions[0]!.title
        expect(await page.getByRole('heading', { level: 2, name: first }).count()).toBe(1)
      }
      await context.close()
    },
  )

  it.each(PAGES)(
    '$path paints from its HTML alone, before it asks for its scripts and with its stylesheets inline',
    async ({ path }) => {
      const html = await (await fetch(new URL(path, baseURL))).text()
      // No script, preload nor stylesheet the parser would fetch before the first paint…
      expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"|<link rel="stylesheet"/)
      // …the loader, naming the entry, its preloads and the stylesheets, all of them built files…
      const loader =
        /<script defer src="\/start-app\.js" data-entry="([^"]+)" data-preload="([^"]*)" data-styles="([^"]+)"><\/script>/.exec(
          html,
        )
      expect(loader).not.toBeNull()
      for (const href of [loader![1]!, ...loader![2]!.split(' ')]) {
        expect(href).toMatch(/^\/assets\/[\w-]+\.js$/)
        expect((await fetch(new URL(href, baseURL))).status).toBe(200)
      }
      // …and the rules of each of those stylesheets inline in its head.
      const head = html.slice(0, html.indexOf('</head>'))
      const inline = /<style data-page-css>([\s\S]+?)<\/style>/.exec(head)
      expect(inline).not.toBeNull()
      for (const href of loader![3]!.split(' ')) {
        expect(href).toMatch(/^\/assets\/[\w-]+\.css$/)
        const css = await (await fetch(new URL(href, baseURL))).text()
        expect(inline![1]).toContain(css.trim())
      }
    },
  )

  it.each(PAGES)(
    '$path is hydrated with the data it was drawn with: markup kept, nothing fetched again, no error',
    async ({ path }) => {
      const { page, context, problems } = await openPage(browser, baseURL, VIEWPORTS.phone)
      const reads: string[] = []
      // The page's own stylesheets are inline: loading its code asks for none of them.
      const styles: string[] = []
      // Nor does it load zod (about 22 KiB gzip to evaluate on a slow phone) before a form nears.
      const scripts: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname.startsWith('/api/')) reads.push(url.pathname)
        // (the service worker's precache, which fills the phone's cache, aside)
        if (url.pathname.endsWith('.css') && !request.serviceWorker()) styles.push(url.pathname)
        if (url.pathname.endsWith('.js')) scripts.push(url.pathname)
      })
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
      // Nor does it make a date or number formatter: a browser's first loads its locale data
      // (135–165 ms on a phone four times slower than a laptop), and no first screen shows one.
      await page.addInitScript(() => {
        const counted = window as { intlFormatters?: string[] }
        counted.intlFormatters = []
        for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
          const original = Intl[name]
          const count = () => counted.intlFormatters!.push(`Intl.${name}`)
          Object.defineProperty(Intl, name, {
            configurable: true,
            writable: true,
            value: new Proxy(original, {
              construct: (target, args) => {
                count()
                return Reflect.construct(target, args)
              },
              apply: (target, self, args) => {
                count()
                return Reflect.apply(target, self, args)
              },
            }),
          })
        }
      })
      await page.goto(path, { waitUntil: 'networkidle' })
      expect(await page.evaluate(() => (window as { intlFormatters?: string[] }).intlFormatters)).toEqual([])
      // The app is up, and the heading is the node the parser made.
      const kept = await page.evaluate(
        () => document.querySelector('#root h1') === (window as { parsedH1?: Element }).parsedH1,
      )
      expect(kept).toBe(true)
      const withZod: string[] = []
      for (const script of scripts) {
        if ((await (await fetch(new URL(script, baseURL))).text()).includes('_zod')) withZod.push(script)
      }
      expect(withZod).toEqual([])
      // Every script the page runs on arrival was named by the loader: one that only another
      // script asks for would wait for that one to run, then for its own round trip.
      const loader = page.locator('script[data-entry]')
      const named = [
        '/start-app.js',
        await loader.getAttribute('data-entry'),
        ...(await loader.getAttribute('data-preload'))!.split(' '),
      ]
      expect(scripts.filter((script) => !named.includes(script))).toEqual([])
      if (path === '/') {
        await page.locator('#contact').scrollIntoViewIfNeeded()
        await page.locator('#contact form[data-ready]').waitFor()
      }
      const inline = await page.locator('script[data-styles]').getAttribute('data-styles')
      const own = inline!.split(' ')
      expect(own.length).toBeGreaterThan(0)
      expect(styles.filter((href) => own.includes(href))).toEqual([])
      for (const href of own)
        expect(await page.locator(`link[rel="stylesheet"][href="${href}"]:not([disabled])`).count()).toBe(0)
      expect(problems).toEqual([])
      expect(reads).toEqual([])
      await context.close()
    },
  )
})
