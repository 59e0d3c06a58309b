// `npm run bench:lighthouse` (after `npm run build`): Lighthouse 12's default mobile run
// (emulated phone, simulated slow 4G: 150 ms RTT, 1.6 Mbps; 4× CPU slowdown) on each public page
// of the production server, 3 runs each (`-- --runs 5` for more), in Debian's Chromium
// (CHROME_PATH, /usr/bin/chromium by default). Prints per page the median of each figure, the
// audits that cost points outside Performance, and the targets. Exit code 1 if one is missed.
//
// `-- --against <dir>` (once or more): the same pages also from other builds (a copy of `dist/` made before a
// change, inside the repository so that its renderer finds node_modules, e.g. `.scratch/before`),
// the runs of both alternating: a first-screen technique stays only while this shows
// its gain above the spread between runs.
//
// The dashboard: the overview and « Membres » too (DASHBOARD_PAGES with a budget), signed in as
// the e2e journeys are: the first administrator signs in through the API (password and
// authenticator code, tests/e2e/support/staff.ts) and Lighthouse sends the session cookie it got
// as an extra header (`extraHeaders: { Cookie }`) with every request of the run, so each run opens
// the dashboard itself, never the sign-in, however Lighthouse resets the browser's storage. Target:
// performance ≥ 90 (`-- --skip-dashboard` leaves them out; `-- --page /admin-dashboard` runs one;
// with `--against`, each build's server signs in its own administrator).
//
// `-- --via-caddy`: each page also through Caddy with deploy/Caddyfile (HTTPS, HTTP/2: what
// visitors get in production, docs/deploy.md), the runs of both alternating in the same session,
// one row for the app alone (HTTP/1.1) and one through Caddy. Needs `caddy` (apt-get install caddy).
import { createHash, X509Certificate } from 'node:crypto'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { adminCookie, CHROMIUM_ARGS } from '#tests/e2e/support/browser.ts'
import { type RunningCaddy, startCaddy } from '#tests/e2e/support/caddy.ts'
import { startServer } from '#tests/e2e/support/server.ts'
import { DASHBOARD_PAGES, PUBLIC_PAGES, kib } from './support/budgets.ts'
import { assertBuilt } from './support/dist-files.ts'
import { seedSermon } from './support/seed-sermon.ts'
import { CATEGORIES, explain, type Figures, figures, median } from './support/lighthouse-report.ts'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    // `-- --page / --explain`: one page, with the long tasks, script costs and LCP phases.
    page: { type: 'string', multiple: true },
    explain: { type: 'boolean', default: false },
    'via-caddy': { type: 'boolean', default: false },
    against: { type: 'string', multiple: true },
    'skip-dashboard': { type: 'boolean', default: false },
  },
})
const RUNS = Number(args.runs)
const isDashboard = (route: string) => route.startsWith('/admin-dashboard')

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

/**
 * Caddy's certificate for localhost comes from its own local authority, which Chromium does not
 * know: it is told to accept that certificate's key, so that the page counts as a valid HTTPS
 * one (service worker, cache) rather than one with a certificate error. (CHROMIUM_ARGS turn QUIC
 * off: through Caddy the runs measure HTTP/2, not HTTP/3.)
 */
