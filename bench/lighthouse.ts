// `npm run bench:lighthouse` (after `npm run build`): Lighthouse 12's default mobile run
// (emulated phone, simulated slow 4G: 150 ms RTT, 1.6 Mbps; 4× CPU slowdown) on each public page
// of the production server, 3 runs each (`-- --runs 5` for more), in Debian's Chromium
// (CHROME_PATH, /usr/bin/chromium by default). Prints per page the median of each figure, the
// audits that cost points outside Performance, and the targets. Exit code 1 if one is missed.
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result } from 'lighthouse'
import { CHROMIUM_ARGS } from '#tests/e2e/support/browser.ts'
import { startServer } from '#tests/e2e/support/server.ts'
import { PUBLIC_PAGES, kib } from './support/budgets.ts'
import { assertBuilt } from './support/dist-files.ts'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    // `-- --page / --explain`: one page, with the long tasks, script costs and LCP phases.
    page: { type: 'string', multiple: true },
    explain: { type: 'boolean', default: false },
  },
})
const RUNS = Number(args.runs)

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

const TARGETS = { performance: 95, lcpMs: 2000, cls: 0.02, tbtMs: 150, others: 100 }
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

interface Figures {
  scores: Record<(typeof CATEGORIES)[number], number>
  lcp: number
  cls: number
  tbt: number
  fcp: number
  si: number
  bytes: number
  /** Audits scored below 1 in accessibility, best practices and SEO. */
  lost: string[]
}

type AuditItem = Record<string, unknown>

/** The rows of an audit's details table (elements, tasks, scripts, requests). */
const auditItems = (lhr: Result, id: string) =>
  (lhr.audits[id]?.details as { items?: AuditItem[] } | undefined)?.items ?? []

