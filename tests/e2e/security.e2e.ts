// The CSP as Chromium enforces it: every page runs without a violation or a console error, and
// an inline script injected into a page is blocked, which proves the policy is live.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { adminCookie, besidesSessionCheck, launchBrowser, openPage } from './support/browser.ts'

const baseURL = inject('baseURL')
const adminPassword = inject('adminPassword')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Loads a page and lets its lazy chunks, fonts and images arrive. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'networkidle' })
  expect(response?.status()).toBe(200)
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self'(;|$)/)
  await page.getByRole('heading').first().waitFor()
  // Scroll to the bottom: sections and images that load on approach load now.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForLoadState('networkidle')
}

describe('Content-Security-Policy in the browser', () => {
  // The public pages are checked for the same on the accessibility walk, every dialog open.
  it('/admin-dashboard loads with no CSP violation and no console error', async () => {
    const { page, context, problems } = await openPage(browser, baseURL)
    // Signed out, the dashboard asks for the session and gets the expected 401.
    const unexpected = besidesSessionCheck(page)
    await visit(page, '/admin-dashboard')
    expect(unexpected(problems)).toEqual([])
    await context.close()
  })

  it('/admin-dashboard signed in loads with no CSP violation and no console error', async () => {
    const [name = '', value = ''] = (await adminCookie(baseURL, adminPassword)).split('=')
    const { page, context, problems } = await openPage(browser, baseURL)
    await context.addCookies([{ name, value, url: baseURL }])
    await visit(page, '/admin-dashboard')
    expect(problems).toEqual([])
    await context.close()
  })

  it('blocks an inline script injected into the page, and reports the violation', async () => {
    const { page, context, problems } = await openPage(browser, baseURL)
    await visit(page, '/')
    const violation = page.waitForEvent('console', (message) => message.text().startsWith('CSP violation'))
    await page.addScriptTag({ content: 'window.__injected = true' }).catch(() => undefined)
    await violation
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined()
    expect(problems.some((problem) => /CSP violation: script-src/.test(problem))).toBe(true)
    await context.close()
  })
})
