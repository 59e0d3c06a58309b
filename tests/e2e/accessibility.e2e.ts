// axe-core and the W3C's Nu Html Checker on every public page and every dashboard tab and dialog,
// at phone and desktop width, once every part of the page is drawn. One walk serves both: at each
// state (a page scrolled through, a dialog open, the menu open) axe checks the page, and the
// document as the browser then holds it, which is what assistive technologies read, is kept for
// the checker; the checker reads them all at the end, in one run (its JVM takes seconds to start).
// Any axe violation, whatever its impact, or any checker error fails, printed with where it was.
// The same walk of a public page checks what any visit must show: a 200 in French under the
// Content-Security-Policy, nothing wider than the window, and no console error, uncaught error or
// CSP violation from the landing to the last dialog.
// The HTML as the server sends it is checked in html-validity.e2e.ts.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { ADMIN_DASHBOARD } from '#common/admin-dashboard-pages.ts'
import { axeViolations } from './support/axe.ts'
import { besidesSessionCheck, launchBrowser, openPage, VIEWPORTS } from './support/browser.ts'
import { fillDashboard, openInDashboard, signInWith, waitForTab } from './support/dashboard.ts'
import { closeDialog, DASHBOARD_PAGES, openDialog, PUBLIC_PAGES } from './support/dialogs.ts'
import { nuErrors } from './support/nu-checker.ts'
import { onceMoreIfStalled, scrollThrough } from './support/scroll-through.ts'

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

/**
 * A page that asks for less motion: Mantine then opens and closes its dialogs and menus without
 * their fade (the site respects the setting), so each of the walk's dozens of dialogs is checked
 * as it stands once open, without waiting out its transition twice. What is drawn once a dialog is
 * open is the same either way.
 */
async function openStill(viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS]) {
  const opened = await openPage(browser, baseURL, viewport)
  await opened.page.emulateMedia({ reducedMotion: 'reduce' })
  return opened
}

/** Each state the walk went through, as the browser held it, for the Nu Html Checker. */
const drawnDocuments: Record<string, string> = {}

/** axe on the page as it is now; the document kept for the checker under `where`. */
async function checkState(page: Page, where: string) {
  const violations = await axeViolations(page)
  // Soft: every page and dialog of the test is checked, and all that fail are reported.
  expect.soft(violations, `${where}\n${violations.join('\n')}`).toEqual([])
  // outerHTML leaves the doctype out.
  drawnDocuments[where] = `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`
}

/** Opens each dialog `openers` opens, checks the page with it open, closes it with Escape. */
async function checkDialogs(page: Page, openers: Locator[], where: string) {
  for (const [index, opener] of openers.entries()) {
    const dialog = await openDialog(page, opener)
    await checkState(page, `${where}, dialog ${index + 1} open`)
    await closeDialog(page, dialog)
  }
}

/** axe's rules that depend on where things are drawn: targets too small or too close together. */
const GEOMETRY_RULES = ['target-size']

describe('the public pages, as drawn', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const [path, dialogs] of Object.entries(PUBLIC_PAGES)) {
      it(`${path} at ${size} width, with its dialogs`, { timeout: 120_000 }, async () => {
        await onceMoreIfStalled(
          () => openStill(viewport),
          async ({ page, problems }) => {
            const unexpected = besidesSessionCheck(page)
            const response = await page.goto(path)
            // The page as served: found, in French, under its policy (scripts from our origin only).
            expect(response?.status()).toBe(200)
            expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/)
            expect(await page.getAttribute('html', 'lang')).toBe('fr')
            // As it lands, before any part off screen is drawn (what a crawler or Lighthouse reads):
            // the rules that read the page's geometry, which a part not yet laid out could upset.
            const landed = await axeViolations(page, GEOMETRY_RULES)
            expect.soft(landed, `${path} (${size}), as it lands\n${landed.join('\n')}`).toEqual([])
            await scrollThrough(page)
            await checkState(page, `${path} (${size})`)
            await checkDialogs(page, dialogs(page), `${path} (${size})`)
            if (size === 'phone') {
              await page.getByRole('button', { name: 'Menu' }).click()
              await checkState(page, `${path} (${size}), menu open`)
            }
            // Nothing wider than the window, and no console error, uncaught error or CSP violation
            // anywhere on the walk (but the sign-in dialog's session check).
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
            expect.soft(overflow, `${path} (${size}) is wider than the window`).toBeLessThanOrEqual(0)
            expect.soft(unexpected(problems), `${path} (${size})`).toEqual([])
          },
        )
      })
    }
  }
})

describe('the dashboard, as drawn', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`the sign-in screen at ${size} width`, async () => {
      const { page, context } = await openStill(viewport)
      await page.goto(ADMIN_DASHBOARD)
      await page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor()
      await checkState(page, `sign-in (${size})`)
      await context.close()
    })

    it(`every tab and dialog at ${size} width`, { timeout: 240_000 }, async () => {
      const { page, context } = await openStill(viewport)
      await signInWith(page, baseURL, cookie)
      // One load: the app then opens each address as its links do, as someone going through the
      // tabs does (a load per address would download and start the whole app again each time).
      for (const [index, [address, dialogs]] of DASHBOARD_PAGES.entries()) {
        if (index === 0) {
          await page.goto(address)
          await waitForTab(page)
        } else {
          await openInDashboard(page, address)
        }
        await checkState(page, `${address} (${size})`)
        await checkDialogs(page, dialogs(page), `${address} (${size})`)
      }
      if (size === 'phone') {
        // The bottom bar's « Plus », its list open (the browser's popover).
        await page
          .getByRole('navigation', { name: 'Navigation du tableau de bord' })
          .getByRole('button', { name: 'Plus' })
          .click()
        await page.getByRole('list', { name: 'Autres rubriques' }).waitFor()
        await checkState(page, `« Plus » open (${size})`)
      }
      await context.close()
    })
  }
})

describe('the Nu Html Checker', () => {
  it('finds no error in any state drawn above', { timeout: 120_000 }, async () => {
    // Every page and tab was kept (a walk cut short would leave states unchecked).
    for (const size of Object.keys(VIEWPORTS)) {
      const expected = [...Object.keys(PUBLIC_PAGES), ...DASHBOARD_PAGES.map(([address]) => address)].map(
        (where) => `${where} (${size})`,
      )
      expect(Object.keys(drawnDocuments)).toEqual(expect.arrayContaining([...expected, `sign-in (${size})`]))
    }
    const errors = await nuErrors(drawnDocuments)
    expect(errors, errors.join('\n')).toEqual([])
  })
})
