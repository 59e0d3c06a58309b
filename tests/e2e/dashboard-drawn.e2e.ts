// The signed-in dashboard arrives drawn by the server with its data, on a phone and at a desk:
// readable before any of its code has run, adopted by the app without reading its data again,
// without a console error (a markup the app would not adopt is one), and without moving.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, BrowserContextOptions } from 'playwright-core'
import { PHONE_USER_AGENT, VIEWPORTS, adminCookie, launchBrowser, tabPanelAdopted } from './support/browser.ts'
import { signInWith } from './support/dashboard.ts'

const baseURL = inject('baseURL')
const adminPassword = inject('adminPassword')
let browser: Browser
let cookie: string

/** A phone as Lighthouse's: its user agent says « Mobile ». */
const PHONE: BrowserContextOptions = {
  viewport: VIEWPORTS.phone,
  isMobile: true,
  hasTouch: true,
  userAgent: PHONE_USER_AGENT,
}
const DESK: BrowserContextOptions = { viewport: VIEWPORTS.desktop }

beforeAll(async () => {
  browser = await launchBrowser()
  cookie = await adminCookie(baseURL, adminPassword)
})
afterAll(async () => {
  await browser?.close()
})

async function open(options: BrowserContextOptions, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    serviceWorkers: 'block',
    javaScriptEnabled,
    ...options,
  })
  const page = await context.newPage()
  await signInWith(page, baseURL, cookie)
  return { context, page }
}

describe('the dashboard drawn by the server', () => {
  it.each([
    ['a phone', PHONE, 'navigation', 'Navigation du tableau de bord'],
    ['a desk', DESK, 'tablist', 'Rubriques du tableau de bord'],
  ] as const)('reads on %s before its code has run', async (_name, options, role, name) => {
    const { context, page } = await open(options, false)
    const answer = await page.goto('/admin-dashboard')
    expect(answer?.headers()['cache-control']).toBe('no-store')
    expect(await page.title()).toMatch(/^Tableau de bord — /)
    await page.getByRole('heading', { level: 2, name: "Vue d'ensemble" }).waitFor()
    await page.getByRole('heading', { name: 'À traiter' }).waitFor()
    // The layout for that screen: the bottom bar on a phone, the side tabs at a desk.
    expect(await page.getByRole(role, { name }).isVisible()).toBe(true)
    await page.goto('/admin-dashboard/membres')
    await page.getByLabel('Rechercher').waitFor()
    await context.close()
  })

  it.each([
    ['a phone', PHONE],
    ['a desk', DESK],
  ] as const)('is adopted on %s without a read, an error or a move', async (_name, options) => {
    const { context, page } = await open(options, true)
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const reads: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/api/')) reads.push(url.pathname)
    })
    await page.addInitScript(() => {
      const shifts: { value: number; moved: string[] }[] = []
      type Shift = PerformanceEntry & { value: number; sources: { node?: Node }[] }
      const describe = (node?: Node) =>
        node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}`.slice(0, 120) : String(node)
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[])
          shifts.push({ value: entry.value, moved: entry.sources.map((source) => describe(source.node)) })
      }).observe({ type: 'layout-shift', buffered: true })
      Object.assign(window, { layoutShifts: shifts })
    })
    for (const path of ['/admin-dashboard', '/admin-dashboard/membres']) {
      reads.length = 0
      await page.goto(path)
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
      // The app's effects and a refresh of its data, if it wanted one, would have come by now.
      await page.waitForTimeout(1000)
      expect(reads, path).toEqual([])
      const shifted = await page.evaluate(
        () => (window as unknown as { layoutShifts: { value: number; moved: string[] }[] }).layoutShifts,
      )
      // On a phone (Lighthouse's and the secretary's), nothing moves. At a desk, within the
      // site's layout-shift budget (bench/lighthouse.ts): once in CI, after the other journeys,
      // the header's actions moved by 0.014 as the app started, which no run alone reproduced.
      const total = shifted.reduce((sum, shift) => sum + shift.value, 0)
      if (options === PHONE) expect(shifted, path).toEqual([])
      else expect(total, `${path}: ${JSON.stringify(shifted)}`).toBeLessThanOrEqual(0.02)
    }
    expect(problems).toEqual([])
    // Adopted: a tap on a tab opens it.
    const link =
      options === PHONE
        ? page.getByRole('navigation', { name: 'Navigation du tableau de bord' }).getByRole('link', { name: /Accueil/ })
        : page.getByRole('tab', { name: /Vue d.ensemble/ })
    await link.click()
    await page.waitForURL(/\/admin-dashboard$/)
    await page.getByRole('heading', { name: 'À traiter' }).waitFor()
    await context.close()
  })

  it('answers the first tap in a view of a tab reached by its address, once the panel is marked adopted', async () => {
    // A registration awaiting follow-up, for the view's status menu.
    const answer = await fetch(`${baseURL}/api/members/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Prisca',
        lastName: 'Premier-Geste',
        email: 'prisca.geste@example.org',
        phone: '809-555-0191',
        dateOfBirth: '1992-06-01',
        address: 'Calle 9',
        city: 'Santiago',
      }),
    })
    expect(answer.status).toBe(201)
    // A first visit, as the secretary's: the service worker's precaching shares the connection
    // with the code of the view, which then comes well after the rest of the panel.
    const { context, page } = await open({ ...DESK, serviceWorkers: 'allow' }, true)
    // The registrations are a view of « Membres » whose code comes apart from the tab's.
    await page.goto('/admin-dashboard/membres?rubrique=inscriptions')
    await tabPanelAdopted(page)
    await page
      .getByRole('row', { name: /Premier-Geste/ })
      .getByRole('button', { name: /Changer le statut de/ })
      .click()
    await page.getByRole('menuitem', { name: 'Contacté' }).waitFor({ timeout: 5_000 })
    await context.close()
  })
})
