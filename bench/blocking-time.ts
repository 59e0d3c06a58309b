// `npm run bench:blocking -- [--page /] [--runs 5] [--against <dir>]` (after `npm run build`): the
// main thread's blocking time of each public page's first load (and, named with --page, a signed-in
// dashboard page's: the bench signs in as the first administrator), as Lighthouse's simulation counts
// it (each task's duration times 4, the part above 50 ms, from the first contentful paint on),
// but reckoned from each task's thread time instead of its wall time.
//
// Why: Lighthouse takes the tasks' wall time on this machine and multiplies it by 4. When the
// machine does anything else (tests, a build, a helper), a task that waited for the processor
// counts as long, and the same build scored 77 and 95 an hour apart. Thread time is what the task
// ran, whatever else ran meanwhile: a change's effect on the work itself shows even on a busy
// machine. It is a guide for comparing builds (`--against`, the runs alternating), not
// Lighthouse's figure: that one is `npm run bench:lighthouse`, on an idle machine.
//
// The browser is traced with Lighthouse's trace categories, with the DevTools Runtime domain on
// (Playwright enables it, as Lighthouse does): what DevTools costs the page counts too.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { PHONE_USER_AGENT, adminCookie, launchBrowser } from '#tests/e2e/support/browser.ts'
import { signInWith } from '#tests/e2e/support/dashboard.ts'
import { startServer } from '#tests/e2e/support/server.ts'
import { PUBLIC_PAGES } from './support/budgets.ts'
import { assertBuilt } from './support/dist-files.ts'
import { median } from './support/lighthouse-report.ts'

const { values: args } = parseArgs({
  options: {
    page: { type: 'string', multiple: true },
    runs: { type: 'string', default: '5' },
    against: { type: 'string', multiple: true },
  },
})

/** Lighthouse's own trace categories (core/gather/gatherers/trace.js), screenshots left out. */
const CATEGORIES = [
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'blink.console',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'latencyInfo',
]
/** Lighthouse's mobile CPU slowdown, and the part of a task that does not block. */
const CPU_SLOWDOWN = 4
const BLOCKING_THRESHOLD_MS = 50

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
}

/** Blocking time after the first contentful paint, and the slowed-down tasks that made it. */
function blockingTime(events: TraceEvent[]): { ms: number; tasks: number[] } {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint')
  if (!fcp) throw new Error('no first contentful paint in the trace')
  const tasks: number[] = []
  for (const event of events) {
    if (event.pid !== fcp.pid || event.tid !== fcp.tid || event.name !== 'RunTask' || event.ph !== 'X') continue
    if (event.ts < fcp.ts) continue
    const slowed = (CPU_SLOWDOWN * (event.tdur ?? event.dur ?? 0)) / 1000
    if (slowed > BLOCKING_THRESHOLD_MS) tasks.push(Math.round(slowed))
  }
  return { ms: tasks.reduce((sum, task) => sum + task - BLOCKING_THRESHOLD_MS, 0), tasks }
}

assertBuilt()
const builds = [
  { label: 'this build', env: {} },
  ...(args.against ?? []).map((dir) => ({
    label: path.basename(dir),
    env: { STATIC_DIR: path.resolve(dir, 'client') },
  })),
]
const servers = await Promise.all(builds.map((build) => startServer({ env: build.env })))
const browser = await launchBrowser()
try {
  console.log(
    `Blocking time from thread time (x${CPU_SLOWDOWN}, above ${BLOCKING_THRESHOLD_MS} ms, after FCP), ` +
      `median of ${args.runs} runs, phone viewport\n`,
  )
  // Signed in once per server, for the dashboard's pages.
  const cookies = await Promise.all(
    servers.map((server) =>
      (args.page ?? []).some((route) => route.startsWith('/admin-dashboard'))
        ? adminCookie(server.baseURL, server.adminPassword)
        : undefined,
    ),
  )
  for (const route of args.page ?? PUBLIC_PAGES) {
    const runs = builds.map(() => [] as { ms: number; tasks: number[] }[])
    // Alternating builds, so that the machine's moods weigh on all alike.
    for (let run = 0; run < Number(args.runs); run++) {
      for (const [index, server] of servers.entries()) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          userAgent: PHONE_USER_AGENT,
        })
        const page = await context.newPage()
        const cookie = cookies[index]
        if (cookie && route.startsWith('/admin-dashboard')) await signInWith(page, server.baseURL, cookie)
        await browser.startTracing(page, { categories: CATEGORIES })
        await page.goto(`${server.baseURL}${route}`, { waitUntil: 'load' })
        // The app starts after the load event: its hydration's tasks come within these seconds.
        await page.waitForTimeout(3000)
        const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
        runs[index]?.push(blockingTime(trace.traceEvents))
        await context.close()
      }
    }
    for (const [index, build] of builds.entries()) {
      const results = runs[index] ?? []
      const figures = results.map((result) => result.ms)
      console.log(
        `${`${route} (${build.label})`.padEnd(40)} ${String(Math.round(median(figures))).padStart(4)} ms  ` +
          `runs ${figures.join('/')}  longest tasks ${results
            .map(
              (result) =>
                result.tasks
                  .sort((a, b) => b - a)
                  .slice(0, 3)
                  .join('+') || '-',
            )
            .join(' | ')}`,
      )
    }
  }
} finally {
  await browser.close()
  for (const server of servers) await server.stop()
}
