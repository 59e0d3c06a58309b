// Congregation and flood: `npm run bench:burst` (about 70 s; `-- --quick` sends the flood unpaced).
//
// Starts the production server with the default form limits (behind a "proxy", TRUST_PROXY, so
// that X-Forwarded-For gives each sender its own address), then:
// 1. the congregation: 150 people register from the church's wifi (one address) right after the
//    service, 10 phones at a time; 20 of them send again with the same Idempotency-Key (a lost
//    answer) and 10 send the same registration again without one (a reload): every one must be
//    answered 2xx, with 150 rows and 150 staff alerts in the end;
// 2. the flood: a script sends 1,000 registrations in one minute from another address: it must
//    be refused (429, Retry-After, French message) past a bounded number, every accepted one stored.
// Exit code 1 when a check fails.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import { startServerProcess } from '#server/test/server-process.ts'
import { validMember } from './bodies.ts'

const { values: args } = parseArgs({ options: { quick: { type: 'boolean', default: false } } })
const CHURCH_WIFI = '203.0.113.10'
const SCRIPT = '198.51.100.66'
const PEOPLE = 150
const FLOOD = 1000
const FLOOD_MS = args.quick ? 0 : 60_000
/** The default burst (RATE_LIMIT_PUBLIC_MAX) and what comes back in a minute (180 an hour). */
const FLOOD_BOUND = 200 + 3
const TOO_MANY = 'Trop de demandes. Veuillez patienter quelques minutes avant de réessayer.'

interface Answer {
  status: number
  body: unknown
  retryAfter: string | null
}
const person = (n: number) => validMember({ firstName: `Fidèle ${n}`, email: `fidele-${n}@example.org` })

const dataDir = mkdtempSync(path.join(tmpdir(), 'eglise-burst-'))
const problems: string[] = []
try {
  const server = await startServerProcess({ dataDir, env: { TRUST_PROXY: 'true', LOG_LEVEL: 'warn' } })
  const url = `${server.baseURL}/api/members/register`
  const post = async (from: string, body: object, key?: string): Promise<Answer> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': from,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') }
  }

  // 1. The congregation.
  const keys = Array.from({ length: PEOPLE }, () => randomUUID())
  const started = Date.now()
  const first: Answer[] = []
  for (let n = 0; n < PEOPLE; n += 10) {
    const batch = keys.slice(n, n + 10).map((key, i) => post(CHURCH_WIFI, person(n + i), key))
    first.push(...(await Promise.all(batch)))
  }
  const retries = await Promise.all(keys.slice(0, 20).map((key, n) => post(CHURCH_WIFI, person(n), key)))
  const reloads = await Promise.all(Array.from({ length: 10 }, (_, n) => post(CHURCH_WIFI, person(20 + n))))
  const congregationMs = Date.now() - started
  const same = (a: Answer, b: Answer) => a.status === b.status && JSON.stringify(a.body) === JSON.stringify(b.body)
  const firstOk = first.filter((answer) => answer.status === 201).length
  const retriesSame = retries.filter((answer, n) => same(answer, first[n]!)).length
  const reloadsSame = reloads.filter((answer, n) => same(answer, first[20 + n]!)).length

  // 2. The flood, paced over a minute.
  const flood: Answer[] = []
  const floodStart = Date.now()
  for (let n = 0; n < FLOOD; n += 1) {
    const due = floodStart + (n * FLOOD_MS) / FLOOD
    const wait = due - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    flood.push(await post(SCRIPT, validMember({ firstName: `Robot ${n}`, email: `robot-${n}@example.org` })))
  }
  const floodMs = Date.now() - floodStart
  const accepted = flood.filter((answer) => answer.status === 201).length
  const refused = flood.filter((answer) => answer.status === 429)
  const frenchRefusals = refused.filter((answer) => (answer.body as { message?: string }).message === TOO_MANY).length
  const retryAfters = refused.map((answer) => Number(answer.retryAfter))
  const withRetryAfter = retryAfters.filter((seconds) => seconds >= 1 && seconds <= 20).length
  const firstRefusal = flood.findIndex((answer) => answer.status === 429) + 1
  await server.stop('SIGTERM')

  const db = new Database(path.join(dataDir, 'church.db'), { readonly: true, fileMustExist: true })
  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n
  const congregationRows = count("SELECT COUNT(*) AS n FROM member_registrations WHERE email LIKE 'fidele-%'")
  const floodRows = count("SELECT COUNT(*) AS n FROM member_registrations WHERE email LIKE 'robot-%'")
  const alerts = count("SELECT COUNT(*) AS n FROM outbox WHERE reply_to LIKE 'fidele-%'")
  db.close()

  console.log(`Congrégation (une adresse, ${(congregationMs / 1000).toFixed(1)} s)`)
  console.log(`  inscriptions             ${firstOk} / ${PEOPLE} acceptées (201)`)
  console.log(`  renvois, même clé        ${retriesSame} / 20 avec la première réponse`)
  console.log(`  renvois, sans clé        ${reloadsSame} / 10 avec la première réponse`)
  console.log(`  lignes / alertes         ${congregationRows} / ${alerts}`)
  console.log(`Flot (une autre adresse, ${FLOOD} envois en ${(floodMs / 1000).toFixed(1)} s)`)
  console.log(`  acceptés (201)           ${accepted} (borne ${FLOOD_BOUND}), premier refus au n° ${firstRefusal}`)
  console.log(`  refusés (429)            ${refused.length}, dont ${frenchRefusals} avec le message français`)
  console.log(
    `  Retry-After              ${withRetryAfter} / ${refused.length} entre 1 et 20 s (max ${Math.max(0, ...retryAfters)} s)`,
  )
  console.log(`  lignes                   ${floodRows}`)

  if (firstOk !== PEOPLE) problems.push(`congregation: ${PEOPLE - firstOk} registrations not accepted`)
  if (retriesSame !== 20 || reloadsSame !== 10) problems.push('congregation: a repeat did not get its first answer')
  if (congregationRows !== PEOPLE || alerts !== PEOPLE)
    problems.push(`congregation: ${congregationRows} rows, ${alerts} alerts`)
  if (accepted > FLOOD_BOUND || accepted + refused.length !== FLOOD) problems.push(`flood: ${accepted} accepted`)
  if (frenchRefusals !== refused.length) problems.push('flood: a 429 without the French message')
  if (withRetryAfter !== refused.length) problems.push('flood: a 429 without a Retry-After of 1 to 20 s')
  if (floodRows !== accepted) problems.push(`flood: ${floodRows} rows for ${accepted} accepted`)
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
if (problems.length > 0) {
  console.error(`\nÉCHEC :\n  - ${problems.join('\n  - ')}`)
  process.exit(1)
}
console.log('\nOK : la congrégation passe en entier, le flot est borné, chaque réponse 201 a sa ligne.')