function acceptCertificate(pem: Buffer): string {
  const key = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' })
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(key).digest('base64')}`
}

/** `--page` for a sermon's page: a sermon is uploaded and converted first (bench/support/seed-sermon.ts). */
const SEEDED_SERMON = '/predications/:sermon'

const TARGETS = { performance: 98, lcpMs: 1500, cls: 0.02, tbtMs: 150, others: 100 }
/** The signed-in dashboard on a phone: its performance score only. */
const DASHBOARD_TARGET = 90

/** One page at one origin: the median of each figure over its runs. */
function summarize(runs: Figures[]) {
  const of = (pick: (run: Figures) => number) => median(runs.map(pick))
  return {
    performance: of((r) => r.scores.performance),
    accessibility: of((r) => r.scores.accessibility),
    bestPractices: of((r) => r.scores['best-practices']),
    seo: of((r) => r.scores.seo),
    lcp: of((r) => r.lcp),
    cls: of((r) => r.cls),
    tbt: of((r) => r.tbt),
    fcp: of((r) => r.fcp),
    si: of((r) => r.si),
    bytes: of((r) => r.bytes),
  }
}

function report(label: string, runs: Figures[], missed: string[], dashboard = false) {
  const m = summarize(runs)
  const ms = (value: number) => `${(value / 1000).toFixed(2)} s`.padEnd(8)
  console.log(
    `${label.padEnd(36)}  ${String(m.performance).padStart(4)}  ${String(m.accessibility).padStart(4)}  ${String(m.bestPractices).padStart(3)}  ${String(m.seo).padStart(4)}  ` +
      `${ms(m.lcp)} ${m.cls.toFixed(3).padEnd(7)} ${`${m.tbt.toFixed(0)} ms`.padEnd(7)} ${ms(m.fcp)} ${ms(m.si)} ${kib(m.bytes)}`,
  )
  console.log(
    `${''.padEnd(36)}  runs: perf ${runs.map((r) => r.scores.performance).join('/')}, LCP ${runs.map((r) => (r.lcp / 1000).toFixed(2)).join('/')} s, TBT ${runs.map((r) => r.tbt.toFixed(0)).join('/')} ms`,
  )
  if (dashboard) {
    if (m.performance < DASHBOARD_TARGET) missed.push(`${label}: performance ${m.performance} < ${DASHBOARD_TARGET}`)
    return
  }
  for (const audit of [...new Set(runs.flatMap((r) => r.lost))]) console.log(`${''.padEnd(38)}lost points: ${audit}`)
  const checks: [string, boolean][] = [
    [`performance ${m.performance} < ${TARGETS.performance}`, m.performance >= TARGETS.performance],
    [`LCP ${m.lcp.toFixed(0)} ms > ${TARGETS.lcpMs}`, m.lcp <= TARGETS.lcpMs],
    [`CLS ${m.cls.toFixed(3)} > ${TARGETS.cls}`, m.cls <= TARGETS.cls],
    [`TBT ${m.tbt.toFixed(0)} ms > ${TARGETS.tbtMs}`, m.tbt <= TARGETS.tbtMs],
    [`accessibility ${m.accessibility}`, m.accessibility >= TARGETS.others],
    [`best practices ${m.bestPractices}`, m.bestPractices >= TARGETS.others],
    [`SEO ${m.seo}`, m.seo >= TARGETS.others],
  ]
  for (const [what, ok] of checks) if (!ok) missed.push(`${label}: ${what}`)
}

/**
 * One Lighthouse run. On a loaded machine Chromium's trace now and then misses the navigation
 * (NO_NAVSTART, NO_FCP): that run is made again, once, rather than losing the whole session.
 */
async function audit(url: string, retry = true, extraHeaders?: Record<string, string>): Promise<Result> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(extraHeaders ? { extraHeaders } : {}),
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (!result.lhr.runtimeError) return result.lhr
  if (!retry) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
  console.log(`  (${result.lhr.runtimeError.code} on ${url}: run again)`)
  return audit(url, false, extraHeaders)
}

assertBuilt()
// Behind Caddy the server trusts its X-Forwarded-* headers, as in production.
const server = await startServer(args['via-caddy'] ? { env: { TRUST_PROXY: 'true' } } : {})
const caddy: RunningCaddy | undefined = args['via-caddy']
  ? await startCaddy(Number(new URL(server.baseURL).port))
  : undefined
const others = await Promise.all(
  (args.against ?? []).map(async (dir) => ({
    label: ` (${path.basename(dir)})`,
    server: await startServer({ env: { STATIC_DIR: path.resolve(dir, 'client') } }),
  })),
)
const missed: string[] = []
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: caddy ? [...CHROME_FLAGS, acceptCertificate(caddy.leaf)] : CHROME_FLAGS,
})
try {
  const origins = [
    { label: args['via-caddy'] ? ' (app, HTTP/1.1)' : '', url: server.baseURL },
    ...(caddy ? [{ label: ' (Caddy, HTTP/2)', url: caddy.origin }] : []),
    ...others.map((other) => ({ label: other.label, url: other.server.baseURL })),
  ]
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string }
  console.log(
    `Lighthouse 12, ${version.Browser}, mobile defaults (simulated slow 4G, 4× CPU), median of ${RUNS} runs\n`,
  )
  console.log(
    'page                                  perf  a11y  bp   seo   LCP      CLS     TBT     FCP      SI       bytes',
  )
  // A sermon's page (`--page /predications/:sermon`, and by default): one seeded on each server.
  const pages = (args.page ?? [...PUBLIC_PAGES, SEEDED_SERMON]).filter((page) => !isDashboard(page))
  for (const route of pages) {
    // The same title and date on each server give the same address.
    let address = route
    if (route === SEEDED_SERMON)
      for (const running of [server, ...others.map((other) => other.server)])
        address = await seedSermon(running.baseURL, running.adminPassword)
    const runs = origins.map(() => [] as Figures[])
    // Alternating origins, so that a slower minute of the machine weighs on both alike.
    for (let i = 0; i < RUNS; i++) {
      for (const [index, origin] of origins.entries()) {
        const lhr = await audit(`${origin.url}${address}`)
        runs[index]?.push(figures(lhr))
        if (args.explain) explain(lhr)
      }
    }
    for (const [index, origin] of origins.entries()) report(`${address}${origin.label}`, runs[index] ?? [], missed)
  }
  const dashboardPages = DASHBOARD_PAGES.filter((page) =>
    args.page ? args.page.includes(page.path) : page.budget && !args['skip-dashboard'],
  )
  if (dashboardPages.length > 0) {
    console.log(`\nSigned in (administrator), target performance ≥ ${DASHBOARD_TARGET}:`)
    // Each server's own first administrator; the origins alternate as for the public pages.
    const signedIn = [{ label: '', server }, ...others.map((other) => ({ label: other.label, server: other.server }))]
    const cookies = await Promise.all(
      signedIn.map(async (each) => ({ Cookie: await adminCookie(each.server.baseURL, each.server.adminPassword) })),
    )
    for (const { path: route } of dashboardPages) {
      const runs = signedIn.map(() => [] as Figures[])
      for (let i = 0; i < RUNS; i++) {
        for (const [index, each] of signedIn.entries()) {
          const lhr = await audit(`${each.server.baseURL}${route}`, true, cookies[index])
          runs[index]?.push(figures(lhr))
          if (args.explain) explain(lhr)
        }
      }
      for (const [index, each] of signedIn.entries()) report(`${route}${each.label}`, runs[index] ?? [], missed, true)
    }
  }
} finally {
  chrome.kill()
  await caddy?.stop()
  await server.stop()
  for (const other of others) await other.server.stop()
}
console.log(
  `\nTargets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs / 1000} s, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms, ` +
    `accessibility, best practices, SEO ${TARGETS.others}.`,
)
console.log(missed.length ? `MISSED:\n  - ${missed.join('\n  - ')}` : 'All Lighthouse targets met.')
if (missed.length) process.exitCode = 1
