import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { VIEWPORTS, launchBrowser, openPage } from './support/browser.ts'

const baseURL = inject('baseURL')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

// A direct visit to each public page (200, French, one main, nothing wider than the window, no
// console error) is checked on the accessibility walk, which loads each at both widths.
describe('direct visits', () => {
  it('answers /admin-dashboard with the app', async () => {
    const { page, context } = await openPage(browser, baseURL)
    const response = await page.goto('/admin-dashboard')
    expect(response?.status()).toBe(200)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await context.close()
  })
})

describe('menu and anchors', () => {
  it('jumps to a section from the desktop menu', async () => {
    // The menu is inline from 1536 px (site-header.module.css).
    const { page, context, problems } = await openPage(browser, baseURL, { width: 1600, height: 900 })
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Navigation principale' })
    await nav.getByRole('link', { name: 'Événements' }).click()
    await page.waitForFunction(() => location.hash === '#events')
    await page.waitForFunction(() => {
      const top = document.getElementById('events')?.getBoundingClientRect().top ?? 9999
      return Math.abs(top) < 200
    })
    expect(problems).toEqual([])
    await context.close()
  })

  it('opens the phone menu and closes it when an entry is chosen', async () => {
    const { page, context } = await openPage(browser, baseURL, VIEWPORTS.phone)
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    const panelId = await toggle.getAttribute('aria-controls')
    expect(panelId).toBeTruthy()
    await page.locator(`[id="${panelId}"]`).getByRole('link', { name: 'Contact' }).click()
    await page.waitForFunction(() => location.hash === '#contact')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await context.close()
  })

  it('shows "Retour en haut" past 300 px and scrolls back to the top', async () => {
    const { page, context } = await openPage(browser, baseURL, VIEWPORTS.phone)
    await page.goto('/')
    await page.locator('#contact').waitFor()
    const button = page.getByRole('button', { name: 'Retour en haut' })
    expect(await button.isVisible()).toBe(false)
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }))
    await button.waitFor({ state: 'visible' })
    await button.click()
    await page.waitForFunction(() => window.scrollY === 0)
    await context.close()
  })

  it('links every page to the confession of faith, which lists eleven convictions', async () => {
    const { page, context } = await openPage(browser, baseURL)
    await page.goto('/isl-programmes')
    await page.getByRole('link', { name: 'Confession de foi' }).first().click()
    await page.waitForURL('**/confession-de-foi')
    await page.getByRole('heading', { level: 1, name: 'Confession de foi' }).waitFor()
    expect(await page.locator('main ol > li').count()).toBe(11)
    await page.getByRole('link', { name: "Retour à l'accueil" }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await context.close()
  })

  it('offers the donation link to PayPal in a new tab', async () => {
    const { page, context } = await openPage(browser, baseURL)
    await page.goto('/')
    const donate = page.getByRole('link', { name: 'Faire un don' })
    expect(await donate.getAttribute('target')).toBe('_blank')
    const href = new URL((await donate.getAttribute('href')) ?? '')
    expect(href.hostname).toBe('www.paypal.com')
    expect(href.searchParams.get('currency_code')).toBe('USD')
    await context.close()
  })
})
