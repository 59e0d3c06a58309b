// The parts of a page drawn only as they come near (content-visibility, hydration, forms loaded
// on approach) keep the room they take once drawn: the page's length barely changes as a visitor
// scrolls through it, so the scroll bar and the anchors stay where they were.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage, VIEWPORTS } from './support/browser.ts'
import { PUBLIC_PAGES } from './support/dialogs.ts'

const baseURL = inject('baseURL')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const MAX_CHANGE = 0.1

describe('the page keeps its length as it is scrolled through', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const path of Object.keys(PUBLIC_PAGES)) {
      it(`${path} at ${size} width: within ${MAX_CHANGE * 100} % of its length on arrival`, async () => {
        const { page, context } = await openPage(browser, baseURL, viewport)
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        // The length at each screen, from arrival to the end and once everything is drawn.
        const lengths = await page.evaluate(async () => {
          const seen = [document.documentElement.scrollHeight]
          for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(window.innerHeight * 0.8)) {
            window.scrollTo({ top: y, behavior: 'instant' })
            await new Promise((resolve) => setTimeout(resolve, 150))
            seen.push(document.documentElement.scrollHeight)
          }
          return seen
        })
        await page.waitForLoadState('networkidle')
        await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0)
        lengths.push(await page.evaluate(() => document.documentElement.scrollHeight))

        const [arrival = 0] = lengths
        const worst = Math.max(...lengths.map((length) => Math.abs(length - arrival) / arrival))
        expect(worst, `lengths: ${lengths.join(', ')}`).toBeLessThan(MAX_CHANGE)
        await context.close()
      })
    }
  }
})
