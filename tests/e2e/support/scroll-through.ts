import type { Page, Request } from 'playwright-core'

/** How long the network stays silent before the page counts as drawn. */
const QUIET_MS = 300
/** Past this, the parts the walk brought into view and that React never adopted are reported. */
const ADOPTION_DEADLINE_MS = 30_000
/** Past this, a request that never ends (none should) no longer holds the journey. */
const NETWORK_DEADLINE_MS = 10_000

/**
 * Scrolls the page from top to bottom a screen at a time, as a reader does, so that every part
 * is drawn: the sections off screen (content-visibility), the parts that hydrate when near and
 * the forms that load when near. Each screen is drawn (two frames: the observers that start those
 * see it) before the next; then it waits until every part is adopted, no block is still loading
 * and the network has gone quiet (the forms' code has come), and goes back to the top. The wait is
 * for what the page does, not a fixed time per screen: the home page is forty screens at 320 px.
 */
export async function scrollThrough(page: Page, { backToTop = true } = {}) {
  const pending = new Set<Request>()
  let lastActivity = Date.now()
  const started = (request: Request) => {
    pending.add(request)
    lastActivity = Date.now()
  }
  const ended = (request: Request) => {
    pending.delete(request)
    lastActivity = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    await page.evaluate(async () => {
      const step = Math.max(200, Math.round(window.innerHeight * 0.8))
      // The page grows while it is read: read its height again at each step. (No named function
      // in here: compiled by tsx, it would call a helper the page does not have.)
      for (let y = 0; ; y += step) {
        const end = y >= document.documentElement.scrollHeight
        window.scrollTo({ top: end ? document.documentElement.scrollHeight : y, behavior: 'instant' })
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        if (end) break
      }
    })
    // On a busy machine the app may start after the pass: a part it starts watching once the
    // reader has gone by waits for them to come back, as a reader would. Go back to each.
    await page.waitForFunction(
      () =>
        document.querySelector('template[data-part]') === null ||
        document.querySelector('template[data-part][data-hydrated]') !== null,
    )
    const unadopted = await page.evaluate(async (deadlineMs) => {
      const waiting = () => [...document.querySelectorAll('template[data-part]:not([data-hydrated])')]
      // The first element a part draws (its marker is followed by scripts and styles that take no room).
      const drawnAfter = (part: Element) => {
        let element = part.nextElementSibling
        while (element && ['SCRIPT', 'TEMPLATE', 'STYLE', 'LINK'].includes(element.tagName)) {
          element = element.nextElementSibling
        }
        return element
      }
      // Until every one is adopted: on a loaded machine one round may not be enough, and a part
      // the view has left since waits for the reader to come back to it. Past the deadline, the
      // parts still waiting are named, for the journey to report.
      const deadline = performance.now() + deadlineMs
      while (waiting().length > 0) {
        if (performance.now() > deadline) {
          return waiting().map((part) => {
            const element = drawnAfter(part)
            const box = element?.getBoundingClientRect()
            const where = box
              ? `${Math.round(box.top + window.scrollY)} px down, ${Math.round(box.height)} px high`
              : 'nothing drawn'
            const what = element
              ? `<${element.tagName.toLowerCase()}${element.id ? ` id="${element.id}"` : ''}>`
              : 'none'
            return `${what} « ${(element?.textContent ?? '').trim().slice(0, 60)} » (${where})`
          })
        }
        for (const part of waiting()) {
          drawnAfter(part)?.scrollIntoView({ block: 'start', behavior: 'instant' })
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        }
        // Up to half a second for them to be adopted, no longer than they take.
        const until = performance.now() + 500
        while (waiting().length > 0 && performance.now() < until) {
          await new Promise((resolve) => requestAnimationFrame(resolve))
        }
      }
      return []
    }, ADOPTION_DEADLINE_MS)
    if (unadopted.length > 0) {
      throw new Error(`parts never adopted after ${ADOPTION_DEADLINE_MS / 1000} s of visits:\n${unadopted.join('\n')}`)
    }
    // Every part the server drew adopted (HydrateWhenNear marks it), and no lazily loaded block
    // standing in with its aria-busy placeholder (LoadingBlock).
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[aria-busy="true"]').length === 0 &&
        [...document.querySelectorAll('template[data-part]')].every((part) => part.hasAttribute('data-hydrated')),
    )
    // A form the server drew shows no placeholder while its code loads: wait for the network.
    const deadline = Date.now() + NETWORK_DEADLINE_MS
    while ((pending.size > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
  if (backToTop) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}
