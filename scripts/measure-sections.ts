// `node --import tsx scripts/measure-sections.ts` (after `npm run build`): the height of every
// section of the public pages once drawn, at one width per breakpoint (Mantine's: base, xs 36em,
// sm 48em, md 62em, lg 75em), as the `size` to give its Section. A section keeps that room until
// it is drawn (content-visibility), so that the page does not grow as a visitor scrolls; measure
// again after a change of a section's layout or of the content a new installation starts with.
import { startServer } from '#tests/e2e/support/server.ts'
import { launchBrowser, openPage } from '#tests/e2e/support/browser.ts'

const PAGES = ['/', '/feproba-programmes', '/isl-programmes', '/confession-de-foi']
const WIDTHS = { base: 375, xs: 600, sm: 800, md: 1000, lg: 1280 } as const

const server = await startServer()
const browser = await launchBrowser()
try {
  for (const path of PAGES) {
    const sizes = new Map<string, string[]>()
    for (const [breakpoint, width] of Object.entries(WIDTHS)) {
      const { page, context } = await openPage(browser, server.baseURL, { width, height: 800 })
      await page.goto(path, { waitUntil: 'networkidle' })
      const heights = await page.evaluate(async () => {
        // Every section drawn once: the browser then holds its real height.
        for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
          window.scrollTo({ top: y, behavior: 'instant' })
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        for (const section of document.querySelectorAll<HTMLElement>('section[id]'))
          section.style.contentVisibility = 'visible'
        return [...document.querySelectorAll<HTMLElement>('section[id]')].map(
          (section) => [section.id, Math.round(section.getBoundingClientRect().height)] as const,
        )
      })
      for (const [id, height] of heights) sizes.set(id, [...(sizes.get(id) ?? []), `${breakpoint}: ${height}`])
      await context.close()
    }
    console.log(path)
    for (const [id, measured] of sizes) console.log(`  #${id}: size={{ ${measured.join(', ')} }}`)
  }
} finally {
  await browser.close()
  await server.stop()
}
