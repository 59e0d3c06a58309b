// The walk through a page (scrollThrough) tells a page that stopped answering from one that is
// slow, and a journey gets one fresh page after a stall (onceMoreIfStalled), not more. A page is
// made to stop answering here by a synchronous request that never gets its answer: its main
// thread waits, as a stalled renderer's does, without using the processor.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage, VIEWPORTS } from './support/browser.ts'
import { onceMoreIfStalled, PageStalled, scrollThrough, stallWatch } from './support/scroll-through.ts'

const baseURL = inject('baseURL')
let browser: Browser
const usual = { ...stallWatch }

beforeAll(async () => {
  browser = await launchBrowser()
  // Shorter than in the journeys, long enough that a page merely busy is not taken for stalled.
  stallWatch.everyMs = 250
  stallWatch.silenceMs = 2_500
})
afterAll(async () => {
  Object.assign(stallWatch, usual)
  await browser?.close()
})

/** Opens a short page whose main thread, in a moment, waits for an answer that never comes. */
async function stall(page: Page) {
  await page.route('**/never-answered', () => {})
  await page.evaluate(() => {
    setTimeout(() => {
      const request = new XMLHttpRequest()
      request.open('GET', '/never-answered', false)
      request.send()
    }, 50)
  })
}

describe('a page that stops answering', () => {
  let opened = 0
  /** A fresh page at phone width, counted. */
  const openCounted = () => {
    opened += 1
    return openPage(browser, baseURL, VIEWPORTS.phone)
  }

  it('is reported as stalled, and the journey runs once more on a fresh page', async () => {
    opened = 0
    const walked: number[] = []
    await onceMoreIfStalled(openCounted, async ({ page }) => {
      await page.goto('/confession-de-foi')
      if (opened === 1) await stall(page)
      await scrollThrough(page)
      walked.push(opened)
    })
    expect(opened).toBe(2)
    expect(walked).toEqual([2])
  })

  it('fails the journey when the fresh page stalls too', async () => {
    opened = 0
    const journey = onceMoreIfStalled(openCounted, async ({ page }) => {
      await page.goto('/confession-de-foi')
      await stall(page)
      await scrollThrough(page)
    })
    await expect(journey).rejects.toBeInstanceOf(PageStalled)
    expect(opened).toBe(2)
  })

  it('is not taken for a slow one: a page that answers goes through in one walk', async () => {
    opened = 0
    await onceMoreIfStalled(openCounted, async ({ page }) => {
      await page.goto('/confession-de-foi')
      await scrollThrough(page)
    })
    expect(opened).toBe(1)
  })
})
