// A visitor whose network fails while sending a form: the submission is kept on the phone and
// goes once the network is back, stored once. The first three journeys block the service worker
// (as openPage does by default), as on a first visit or in a browser without Background Sync: the
// page's own outbox (src/lib/offline-queue/) keeps it. The last lets Chromium's worker keep it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { adminCookie, adminList, launchBrowser, openPage, VIEWPORTS } from './support/browser.ts'
import { messages } from '#common/seed/church.ts'
import { keptOfflineMessages } from '#common/kept-offline-messages.ts'

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

/** Rows of an admin list whose search `q` matches (the API's own search). */
const stored = async (list: string, q: string) =>
  (await adminList(baseURL, cookie, `${list}?q=${encodeURIComponent(q)}`)).total

const submit = (form: Locator) => form.locator('button[type="submit"]').click()

async function fillContact(page: Page, message: string) {
  await page.goto('/#contact')
  const form = page.locator('#contact form')
  await form.getByLabel('Nom').fill('Jeanne Hors-Ligne')
  await form.getByLabel(/^E-mail/).fill('jeanne.hors-ligne@example.org')
  await form.getByLabel('Sujet').selectOption('Visite')
  await form.getByLabel('Message').fill(message)
  return form
}

/** The app has adopted the server's form: a tap on its button goes to the app, not held. */
const adopted = (form: Locator) => form.and(form.page().locator('[data-ready]')).waitFor()

async function fillMembership(page: Page, lastName: string) {
  await page.goto('/#membership')
  const form = page.locator('#membership form')
  await form.getByLabel('Prénom').fill('Lucie')
  await form.getByLabel('Nom de famille').fill(lastName)
  await form.getByLabel(/^E-mail/).fill(`${lastName.toLowerCase()}@example.org`)
  await form.getByLabel(/^Téléphone\s*\*?$/).fill('809-555-0177')
  await form.getByLabel('Date de naissance').fill('1992-03-08')
  await form.getByLabel('Adresse complète').fill('Calle 9, Gurabo')
  await form.getByLabel('Ville').fill('Santiago')
  return form
}

/**
 * What the page reported besides the requests that failed because the test cut the network
 * (Chromium says ERR_INTERNET_DISCONNECTED for the page's own, ERR_FAILED for those its service
 * worker could not fetch): script errors and CSP violations still count.
 */
const besidesNetworkCut = (problems: string[]) =>
  problems.filter(
    (problem) => !/^console: Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)$/.test(problem),
  )

/** Offline at the tap: the kept text; back online: the success text and exactly one row. */
async function sendOffline(context: BrowserContext, page: Page, form: Locator, kept: string, success: string) {
  await context.setOffline(true)
  await submit(form)
  await page.getByText(kept).waitFor()
  expect(await page.getByRole('alert').count()).toBe(0)
  await context.setOffline(false)
  await page.getByText(success).waitFor({ timeout: 20_000 })
}

describe('a form sent without a network', () => {
  it('keeps a contact message on the phone, then sends it once when the network is back', async () => {
    const { page, context, problems } = await openPage(browser, baseURL, VIEWPORTS.phone)
    const message = `Hors ligne ${Date.now()} : à quelle heure est le culte ?`
    const form = await fillContact(page, message)
    await adopted(form)

    await sendOffline(context, page, form, keptOfflineMessages.contact, messages.contactSuccess)

    expect(await stored('messages', message)).toBe(1)
    expect(besidesNetworkCut(problems)).toEqual([])
    await context.close()
  })

  it('keeps a membership registration on the phone, then sends it once when the network is back', async () => {
    const { page, context } = await openPage(browser, baseURL, VIEWPORTS.phone)
    const lastName = `Horsligne${Date.now()}`
    const form = await fillMembership(page, lastName)
    await adopted(form)

    await sendOffline(context, page, form, keptOfflineMessages.membership, messages.membershipSuccess)
    await page.getByText(messages.membershipSuccessTitle).waitFor()

    expect(await stored('members', lastName)).toBe(1)
    await context.close()
  })

  it('keeps what was typed when the network drops before the form’s code arrives, and sends it once back', async () => {
    const { page, context } = await openPage(browser, baseURL, VIEWPORTS.phone)
    // A slow network: the form's code is still on its way when the phone loses the network.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/membership-form-*.js', async (route) => {
      await held
      await route.fallback()
    })
    const lastName = `Sansreseau${Date.now()}`
    const form = await fillMembership(page, lastName)
    expect(await form.getAttribute('data-ready')).toBeNull()
    await context.setOffline(true)
    await submit(form)
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/assets/membership-form-'))
    release()
    await failed

    // The server's form stays, with what was typed, until the network is back.
    await page.waitForTimeout(500)
    await expect(form.getByLabel('Nom de famille').inputValue()).resolves.toBe(lastName)
    expect(await page.getByText('Cette partie de la page n’a pas pu être chargée').count()).toBe(0)

    await context.setOffline(false)
    await page.getByText(messages.membershipSuccess).waitFor({ timeout: 20_000 })
    expect(await stored('members', lastName)).toBe(1)
    await context.close()
  })

  it('stores once a message whose answer was lost on the way back, when the phone sends it again', async () => {
    const { page, context } = await openPage(browser, baseURL, VIEWPORTS.phone)
    const message = `Réponse perdue ${Date.now()}`
    const keys: (string | null)[] = []
    // The first sending reaches the server, which stores the message; its answer never arrives.
    let first = true
    await page.route('**/api/contact', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? null)
      if (!first) return route.fallback()
      first = false
      await route.fetch()
      return route.abort('connectionreset')
    })
    const form = await fillContact(page, message)

    await submit(form)
    await page.getByText(keptOfflineMessages.contact).waitFor()
    expect(await stored('messages', message)).toBe(1)

    // The outbox tries again within seconds: the server answers with its first answer.
    await page.getByText(messages.contactSuccess).waitFor({ timeout: 20_000 })
    expect(await stored('messages', message)).toBe(1)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    await context.close()
  })

  it("Chromium's Background Sync: the service worker keeps it, the page none, and it goes once", async () => {
    const { page, context, problems } = await openPage(browser, baseURL, VIEWPORTS.phone, { serviceWorkers: 'allow' })
    const workerPosts: string[] = []
    context.on('request', (request) => {
      if (request.method() === 'POST' && request.serviceWorker()) workerPosts.push(request.url())
    })
    await page.goto('/')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 })
    const message = `Background Sync ${Date.now()}`
    const form = await fillContact(page, message)
    await adopted(form)

    await sendOffline(context, page, form, keptOfflineMessages.contact, messages.contactSuccess)

    // The worker sent it twice (the failed try, then the sync); the page kept no copy of its own.
    expect(workerPosts).toHaveLength(2)
    expect(await page.evaluate(() => localStorage.getItem('envois-gardes'))).toBeNull()
    expect(await stored('messages', message)).toBe(1)
    expect(besidesNetworkCut(problems)).toEqual([])
    await context.close()
  })
})
