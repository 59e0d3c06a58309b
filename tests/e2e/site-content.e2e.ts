// The church edits its facts and its events through the API; the very next visit shows them,
// to a visitor without JavaScript (the HTML the server draws) and in the hydrated page alike.
// A server of its own, so that the other journeys keep the built-in content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { VIEWPORTS, adminCookie, launchBrowser, openPage } from './support/browser.ts'
import { startServer } from './support/server.ts'
import type { ChurchEvent } from '#common/schemas/event.ts'
import type { SiteContent } from '#common/schemas/site-content.ts'

let browser: Browser
let server: Awaited<ReturnType<typeof startServer>>

beforeAll(async () => {
  server = await startServer()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const NEW_TITLE = 'Veillée de louange du journal'
const NEW_PHONE = { typed: '829 555 0160', display: '+1 (829) 555-0160', tel: '+18295550160' }

/** A signed-in admin's write, with the Origin a browser on the site would send. */
async function adminSend(method: 'PUT', path: string, body: unknown, cookie: string) {
  const response = await fetch(new URL(path, server.baseURL), {
    method,
    headers: { cookie, origin: server.baseURL, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status, `${method} ${path}`).toBe(200)
}

describe('the church edits its content', () => {
  it('changes an event title and the phone number; GET / and the hydrated page show them at once', async () => {
    const { baseURL, adminPassword } = server
    const before = await (await fetch(new URL('/', baseURL))).text()
    expect(before).not.toContain(NEW_TITLE)

    const cookie = await adminCookie(baseURL, adminPassword)
    const [first] = (await (await fetch(new URL('/api/events', baseURL))).json()) as ChurchEvent[]
    const { id, ...event } = first!
    await adminSend('PUT', `/api/admin/events/${id}`, { ...event, title: NEW_TITLE }, cookie)
    const site = (await (await fetch(new URL('/api/site', baseURL))).json()) as SiteContent
    await adminSend(
      'PUT',
      '/api/admin/site',
      { ...site, contacts: { ...site.contacts, phone: NEW_PHONE.typed } },
      cookie,
    )

    // Without JavaScript: the HTML itself, as a search engine reads it.
    const html = await (await fetch(new URL('/', baseURL))).text()
    expect(html).toContain(NEW_TITLE)
    expect(html).toContain(`href="tel:${NEW_PHONE.tel}"`)
    expect(html).toContain(`"telephone":"${NEW_PHONE.tel}"`)
    expect(html).toContain(`"name":"${NEW_TITLE}"`)

    // In the browser: the same page, adopted by the app without an error.
    const { page, context, problems } = await openPage(browser, baseURL, VIEWPORTS.phone)
    await page.goto('/', { waitUntil: 'networkidle' })
    await page.locator('footer').getByText(NEW_PHONE.display).waitFor()
    await page.locator('#events').scrollIntoViewIfNeeded()
    await page.locator('#events').getByRole('heading', { name: NEW_TITLE }).waitFor()
    expect(await page.locator('#contact').getByRole('link', { name: NEW_PHONE.display }).count()).toBe(1)
    expect(problems).toEqual([])
    await context.close()
  })
})
