// `npm run bench:api`: the API's speed against a bare Fastify route, same machine, same run.
// `npm run bench:api -- --duration 10 --connections 50 --log-level info` (defaults).
//
// 1. A bare Fastify "hello" route (bench/support/hello-server.ts) and the production server
//    (temporary DATA_DIR, seeded) each in their own process. autocannon (in this process) runs
//    the hello route, then each public GET (/api/services, /api/events, /api/members/stats) three
//    ways: plain, as a browser asks (Accept-Encoding: br, gzip), and revalidating (If-None-Match
//    → 304); hello runs again at the end and its mean is the yardstick. Printed: req/s and p99,
//    and the ratios req/s ÷ hello req/s and hello p99 ÷ p99 (target ≥ 0.5).
// 2. The home page drawn by the server: GET / as a browser asks (Brotli), from the warm page cache,
//    against static files the same server sends (precompressed), run back to back: req/s ratio,
//    target ≥ 0.8, against public/start-app.js (1.7 KB) and against the built file whose Brotli
//    copy is closest in size to the page's (the same bytes to send: what is left is the cost of
//    the page's route itself). Then the time to draw it again after a write: the church's name
//    changed (PUT /api/admin/site, signed in as the administrator, password and authenticator
//    code) then GET /, 20 times: median and worst.
// 3. POST /api/members/register with unique valid bodies: acknowledged (201) registrations per
//    second, errors, then the server is stopped and the stored rows counted: every 201 must be on
//    disk (WAL, synchronous = FULL). A fixed number of requests (--registrations, 10,000), so
//    that none is in flight when autocannon stops. Target ≥ 1,000 acknowledged/s, 0 errors.
// Exit code 1 when a target is missed.
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { ROOT, startServerProcess } from '#server/test/server-process.ts'
import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  enrolAdministrator,
  forgetStaff,
  staffCookie,
} from '#tests/e2e/support/staff.ts'
import { validMember } from './bodies.ts'
import { assertBuilt } from './support/dist-files.ts'

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    // The server's LOG_LEVEL: production logs two lines per request at 'info'; 'warn' shows
    // what that logging costs.
    'log-level': { type: 'string', default: 'info' },
    registrations: { type: 'string', default: '10000' },
  },
})
const DURATION_S = Number(args.duration)
const CONNECTIONS = Number(args.connections)
const READ_TARGET = 0.5
const PAGE_TARGET = 0.8
const REDRAWS = 20
const WRITE_TARGET = 1000
const LOG_LEVEL = args['log-level']
const REGISTRATIONS = Number(args.registrations)

interface Run {
  label: string
  rps: number
  p99: number
  non2xx: number
  errors: number
}

