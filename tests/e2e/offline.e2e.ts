// A returning visitor: online, the current page from the server on every visit; without a
// connection, the service worker serves the last home page seen (service times, address, phone,
// events) and the confession of faith, and has cached nothing of the dashboard or the admin API.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { VIEWPORTS, adminCookie, launchBrowser, openPage } from './support/browser.ts'
import { church } from '#common/seed/church.ts'
import { formatPhone } from '#common/phone.ts'
import type { ChurchEvent } from '#common/schemas/event.ts'
import type { Service } from '#common/schemas/service.ts'

const baseURL = inject('baseURL')
const adminPassword = inject('adminPassword')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Every URL in the service worker's caches. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
    }
    return urls
  })

describe('offline, for a returning visitor', () => {
  it('serves the home page and the confession of faith from the service worker', async () => {
    const [services, events] = await Promise.all([
      fetch(`${baseURL}/api/services`).then((r) => r.json() as Promise<Service[]>),
      fetch(`${baseURL}/api/events`).then((r) => r.json() as Promise<ChurchEvent[]>),
    ])
    const { page, context } = await openPage(browser, baseURL, VIEWPORTS.phone, { serviceWorkers: 'allow' })
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))

    // First visit: the worker installs, caches the app shell and takes control of the page.
    await page.goto('/')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
    // Second visit, online: the page now goes through the worker, which asks the server first.
    const current = page.waitForResponse((response) => new URL(response.url()).pathname === '/')
    await page.reload({ waitUntil: 'networkidle' })
    expect((await current).fromServiceWorker()).toBe(true)
    await page.locator('#events').scrollIntoViewIfNeeded()
    await page.locator('#events').getByText(events[0]!.title).waitFor()

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toContain(church.name)
    // …and the app starts: every chunk it starts with is kept with the shell.
    await page.locator('html[data-app-ready]').waitFor()
    const servicesSection = page.locator('#services')
    await servicesSection.getByText(services[0]!.name, { exact: true }).waitFor()
    await servicesSection.getByText(services[0]!.time).first().waitFor()
    const contact = page.locator('#contact')
    await contact.getByText(church.address.street).first().waitFor()
    await contact.getByText(formatPhone(church.phone)).first().waitFor()
    await page.locator('#events').scrollIntoViewIfNeeded()
    for (const event of events.slice(0, 2)) await page.locator('#events').getByText(event.title).waitFor()

    await page.goto('/confession-de-foi')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Confession de foi')
    expect(pageErrors).toEqual([])
    await context.setOffline(false)
    await context.close()
  })

  it('keeps every script the home page ran on a first visit, so it starts offline', async () => {
    const { page, context } = await openPage(browser, baseURL, VIEWPORTS.phone, { serviceWorkers: 'allow' })
    await page.goto('/', { waitUntil: 'networkidle' })
    await page.locator('html[data-app-ready]').waitFor()
    // Active, so its install (which fills the cache) is over.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
    const ran = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
    )
    expect(ran.length).toBeGreaterThan(0)
    const cached = await cachedUrls(page)
    expect(ran.filter((path) => !cached.includes(path))).toEqual([])
    await context.close()
  })

  it('never caches the dashboard, its code or the admin API', async () => {
    const [name = '', value = ''] = (await adminCookie(baseURL, adminPassword)).split('=')
    const { page, context } = await openPage(browser, baseURL, VIEWPORTS.desktop, { serviceWorkers: 'allow' })
    await context.addCookies([{ name, value, url: baseURL }])
    await page.goto('/')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
    await page.goto('/admin-dashboard', { waitUntil: 'networkidle' })
    await page.getByRole('tab').first().waitFor()

    const cached = await cachedUrls(page)
    expect(cached.length).toBeGreaterThan(0)
    expect(
      cached.filter(
        (url) => url.startsWith('/api/admin') || url.startsWith('/assets/admin/') || url.startsWith('/admin-dashboard'),
      ),
    ).toEqual([])

    // Offline, the dashboard is not served from a cache.
    await context.setOffline(true)
    const offline = await page.goto('/admin-dashboard').catch((error: Error) => error)
    expect(offline).toBeInstanceOf(Error)
    await context.setOffline(false)
    await context.close()
  })
})
