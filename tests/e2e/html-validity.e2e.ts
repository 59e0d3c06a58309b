// The W3C's Nu Html Checker on every public page and the dashboard: the HTML the server sends,
// and the document the browser holds once the page is drawn (scrolled through, hydrated, its
// forms loaded), which is what assistive technologies read. Any error fails the test.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, VIEWPORTS } from './support/browser.ts'
import { fillDashboard, signInWith, waitForTab } from './support/dashboard.ts'
import { closeDialog, DASHBOARD_PAGES, openDialog, PUBLIC_PAGES } from './support/dialogs.ts'
import { nuErrors } from './support/nu-checker.ts'
import { scrollThrough } from './support/scroll-through.ts'

const baseURL = inject('baseURL')
const adminPassword = inject('adminPassword')
let browser: Browser
let cookie: string

beforeAll(async () => {
  browser = await launchBrowser()
  cookie = await fillDashboard(baseURL, adminPassword)
})
afterAll(async () => {
  await browser?.close()
})

/** The document as the browser holds it now, as HTML (outerHTML leaves the doctype out). */
const drawn = async (page: Page) => `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`

async function expectValid(documents: Record<string, string>) {
  const errors = await nuErrors(documents)
  expect(errors, errors.join('\n')).toEqual([])
}

describe('valid HTML', () => {
  it('as the server sends it', async () => {
    const documents: Record<string, string> = {}
    for (const path of [...Object.keys(PUBLIC_PAGES), '/admin-dashboard']) {
      const res = await fetch(`${baseURL}${path}`)
      expect(res.status).toBe(200)
      documents[`served ${path}`] = await res.text()
    }
    await expectValid(documents)
  })

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`as drawn at ${size} width: the public pages, their dialogs and menu`, { timeout: 180_000 }, async () => {
      const documents: Record<string, string> = {}
      const { page, context } = await openPage(browser, baseURL, viewport)
      for (const [path, dialogs] of Object.entries(PUBLIC_PAGES)) {
        await page.goto(path)
        await scrollThrough(page)
        documents[`drawn ${path} (${size})`] = await drawn(page)
        for (const [index, opener] of dialogs(page).entries()) {
          const dialog = await openDialog(page, opener)
          documents[`drawn ${path} (${size}), dialog ${index + 1}`] = await drawn(page)
          await closeDialog(page, dialog)
        }
        if (size === 'phone') {
          await page.getByRole('button', { name: 'Menu' }).click()
          documents[`drawn ${path} (${size}), menu open`] = await drawn(page)
        }
      }
      await context.close()
      await expectValid(documents)
    })

    it(`as drawn at ${size} width: the dashboard, its tabs and dialogs`, { timeout: 180_000 }, async () => {
      const documents: Record<string, string> = {}
      const { page, context } = await openPage(browser, baseURL, viewport)
      await page.goto('/admin-dashboard')
      await page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor()
      documents[`drawn sign-in (${size})`] = await drawn(page)
      await signInWith(page, baseURL, cookie)
      for (const [address, dialogs] of DASHBOARD_PAGES) {
        await page.goto(address)
        await waitForTab(page)
        documents[`drawn ${address} (${size})`] = await drawn(page)
        for (const [index, opener] of dialogs(page).entries()) {
          const dialog = await openDialog(page, opener)
          documents[`drawn ${address} (${size}), dialog ${index + 1}`] = await drawn(page)
          await closeDialog(page, dialog)
        }
      }
      await context.close()
      await expectValid(documents)
    })
  }
})