async function measure(label: string, options: autocannon.Options): Promise<Run> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, timeout: 10, ...options })
  return {
    label,
    rps: result.requests.average,
    p99: result.latency.p99,
    // A 304 is the expected answer of a revalidation.
    non2xx: Object.entries(result.statusCodeStats as Record<string, { count: number }>)
      .filter(([code]) => !code.startsWith('2') && code !== '304')
      .reduce((sum, [, { count }]) => sum + count, 0),
    errors: result.errors + result.timeouts,
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`

/** The built file whose Brotli copy is closest in size to `bytes`, and that size. */
function sameSizeStatic(bytes: number): { url: string; bytes: number } {
  const dist = path.join(ROOT, 'dist', 'client')
  const candidates = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.br') && !file.startsWith('.'))
    .map((file) => ({ url: `/${file.slice(0, -'.br'.length)}`, bytes: statSync(path.join(dist, file)).size }))
  const [closest] = candidates.sort((a, b) => Math.abs(a.bytes - bytes) - Math.abs(b.bytes - bytes))
  if (!closest) throw new Error('no precompressed file in dist/client: run `npm run build` first')
  return closest
}

async function startHello(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/support/hello-server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [line] = await createInterface({ input: child.stdout! })
    [Symbol.asyncIterator]()
    .next()
    .then((r) => [r.value as string])
  return { url: line!.trim(), stop: () => child.kill('SIGTERM') }
}

const fmt = (run: Run) =>
  `${run.label.padEnd(44)} ${run.rps.toFixed(0).padStart(8)} req/s  p99 ${String(run.p99).padStart(4)} ms` +
  (run.non2xx || run.errors ? `  (${run.non2xx} non-2xx, ${run.errors} errors)` : '')

console.log(
  `Machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
)
console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per run; server LOG_LEVEL=${LOG_LEVEL}\n`)

assertBuilt()
const dataDir = mkdtempSync(path.join(tmpdir(), 'eglise-bench-api-'))
const hello = await startHello()
const problems: string[] = []
try {
  const server = await startServerProcess({
    dataDir,
    // Logs to a discarded stdout; the form limit out of the way of one client.
    // The built front end (`npm run build` first): GET / is a page drawn by the server.
    env: {
      LOG_LEVEL,
      RATE_LIMIT_PUBLIC_MAX: '1000000000',
      STATIC_DIR: path.join(ROOT, 'dist', 'client'),
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    },
  })
  try {
    // The administrator with an authenticator app, as the dashboard's writes require.
    await enrolAdministrator(server.baseURL)
    // Warm both (JIT, prepared statements, sockets).
    await measure('warm-up', { url: `${hello.url}/hello`, duration: 2 })
    await measure('warm-up', { url: `${server.baseURL}/api/services`, duration: 2 })

    console.log('== Public reads against a bare Fastify route ==')
    const helloRuns = [await measure('bare Fastify GET /hello', { url: `${hello.url}/hello` })]
    console.log(fmt(helloRuns[0]!))
    const reads: Run[] = []
    for (const route of ['/api/services', '/api/events', '/api/members/stats']) {
      const url = `${server.baseURL}${route}`
      const etag = (await fetch(url)).headers.get('etag') ?? ''
      for (const [variant, headers] of [
        ['plain', {}],
        ['br/gzip', { 'accept-encoding': 'br, gzip' }],
        ['304', { 'accept-encoding': 'br, gzip', 'if-none-match': etag }],
      ] as const) {
        const run = await measure(`GET ${route} (${variant})`, { url, headers })
        reads.push(run)
        console.log(fmt(run))
      }
    }
    helloRuns.push(await measure('bare Fastify GET /hello (again)', { url: `${hello.url}/hello` }))
    console.log(fmt(helloRuns[1]!))

    const yardstick = {
      rps: (helloRuns[0]!.rps + helloRuns[1]!.rps) / 2,
      p99: (helloRuns[0]!.p99 + helloRuns[1]!.p99) / 2,
    }
    console.log(`\nyardstick (mean of the two hello runs): ${yardstick.rps.toFixed(0)} req/s, p99 ${yardstick.p99} ms`)
    console.log(
      `${'route'.padEnd(44)} ${'req/s ratio'.padStart(12)} ${'p99 ratio'.padStart(10)}   target ≥ ${READ_TARGET}`,
    )
    for (const run of reads) {
      const rpsRatio = run.rps / yardstick.rps
      const p99Ratio = yardstick.p99 / Math.max(run.p99, 1)
      const ok = rpsRatio >= READ_TARGET && p99Ratio >= READ_TARGET && run.non2xx === 0 && run.errors === 0
      if (!ok) problems.push(`${run.label}: ratios ${rpsRatio.toFixed(2)} / ${p99Ratio.toFixed(2)}`)
      console.log(
        `${run.label.padEnd(44)} ${rpsRatio.toFixed(2).padStart(12)} ${p99Ratio.toFixed(2).padStart(10)}   ${ok ? 'OK' : 'MISSED'}`,
      )
    }

    console.log('\n== GET / (drawn by the server, warm cache) against a static file of the same server ==')
    const browserAsks = { 'accept-encoding': 'br, gzip' }
    await measure('warm-up', { url: `${server.baseURL}/`, headers: browserAsks, duration: 2 })
    // What is sent (fetch decompresses the body; the length header is the Brotli copy's).
    const home = await fetch(`${server.baseURL}/`, { headers: { 'accept-encoding': 'br' } })
    await home.arrayBuffer()
    const pageBytes = Number(home.headers.get('content-length'))
    const sameSize = sameSizeStatic(pageBytes)
    const yardsticks = [
      { label: 'static GET /start-app.js (br/gzip)', url: '/start-app.js' },
      { label: `static GET ${sameSize.url} (br/gzip, ${kb(sameSize.bytes)})`, url: sameSize.url },
    ]
    const pageRuns: Run[] = []
    const staticRuns = yardsticks.map(() => [] as Run[])
    for (let round = 0; round < 2; round++) {
      for (const [index, yardstick] of yardsticks.entries()) {
        staticRuns[index]!.push(
          await measure(yardstick.label, { url: `${server.baseURL}${yardstick.url}`, headers: browserAsks }),
        )
      }
      pageRuns.push(
        await measure(`GET / (br/gzip, warm, ${kb(pageBytes)})`, { url: `${server.baseURL}/`, headers: browserAsks }),
      )
    }
    for (const run of [...staticRuns.flat(), ...pageRuns]) console.log(fmt(run))
    const mean = (runs: Run[]) => runs.reduce((sum, run) => sum + run.rps, 0) / runs.length
    for (const [index, yardstick] of yardsticks.entries()) {
      const runs = staticRuns[index]!
      const ratio = mean(pageRuns) / mean(runs)
      const ok = ratio >= PAGE_TARGET && [...pageRuns, ...runs].every((run) => !run.non2xx && !run.errors)
      if (!ok) problems.push(`GET / req/s ratio to ${yardstick.url} ${ratio.toFixed(2)} < ${PAGE_TARGET}`)
      console.log(
        `GET / ÷ ${yardstick.url}, req/s: ${ratio.toFixed(2)}   target ≥ ${PAGE_TARGET}   ${ok ? 'OK' : 'MISSED'}`,
      )
    }

    const admin = {
      'content-type': 'application/json',
      origin: server.baseURL,
      cookie: await staffCookie(server.baseURL),
    }
    const site = (await (await fetch(`${server.baseURL}/api/site`)).json()) as { identity: { name: string } }
    const redraws: number[] = []
    for (let i = 0; i < REDRAWS; i++) {
      site.identity.name = `Église du banc ${i}`
      const saved = await fetch(`${server.baseURL}/api/admin/site`, {
        method: 'PUT',
        headers: admin,
        body: JSON.stringify(site),
      })
      if (saved.status !== 200) problems.push(`PUT /api/admin/site before redraw ${i}: ${saved.status}`)
      const started = performance.now()
      const page = await (await fetch(`${server.baseURL}/`, { headers: browserAsks })).text()
      redraws.push(performance.now() - started)
      if (!page.includes(site.identity.name)) problems.push(`GET / after the write ${i} does not show it`)
    }
    redraws.sort((a, b) => a - b)
    const warm = performance.now()
    await (await fetch(`${server.baseURL}/`, { headers: browserAsks })).arrayBuffer()
    const warmMs = performance.now() - warm
    console.log(
      `GET / right after a write (drawn again, ${REDRAWS} times): median ${redraws[REDRAWS / 2 - 1]!.toFixed(0)} ms, worst ${redraws.at(-1)!.toFixed(0)} ms; the same page from the cache: ${warmMs.toFixed(1)} ms`,
    )

    console.log('\n== POST /api/members/register, durable writes ==')
    let serial = 0
    let acknowledged = 0
    const write = await autocannon({
      url: server.baseURL,
      connections: CONNECTIONS,
      amount: REGISTRATIONS,
      timeout: 10,
      requests: [
        {
          method: 'POST',
          path: '/api/members/register',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => {
            serial += 1
            return { ...request, body: JSON.stringify(validMember({ email: `banc-${serial}@example.org` })) }
          },
          onResponse: (status) => {
            if (status === 201) acknowledged += 1
          },
        },
      ],
    })
    const stopped = await server.stop('SIGTERM')
    const db = new Database(path.join(dataDir, 'church.db'), { readonly: true, fileMustExist: true })
    const stored = (db.prepare('SELECT COUNT(*) AS n FROM member_registrations').get() as { n: number }).n
    db.close()
    const errors = write.errors + write.timeouts + write.non2xx
    const perSecond = acknowledged / write.duration
    console.log(
      `sent ${serial} in ${write.duration.toFixed(1)} s, acknowledged (201) ${acknowledged}: ${perSecond.toFixed(0)} registrations/s, p50 ${write.latency.p50} ms, p99 ${write.latency.p99} ms`,
    )
    console.log(
      `errors ${write.errors}, timeouts ${write.timeouts}, non-2xx ${write.non2xx}; rows on disk after stop: ${stored}`,
    )
    if (perSecond < WRITE_TARGET) problems.push(`${perSecond.toFixed(0)} registrations/s < ${WRITE_TARGET}`)
    if (errors > 0) problems.push(`${errors} failed registrations`)
    if (stored !== acknowledged) problems.push(`${stored} rows stored for ${acknowledged} acknowledged`)
    if (stopped.code !== 0) problems.push(`server exited with ${stopped.code ?? stopped.signal}`)
  } finally {
    await server.stop('SIGTERM')
    forgetStaff(server.baseURL)
  }
} finally {
  hello.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(problems.length ? `\nMISSED:\n  - ${problems.join('\n  - ')}` : '\nAll API targets met.')
process.exit(problems.length ? 1 : 0)
