// On a phone, the fixed « Faire un don » and « Retour en haut » never cover what a visitor must
// read or press: the first screen on arrival, a form's submit button once scrolled into view
// (with the fields above it), and the end of each page.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage } from './support/browser.ts'
import { coveredContent } from './support/covered.ts'
import { PUBLIC_PAGES } from './support/dialogs.ts'
import { onceMoreIfStalled, scrollThrough } from './support/scroll-through.ts'

const baseURL = inject('baseURL')
let browser: Browser

/** A phone of the size where the donate button covered the hero's timetable. */
const PHONE = { width: 375, height: 740 }

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('nothing fixed covers the content on a phone', () => {
  for (const path of Object.keys(PUBLIC_PAGES)) {
    it(`${path}: the first screen on arrival, and the end of the page`, async () => {
      await onceMoreIfStalled(
        () => openPage(browser, baseURL, PHONE),
        async ({ page }) => {
          await page.goto(path)
          expect(await coveredContent(page), 'first screen').toEqual([])

          await scrollThrough(page, { backToTop: false })
          await page.evaluate(() =>
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
          )
          // The fixed buttons are there, below the footer's last line.
          await page.getByRole('button', { name: 'Retour en haut' }).waitFor()
          await page.getByRole('link', { name: 'Faire un don' }).waitFor()
          expect(await coveredContent(page), 'end of the page').toEqual([])
        },
      )
    })
  }

  it('/: each form, its submit button scrolled in at the bottom of the screen', async () => {
    await onceMoreIfStalled(
      () => openPage(browser, baseURL, PHONE),
      async ({ page }) => {
        await page.goto('/')
        await scrollThrough(page)
        const forms = page.locator('main form')
        expect(await forms.count()).toBe(3)
        for (const form of await forms.all()) {
          // At once, not with the page's smooth scrolling: on a busy machine the check would run mid-way.
          await form
            .locator('[type="submit"]')
            .evaluate((button) => button.scrollIntoView({ block: 'end', behavior: 'instant' }))
          // The parts around may still settle to their real size (content-visibility): wait until the
          // button really sits at the bottom of the screen.
          await form.locator('[type="submit"]').evaluate(
            (button) =>
              new Promise<void>((resolve) => {
                const settle = () => {
                  const { bottom } = button.getBoundingClientRect()
                  if (bottom > 0 && bottom <= window.innerHeight + 1) resolve()
                  else {
                    button.scrollIntoView({ block: 'end', behavior: 'instant' })
                    requestAnimationFrame(settle)
                  }
                }
                requestAnimationFrame(settle)
              }),
          )
          const name = await form.locator('[type="submit"]').innerText()
          expect(await coveredContent(page), `at « ${name} »`).toEqual([])
        }
      },
    )
  })
})
