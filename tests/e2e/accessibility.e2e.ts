// axe-core on every public page and every dashboard tab and dialog, at phone and desktop width,
// once every part of the page is drawn: any violation, whatever its impact, fails the test and
// is printed with the element it was found on.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { ADMIN_DASHBOARD } from '#common/admin-dashboard-pages.ts'
import { axeViolations } from './support/axe.ts'
import { launchBrowser, openPage, VIEWPORTS } from './support/browser.ts'
import { fillDashboard, signInWith, waitForTab } from './support/dashboard.ts'
import { closeDialog, DASHBOARD_PAGES, openDialog, PUBLIC_PAGES } from './support/dialogs.ts'
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

async function expectAccessible(page: Page, where: string) {
  const violations = await axeViolations(page)
  // Soft: every page and dialog of the test is checked, and all that fail are reported.
  expect.soft(violations, `${where}\n${violations.join('\n')}`).toEqual([])
}

/** Opens the dialog `opener` opens, checks the page with it open, closes it with Escape. */
async function checkDialog(page: Page, opener: Locator, where: string) {
  const dialog = await openDialog(page, opener)
  await expectAccessible(page, `${where}, dialog open`)
  await closeDialog(page, dialog)
}

describe('axe-core finds nothing on the public pages', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const [path, dialogs] of Object.entries(PUBLIC_PAGES)) {
      it(`${path} at ${size} width, with its dialogs`, { timeout: 120_000 }, async () => {
        const { page, context } = await openPage(browser, baseURL, viewport)
        await page.goto(path)
        await scrollThrough(page)
        await expectAccessible(page, `${path} (${size})`)
        for (const opener of dialogs(page)) await checkDialog(page, opener, `${path} (${size})`)
        if (size === 'phone') {
          await page.getByRole('button', { name: 'Menu' }).click()
          await expectAccessible(page, `${path} (${size}), menu open`)
        }
        await context.close()
      })
    }
  }
})

describe('axe-core finds nothing in the dashboard', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`the sign-in screen at ${size} width`, async () => {
      const { page, context } = await openPage(browser, baseURL, viewport)
      await page.goto(ADMIN_DASHBOARD)
      await page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor()
      await expectAccessible(page, `sign-in (${size})`)
      await context.close()
    })

    it(`every tab and dialog at ${size} width`, { timeout: 240_000 }, async () => {
      const { page, context } = await openPage(browser, baseURL, viewport)
      await signInWith(page, baseURL, cookie)
      for (const [address, dialogs] of DASHBOARD_PAGES) {
        await page.goto(address)
        await waitForTab(page)
        await expectAccessible(page, `${address} (${size})`)
        for (const opener of dialogs(page)) await checkDialog(page, opener, `${address} (${size})`)
      }
      await context.close()
    })
  }
})