function figures(lhr: Result): Figures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  // With the elements at fault (their selector and axe's explanation), so that a failure seen in
  // one run of three can be understood without reproducing it.
  const culprits = (id: string) =>
    auditItems(lhr, id)
      .slice(0, 3)
      .map((item) => {
        const node = item.node as { selector?: string; explanation?: string } | undefined
        return `\n${' '.repeat(26)}${node?.selector ?? '?'}: ${(node?.explanation ?? '').replace(/\s+/g, ' ').slice(0, 160)}`
      })
      .join('')
  const lost = CATEGORIES.filter((c) => c !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}${culprits(ref.id)}`),
  )
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Figures['scores'],
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    fcp: numeric('first-contentful-paint'),
    si: numeric('speed-index'),
    bytes: numeric('total-byte-weight'),
    lost,
  }
}

/** What made a run slow: long main-thread tasks, script evaluation, the LCP element's phases. */
function explain(lhr: Result) {
  const items = (id: string) => auditItems(lhr, id)
  const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '')
  console.log('  long tasks (observed, ms):')
  for (const task of items('long-tasks'))
    console.log(
      `    ${Number(task.duration).toFixed(0).padStart(5)} at ${Number(task.startTime).toFixed(0)}  ${short(task.url)}`,
    )
  console.log('  script cost (simulated ms: total / evaluation / parse):')
  for (const script of items('bootup-time'))
    console.log(
      `    ${Number(script.total).toFixed(0).padStart(5)} / ${Number(script.scripting).toFixed(0)} / ${Number(script.scriptParseCompile).toFixed(0)}  ${short(script.url)}`,
    )
  for (const table of items('largest-contentful-paint-element')) {
    for (const row of (table as { items?: AuditItem[] }).items ?? []) {
      if (row.phase) console.log(`  LCP phase ${String(row.phase).padEnd(20)} ${Number(row.timing).toFixed(0)} ms`)
      else if (row.node) console.log(`  LCP element: ${String((row.node as AuditItem).snippet).slice(0, 120)}`)
    }
  }
  console.log('  requests (transfer bytes, start–end ms observed):')
  for (const request of items('network-requests'))
    console.log(
      `    ${String(request.transferSize).padStart(7)}  ${Number(request.networkRequestTime).toFixed(0)}–${Number(request.networkEndTime).toFixed(0)}  ${String(request.priority).padEnd(8)} ${short(request.url)}`,
    )
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

assertBuilt()
const server = await startServer()
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
})
const missed: string[] = []
try {
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string }
  console.log(
    `Lighthouse 12, ${version.Browser}, mobile defaults (simulated slow 4G, 4× CPU), median of ${RUNS} runs\n`,
  )
  console.log('page                  perf  a11y  bp   seo   LCP      CLS     TBT     FCP      SI       bytes')
  for (const route of args.page ?? PUBLIC_PAGES) {
    const runs: Figures[] = []
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.baseURL}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`)
      if (result.lhr.runtimeError) throw new Error(`${route}: ${result.lhr.runtimeError.message}`)
      runs.push(figures(result.lhr))
      if (args.explain) explain(result.lhr)
    }
    const m = {
      performance: median(runs.map((r) => r.scores.performance)),
      accessibility: median(runs.map((r) => r.scores.accessibility)),
      bestPractices: median(runs.map((r) => r.scores['best-practices'])),
      seo: median(runs.map((r) => r.scores.seo)),
      lcp: median(runs.map((r) => r.lcp)),
      cls: median(runs.map((r) => r.cls)),
      tbt: median(runs.map((r) => r.tbt)),
      fcp: median(runs.map((r) => r.fcp)),
      si: median(runs.map((r) => r.si)),
      bytes: median(runs.map((r) => r.bytes)),
    }
    const ms = (value: number) => `${(value / 1000).toFixed(2)} s`.padEnd(8)
    console.log(
      `${route.padEnd(20)}  ${String(m.performance).padStart(4)}  ${String(m.accessibility).padStart(4)}  ${String(m.bestPractices).padStart(3)}  ${String(m.seo).padStart(4)}  ` +
        `${ms(m.lcp)} ${m.cls.toFixed(3).padEnd(7)} ${`${m.tbt.toFixed(0)} ms`.padEnd(7)} ${ms(m.fcp)} ${ms(m.si)} ${kib(m.bytes)}`,
    )
    console.log(
      `${''.padEnd(20)}  runs: perf ${runs.map((r) => r.scores.performance).join('/')}, LCP ${runs.map((r) => (r.lcp / 1000).toFixed(2)).join('/')} s, TBT ${runs.map((r) => r.tbt.toFixed(0)).join('/')} ms`,
    )
    for (const audit of [...new Set(runs.flatMap((r) => r.lost))]) console.log(`${''.padEnd(22)}lost points: ${audit}`)

    const checks: [string, boolean][] = [
      [`performance ${m.performance} < ${TARGETS.performance}`, m.performance >= TARGETS.performance],
      [`LCP ${m.lcp.toFixed(0)} ms > ${TARGETS.lcpMs}`, m.lcp <= TARGETS.lcpMs],
      [`CLS ${m.cls.toFixed(3)} > ${TARGETS.cls}`, m.cls <= TARGETS.cls],
      [`TBT ${m.tbt.toFixed(0)} ms > ${TARGETS.tbtMs}`, m.tbt <= TARGETS.tbtMs],
      [`accessibility ${m.accessibility}`, m.accessibility >= TARGETS.others],
      [`best practices ${m.bestPractices}`, m.bestPractices >= TARGETS.others],
      [`SEO ${m.seo}`, m.seo >= TARGETS.others],
    ]
    for (const [what, ok] of checks) if (!ok) missed.push(`${route}: ${what}`)
  }
} finally {
  chrome.kill()
  await server.stop()
}
console.log(
  `\nTargets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms, ` +
    `accessibility, best practices, SEO ${TARGETS.others}.`,
)
console.log(missed.length ? `MISSED:\n  - ${missed.join('\n  - ')}` : 'All Lighthouse targets met.')
if (missed.length) process.exitCode = 1
