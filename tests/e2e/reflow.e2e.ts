// WCAG 1.4.10 Reflow and 1.4.4 Resize Text: in a 320 px wide window, and in a 1280 × 800 window
// zoomed to 200 % (what the browser's zoom does: the page lays out in 640 × 400 CSS pixels, drawn
// twice as large), every page reads without scrolling sideways and no text is cut off at the
// screen's edge. A list that scrolls sideways on purpose (the events) keeps its text reachable.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './support/browser.ts'
import { onceMoreIfStalled, scrollThrough } from './support/scroll-through.ts'

const baseURL = inject('baseURL')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const PAGES = ['/', '/feproba-programmes', '/isl-programmes', '/confession-de-foi']

/**
 * The page's sideways overflow, and every piece of visible text that sticks out of the window
 * (cut off by an `overflow: hidden` parent, it would not widen the page but still be lost).
 * Visually hidden helpers (the anti-spam field, skip link at rest) are not text a reader sees.
 */
function outOfWindow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const scrollsSideways = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const { overflowX } = getComputedStyle(box)
        if ((overflowX === 'auto' || overflowX === 'scroll') && box.scrollWidth > box.clientWidth) return true
      }
      return false
    }
    // The nearest box that hides what sticks out of it sideways (a button's label, a card).
    const clippingBox = (element: Element) => {
      for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
        const { overflowX } = getComputedStyle(box)
        if (overflowX === 'hidden' || overflowX === 'clip') return box.getBoundingClientRect()
      }
      return null
    }
    const cut: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      const parent = node.parentElement
      if (!text || !parent || parent.closest('.visually-hidden, [aria-hidden="true"], template, script, style'))
        continue
      if (scrollsSideways(parent)) continue
      const style = getComputedStyle(parent)
      if (style.visibility === 'hidden' || style.display === 'none' || style.position === 'fixed') continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const clipper = clippingBox(parent)
      for (const box of range.getClientRects()) {
        if (box.width > 0 && (box.right > width + 1 || box.left < -1)) {
          cut.push(`« ${text.slice(0, 40)} » ${Math.round(box.left)}–${Math.round(box.right)} px`)
          break
        }
        if (clipper && box.width > 0 && (box.right > clipper.right + 1 || box.left < clipper.left - 1)) {
          cut.push(`« ${text.slice(0, 40)} » cut by its box at ${Math.round(clipper.right)} px`)
          break
        }
      }
    }
    return { sideways: document.documentElement.scrollWidth - width, cut }
  })
}

/** A phone's narrowest window, and a 1280 × 800 window zoomed to 200 % (640 × 400 CSS pixels). */
const WINDOWS = [
  { name: 'in a 320 px window', viewport: { width: 320, height: 640 } },
  { name: 'zoomed to 200 %', viewport: { width: 640, height: 400 } },
]

describe('reflow', () => {
  for (const path of PAGES) {
    for (const { name, viewport } of WINDOWS) {
      it(`${path} ${name}: no sideways scroll, no text cut off`, async () => {
        await onceMoreIfStalled(
          () => openPage(browser, baseURL, viewport),
          async ({ page }) => {
            await page.goto(path)
            await scrollThrough(page)
            const { sideways, cut } = await outOfWindow(page)
            expect(cut).toEqual([])
            expect(sideways).toBeLessThanOrEqual(0)
          },
        )
      })
    }
  }
})

/**
 * Pairs of visible texts drawn over one another (the church's name running under the menu when
 * the header is short of room): each text's line boxes against every other text's, the page
 * scrolled back to its top. Fixed buttons are left to the covered-content journey, which checks
 * what they cover.
 */
function overlappingTexts(page: Page) {
  return page.evaluate(() => {
    const lines: { text: string; box: DOMRect; node: Node }[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      const parent = node.parentElement
      if (!text || !parent || parent.closest('.visually-hidden, [aria-hidden="true"], template, script, style'))
        continue
      if (getComputedStyle(parent).visibility === 'hidden' || !parent.checkVisibility()) continue
      let fixed = false
      for (let box: Element | null = parent; box && !fixed; box = box.parentElement)
        fixed = getComputedStyle(box).position === 'fixed'
      if (fixed) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const box of range.getClientRects()) if (box.width > 1 && box.height > 1) lines.push({ text, box, node })
    }
    const overlaps: string[] = []
    const TOLERANCE = 2
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j < lines.length; j++) {
        const a = lines[i]!
        const b = lines[j]!
        if (a.node === b.node) continue
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
        if (across > TOLERANCE && down > TOLERANCE)
          overlaps.push(`« ${a.text.slice(0, 30)} » / « ${b.text.slice(0, 30)} »`)
      }
    }
    return overlaps
  })
}

describe('texts side by side', () => {
  for (const width of [375, 1024, 1280, 1440]) {
    it(`at ${width} px no text of the home page is drawn over another`, async () => {
      await onceMoreIfStalled(
        () => openPage(browser, baseURL, { width, height: 800 }),
        async ({ page }) => {
          await page.goto('/')
          await scrollThrough(page)
          expect(await overlappingTexts(page)).toEqual([])
        },
      )
    })
  }
})
