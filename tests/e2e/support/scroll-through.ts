import type { Page, Request } from 'playwright-core'
import type { WatchedPage } from './browser.ts'

/** How long the network stays silent before the page counts as drawn. */
const QUIET_MS = 300
/** Past this, the parts the walk brought into view and that React never adopted are reported. */
const ADOPTION_DEADLINE_MS = 30_000
/** Past this, a wait for the page to show something fails, naming what it waited for. */
const STEP_DEADLINE_MS = 15_000
/** Past this without a frame drawn, the walk goes on (and counts it): no wait hangs on a frame. */
const FRAME_MS = 1_000
/** Past this, a request that never ends (none should) no longer holds the journey. */
const NETWORK_DEADLINE_MS = 10_000

/**
 * The page stopped answering: not even a script that returns at once runs, and no frame is drawn.
 * Seen about once in 150 walks of the home page on a two-core machine loaded beyond a CI run, 1–2 s
 * after the app was ready, with the renderer idle (no processor time used, no script running when
 * the debugger pauses it): the browser's renderer stalled, not the page's code looping.
 */
export class PageStalled extends Error {}

/** How often the walk asks the page for a sign of life, and how long it waits for one. */
export const stallWatch = { everyMs: 5_000, silenceMs: 15_000 }

/**
 * `evaluation`, or PageStalled if meanwhile the page leaves a trivial script unanswered for
 * `stallWatch.silenceMs`, or an error naming `what` past `ms` (the walk took too long, the page still answering).
 */
