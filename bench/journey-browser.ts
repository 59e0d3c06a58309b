// `npm run bench:journey-browser` (after `npm run build`): the processor time one page load costs
// in each of two Debian builds of Chromium, the full browser (the journeys') and its headless shell
// (package chromium-headless-shell, which Playwright runs headless tests in): a fresh context and
// page, `/` at phone width until the app has started, a second to settle. Counted from /proc
// (Linux): user and system time of every process of the browser, read before the context is
// closed (its renderer still alive). The builds alternate, run by run.
//
// Why: the journeys share two cores with the unit tests, so the run's length follows the
// processor time they use, and most of it is the browser's. The shell costs far less, but the
// journeys are not run in it yet: three journeys failed there, one each in three runs, on timings
// the full browser never showed (bench/RESULTS.md, 2026-11-28, seventh session).
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, VIEWPORTS } from '#tests/e2e/support/browser.ts'
import { startServer } from '#tests/e2e/support/server.ts'
import { assertBuilt } from './support/dist-files.ts'
import { median } from './support/lighthouse-report.ts'

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '7' } } })
const runs = Number(args.runs)

/** The two builds: Debian's packages chromium and chromium-headless-shell (apt-get install). */
const BROWSER_BUILDS = {
  chromium: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  'headless shell': {
    executablePath: process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
    args: CHROMIUM_ARGS,
  },
}

/** Seconds of processor time of every process running `binary`, by process type. */
function processorTime(binary: string): Record<string, number> {
  const ticks = 100 // USER_HZ on Linux
  const byType: Record<string, number> = {}
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // The executable, not the command line: the browser starts its children as /proc/self/exe.
      if (readlinkSync(`/proc/${pid}/exe`) !== binary) continue
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const type = /--type=([\w-]+)/.exec(command)?.[1] ?? 'browser'
      byType[type] = (byType[type] ?? 0) + (Number(fields[11]) + Number(fields[12])) / ticks
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return byType
}

assertBuilt()
for (const { executablePath } of Object.values(BROWSER_BUILDS)) {
  if (!existsSync(executablePath))
    throw new Error(`${executablePath} is missing: apt-get install chromium-headless-shell`)
}
const server = await startServer()
const builds = await Promise.all(
  Object.entries(BROWSER_BUILDS).map(async ([name, options]) => {
    const browser = await chromium.launch(options)
    // The binary the wrapper script starts: /usr/lib/chromium/<name>.
    const binary = `/usr/lib/chromium/${options.executablePath.split('/').pop()}`
    return { name, browser, binary, loads: [] as Record<string, number>[] }
  }),
)
try {
  for (let run = 0; run < runs; run++) {
    for (const build of run % 2 ? [...builds].reverse() : builds) {
      const before = processorTime(build.binary)
      const context = await build.browser.newContext({ baseURL: server.baseURL, viewport: VIEWPORTS.phone })
      const page = await context.newPage()
      await page.goto('/')
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const after = processorTime(build.binary)
      build.loads.push(
        Object.fromEntries(Object.entries(after).map(([type, seconds]) => [type, seconds - (before[type] ?? 0)])),
      )
      await context.close()
    }
  }
  console.log(`Processor time of one load of / (fresh context, phone width), median of ${runs}:`)
  for (const { name, loads } of builds) {
    const types = [...new Set(loads.flatMap(Object.keys))].sort()
    const total = median(loads.map((load) => Object.values(load).reduce((sum, seconds) => sum + seconds, 0)))
    const parts = types.map((type) => `${type} ${median(loads.map((load) => load[type] ?? 0)).toFixed(2)}`)
    console.log(`  ${name.padEnd(15)} ${total.toFixed(2)} s  (${parts.join(', ')})`)
  }
} finally {
  await Promise.all(builds.map(({ browser }) => browser.close()))
  await server.stop()
}
