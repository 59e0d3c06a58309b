// Load test: `npm run bench:load` (200 connections, 30 s), or shorter:
// `npm run bench:load -- --duration 5 --connections 50`.
//
// Starts the production server on a temporary DATA_DIR, mixes the three public reads and the five
// forms (valid, unique bodies) with autocannon, then stops the server and checks that every table
// holds exactly as many rows as the 2xx answers its form got. Exit code 1 on a mismatch, a
// connection error or timeout, a 5xx, or a form left unanswered.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { startServerProcess } from '#server/test/server-process.ts'
import { validContact, validFeproba, validIsl, validMember } from './bodies.ts'

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '200' },
  },
})
const DURATION_S = Number(args.duration)
const CONNECTIONS = Number(args.connections)
if (!(DURATION_S >= 2) || !(CONNECTIONS >= 1)) {
  console.error('Usage: npm run bench:load -- [--duration seconds ≥ 2] [--connections n ≥ 1]')
  process.exit(2)
}
// The last seconds send reads only, so that no form is still in flight when autocannon hangs up:
// otherwise a row could be stored whose 201 nobody received, and the counts could not match.
const DRAIN_S = Math.min(3, DURATION_S / 5)

type Form = 'member' | 'newsletter' | 'contact' | 'feproba' | 'isl'
const FORMS: Record<Form, { path: string; table: string; where?: string; body: (n: number) => object }> = {
  member: {
    path: '/api/members/register',
    table: 'member_registrations',
    body: (n) => validMember({ email: `charge-${n}@example.org` }),
  },
  newsletter: {
    path: '/api/newsletter/subscribe',
    table: 'newsletter_subscribers',
    body: (n) => ({ email: `lettre-${n}@example.org` }),
  },
  contact: {
    path: '/api/contact',
    table: 'contact_messages',
    body: (n) => validContact({ message: `Message de charge n° ${n}` }),
  },
  feproba: {
    path: '/feproba/register',
    table: 'programme_requests',
    where: "type = 'feproba_registration'",
    body: (n) => validFeproba({ email: `feproba-${n}@example.org` }),
  },
  isl: {
    path: '/isl/register',
    table: 'programme_requests',
    where: "type = 'isl_registration'",
    body: (n) => validIsl({ email: `isl-${n}@example.org` }),
  },
}
const READS = ['/api/services', '/api/events', '/api/members/stats']

const sent: Record<Form, number> = { member: 0, newsletter: 0, contact: 0, feproba: 0, isl: 0 }
const answered: Record<Form, Record<number, number>> = { member: {}, newsletter: {}, contact: {}, feproba: {}, isl: {} }
let serial = 0
let draining = false

interface Context {
  form?: Form | undefined
}

function formRequest(form: Form): autocannon.Request {
  return {
    method: 'POST',
    path: FORMS[form].path,
    setupRequest: (request, context) => {
      const ctx = context as Context
      if (draining) {
        ctx.form = undefined
        return { ...request, method: 'GET', path: READS[0]!, body: undefined, headers: {} }
      }
      ctx.form = form
      sent[form] += 1
      serial += 1
      return {
        ...request,
        method: 'POST',
        path: FORMS[form].path,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(FORMS[form].body(serial)),
      }
    },
    onResponse: (status, _body, context) => {
      const ctx = context as Context
      if (!ctx.form) return
      const counts = answered[ctx.form]
      counts[status] = (counts[status] ?? 0) + 1
      ctx.form = undefined
    },
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'eglise-bench-'))
let exitCode = 0
try {
  const server = await startServerProcess({
    dataDir,
    // Production logging (info, to a discarded stdout); the form limit out of the way of one client.
    env: { LOG_LEVEL: 'info', RATE_LIMIT_PUBLIC_MAX: '1000000000' },
  })
  console.log(`Serveur de production sur ${server.baseURL}, DATA_DIR ${dataDir}`)
  console.log(`${CONNECTIONS} connexions, ${DURATION_S} s (dont ${DRAIN_S} s de lectures seules à la fin)…\n`)

  const drainTimer = setTimeout(() => (draining = true), (DURATION_S - DRAIN_S) * 1000)
  const result = await autocannon({
    url: server.baseURL,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 10,
    requests: [
      ...READS.map((path): autocannon.Request => ({ method: 'GET', path })),
      ...(Object.keys(FORMS) as Form[]).map(formRequest),
    ],
  })
  clearTimeout(drainTimer)
  const stopped = await server.stop('SIGTERM')

  const codes = Object.entries(result.statusCodeStats as Record<string, { count: number }>)
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ')
  const non2xx = Object.entries(result.statusCodeStats as Record<string, { count: number }>).filter(
    ([code]) => !code.startsWith('2'),
  )
  const fivexx = non2xx.filter(([code]) => code.startsWith('5')).reduce((sum, [, { count }]) => sum + count, 0)
  console.log('Requêtes             ', result.requests.total)
  console.log('Requêtes/s (moyenne) ', result.requests.average)
  console.log(
    'Latence p50 / p99    ',
    `${result.latency.p50} ms / ${result.latency.p99} ms (max ${result.latency.max} ms)`,
  )
  console.log('Erreurs / timeouts   ', `${result.errors} / ${result.timeouts}`)
  console.log('Réponses par statut  ', codes)
  console.log(
    'Non-2xx par statut   ',
    non2xx.length ? non2xx.map(([code, { count }]) => `${code}: ${count}`).join(', ') : 'aucune',
  )
  console.log('Arrêt du serveur     ', `code ${stopped.code}${stopped.signal ? `, signal ${stopped.signal}` : ''}\n`)

  const db = new Database(path.join(dataDir, 'church.db'), { readonly: true, fileMustExist: true })
  const rows = (form: Form) => {
    const { table, where } = FORMS[form]
    return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}${where ? ` WHERE ${where}` : ''}`).get() as { n: number }).n
  }
  const problems: string[] = []
  console.log('Formulaire   envoyés   2xx   autres   lignes stockées')
  for (const form of Object.keys(FORMS) as Form[]) {
    const byStatus = answered[form]
    const ok = Object.entries(byStatus)
      .filter(([code]) => code.startsWith('2'))
      .reduce((sum, [, n]) => sum + n, 0)
    const other = Object.values(byStatus).reduce((sum, n) => sum + n, 0) - ok
    const stored = rows(form)
    console.log(
      `${form.padEnd(12)} ${String(sent[form]).padStart(7)} ${String(ok).padStart(5)} ${String(other).padStart(8)} ${String(stored).padStart(17)}`,
    )
    if (stored !== ok) problems.push(`${form}: ${stored} rows stored for ${ok} answers 2xx`)
    if (ok + other !== sent[form]) problems.push(`${form}: ${sent[form] - ok - other} submissions left unanswered`)
  }
  const integrity = db.pragma('integrity_check', { simple: true })
  db.close()
  console.log(`\nintegrity_check: ${String(integrity)}`)

  if (result.errors > 0 || result.timeouts > 0) problems.push(`${result.errors} errors, ${result.timeouts} timeouts`)
  if (fivexx > 0) problems.push(`${fivexx} answers 5xx`)
  if (integrity !== 'ok') problems.push('integrity_check failed')
  if (stopped.code !== 0) problems.push(`server exited with ${stopped.code ?? stopped.signal}`)
  if (problems.length > 0) {
    console.error(`\nÉCHEC :\n  - ${problems.join('\n  - ')}`)
    exitCode = 1
  } else {
    console.log('\nOK : chaque 2xx a sa ligne, aucune ligne sans 2xx, aucune erreur, aucun 5xx.')
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(exitCode)
