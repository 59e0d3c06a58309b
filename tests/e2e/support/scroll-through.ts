import type { Page } from 'playwright-core'

/**
 * Scrolls the page from top to bottom a screen at a time, as a reader does, so that every part
 * is drawn: the sections off screen (content-visibility), the parts that hydrate when near and
 * the forms that load when near. Waits at the end until no block is still loading, then goes
 * back to the top.
 */
export async function scrollThrough(page: Page, { backToTop = true } = {}) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.round(window.innerHeight * 0.8))
    // The page grows while it is read: read its height again at each step.
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
    await new Promise((resolve) => setTimeout(resolve, 150))
  })
  await page.waitForLoadState('networkidle')
  // A lazily loaded block stands in with an aria-busy placeholder (LoadingBlock) until drawn.
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0)
  if (backToTop) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}