async function answered<T>(page: Page, evaluation: Promise<T>, ms: number, what: string): Promise<T> {
  let settled = false
  let timer: NodeJS.Timeout | undefined
  const tooLong = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000} s`)), ms)
  })
  const heartbeat = (async () => {
    while (!settled) {
      await new Promise((resolve) => setTimeout(resolve, stallWatch.everyMs))
      if (settled) break
      const alive = await Promise.race([
        page.evaluate(() => true).catch(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), stallWatch.silenceMs)),
      ])
      if (!alive && !settled) throw new PageStalled(`the page stopped answering during ${what}`)
    }
    return new Promise<never>(() => {})
  })()
  try {
    return await Promise.race([evaluation, tooLong, heartbeat])
  } finally {
    settled = true
    clearTimeout(timer)
  }
}

/**
 * Runs `journey` on the page `open` opens, then closes it. If that page stalls (PageStalled), the
 * journey runs once more on a fresh page, and says so: the stall is the browser's, the journey
 * is about the site. A second stall fails.
 */
export async function onceMoreIfStalled(
  open: () => Promise<WatchedPage>,
  journey: (opened: WatchedPage) => Promise<void>,
) {
  for (let attempt = 1; ; attempt++) {
    const opened = await open()
    try {
      await journey(opened)
      return
    } catch (error) {
      if (!(error instanceof PageStalled) || attempt === 2) throw error
      console.warn(`${error.message}: the journey starts again on a fresh page`)
    } finally {
      await Promise.race([opened.context.close(), new Promise((resolve) => setTimeout(resolve, 10_000))])
    }
  }
}

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
    // One script in the page for the pass and the visits: they share what waits for a frame.
    // (No named function in here: compiled by tsx, it would call a helper the page does not have.)
    const walk = await answered(
      page,
      page.evaluate(
        async ([frameMs, startMs, deadlineMs]) => {
          // Two frames (the observers that start the parts see the screen), or `frameMs` if the
          // page draws no frame meanwhile: then the walk goes on, and says so if it ends badly.
          let stalled = 0
          const drawn = () =>
            new Promise<void>((resolve) => {
              const late = setTimeout(() => {
                stalled += 1
                resolve()
              }, frameMs)
              requestAnimationFrame(() =>
                requestAnimationFrame(() => {
                  clearTimeout(late)
                  resolve()
                }),
              )
            })
          const step = Math.max(200, Math.round(window.innerHeight * 0.8))
          // The page grows while it is read: read its height again at each step.
          let screens = 0
          for (let y = 0; ; y += step) {
            const end = y >= document.documentElement.scrollHeight
            window.scrollTo({ top: end ? document.documentElement.scrollHeight : y, behavior: 'instant' })
            await drawn()
            screens += 1
            if (end) break
          }
          const waiting = () => [...document.querySelectorAll('template[data-part]:not([data-hydrated])')]
          // The first element a part draws (its marker is followed by scripts and styles that take no room).
          const drawnAfter = (part: Element) => {
            let element = part.nextElementSibling
            while (element && ['SCRIPT', 'TEMPLATE', 'STYLE', 'LINK'].includes(element.tagName)) {
              element = element.nextElementSibling
            }
            return element
          }
          // On a busy machine the app may start after the pass: a part it starts watching once the
          // reader has gone by waits for them to come back, as a reader would. Until the app has
          // adopted a first part, go back to the first one waiting each second: on a page with a
          // single part far above its end (the calendar), none is near where the pass stopped.
          const since = performance.now()
          let nextVisit = since + 1000
          while (
            document.querySelector('template[data-part]') !== null &&
            document.querySelector('template[data-part][data-hydrated]') === null
          ) {
            if (performance.now() - since > startMs) return { screens, stalled, started: false, unadopted: [] }
            if (performance.now() > nextVisit) {
              const first = waiting()[0]
              if (first) drawnAfter(first)?.scrollIntoView({ block: 'start', behavior: 'instant' })
              nextVisit += 1000
            }
            await new Promise((resolve) => setTimeout(resolve, 50))
          }
          // Until every one is adopted: on a loaded machine one round may not be enough, and a part
          // the view has left since waits for the reader to come back to it. Past the deadline, the
          // parts still waiting are named, for the journey to report.
          const deadline = performance.now() + deadlineMs
          while (waiting().length > 0) {
            if (performance.now() > deadline) {
              const unadopted = waiting().map((part) => {
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
              return { screens, stalled, started: true, unadopted }
            }
            for (const part of waiting()) {
              drawnAfter(part)?.scrollIntoView({ block: 'start', behavior: 'instant' })
              await drawn()
            }
            // Up to half a second for them to be adopted, no longer than they take.
            const until = performance.now() + 500
            while (waiting().length > 0 && performance.now() < until) {
              await new Promise((resolve) => setTimeout(resolve, 20))
            }
          }
          return { screens, stalled, started: true, unadopted: [] }
        },
        [FRAME_MS, STEP_DEADLINE_MS, ADOPTION_DEADLINE_MS] as const,
      ),
      STEP_DEADLINE_MS * 3 + ADOPTION_DEADLINE_MS,
      'the walk through the page',
    )
    const where = `after ${walk.screens} screens${walk.stalled ? `, ${walk.stalled} waits with no frame drawn in ${FRAME_MS} ms` : ''}`
    if (!walk.started) {
      throw new Error(`the app adopted no part of the page in ${STEP_DEADLINE_MS / 1000} s ${where}`)
    }
    if (walk.unadopted.length > 0) {
      throw new Error(
        `parts never adopted after ${ADOPTION_DEADLINE_MS / 1000} s of visits ${where}:\n${walk.unadopted.join('\n')}`,
      )
    }
    // Every part the server drew adopted (HydrateWhenNear marks it), and no lazily loaded block
    // standing in with its aria-busy placeholder (LoadingBlock).
    await page
      .waitForFunction(
        () =>
          document.querySelectorAll('[aria-busy="true"]').length === 0 &&
          [...document.querySelectorAll('template[data-part]')].every((part) => part.hasAttribute('data-hydrated')),
        undefined,
        { timeout: STEP_DEADLINE_MS },
      )
      .catch(async (error: unknown) => {
        const busy = await page.evaluate(() =>
          [...document.querySelectorAll('[aria-busy="true"]')].map((block) => block.textContent?.trim().slice(0, 60)),
        )
        throw new Error(`blocks still loading ${where}: ${JSON.stringify(busy)}: ${String(error)}`)
      })
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
