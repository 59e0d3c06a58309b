// `npm run bench:people`: the people's roll on the production server (a separate process on a
// temporary DATA_DIR), signed in as its administrator.
// `npm run bench:people -- --people 10000 --requests 200` (defaults).
//
// 1. The roll's import: 2,000 people from one CSV file (semicolons, French headers, DD/MM/YYYY),
//    first as a dry run (the preview), then for real into an empty roll. Time of each, target
//    < 10 s for the import (a church's whole roll at once).
// 2. The list's search over --people people (the rest imported the same way): GET
//    /api/admin/people?q=… one request at a time, --requests for each kind of search: a family
//    name, a first and family name, phone digits written another way than stored, part of an
//    e-mail. Median and p95 of the time to the whole answer (localhost), target p95 ≤ 200 ms.
// 3. Erasing one person among them (DELETE /api/admin/people/:id, the file rebuilt): its time.
// Exit code 1 when a target is missed.
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startServerProcess } from '#server/test/server-process.ts'
import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  enrolAdministrator,
  forgetStaff,
  staffCookie,
} from '#tests/e2e/support/staff.ts'

const { values: args } = parseArgs({
  options: {
    people: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '200' },
  },
})
const PEOPLE = Number(args.people)
const REQUESTS = Number(args.requests)
const IMPORT_LINES = 2000
const IMPORT_TARGET_MS = 10_000
const SEARCH_TARGET_P95_MS = 200

const FIRST_NAMES = [
  'Marie',
  'Jean',
  'Paul',
  'Anne',
  'Ruth',
  'David',
  'Esther',
  'Samuel',
  'Judith',
  'Élie',
  'Hélène',
  'Joseph',
]
const LAST_NAMES = [
  'Joseph',
  'Pierre',
  'Louis',
  'Baptiste',
  'Charles',
  'Étienne',
  'Jean-Baptiste',
  'Michel',
  'Desir',
  'Valcourt',
]
const STATUSES = ['Membre', 'Habitué', 'Visiteur', 'Inactif']

/** Person `i` of the bench's roll: a name, a Dominican phone, an e-mail, a birth date, a status. */
function line(i: number): string {
  const first = FIRST_NAMES[i % FIRST_NAMES.length]
  const last = `${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]}${i}`
  const digits = String(5_550_000 + i).padStart(7, '0')
  const phone = `809-${digits.slice(0, 3)}-${digits.slice(3)}`
  const day = String((i % 28) + 1).padStart(2, '0')
  const month = String((i % 12) + 1).padStart(2, '0')
  return `${first};${last};${phone};personne${i}@example.org;${day}/${month}/${1940 + (i % 70)};Calle ${i};Santiago;${STATUSES[i % STATUSES.length]}`
}
const HEADER = 'Prénom;Nom;Téléphone;E-mail;Date de naissance;Adresse;Ville;Statut'
const csv = (from: number, to: number) => {
  const lines = [HEADER]
  for (let i = from; i < to; i += 1) lines.push(line(i))
  return `${lines.join('\r\n')}\r\n`
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
const ms = (value: number) => `${value.toFixed(1)} ms`

console.log(
  `Machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
)
// Other work on the machine slows every figure: the load says how much there was.
console.log(
  `Load average at the start: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')}`,
)
console.log(`${PEOPLE} people, ${REQUESTS} requests per search\n`)

const dataDir = mkdtempSync(path.join(tmpdir(), 'eglise-bench-people-'))
const problems: string[] = []
const server = await startServerProcess({
  dataDir,
  env: { LOG_LEVEL: 'warn', ADMIN_EMAIL: E2E_ADMIN_EMAIL, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD },
  // A first start migrates and seeds: slow on a busy two-core machine.
  timeoutMs: 120_000,
})
try {
  await enrolAdministrator(server.baseURL)
  const cookie = await staffCookie(server.baseURL)
  const headers = { cookie, origin: server.baseURL }

  async function importFile(body: string, dryRun: boolean) {
    const started = performance.now()
    const response = await fetch(`${server.baseURL}/api/admin/people/import?dryRun=${dryRun ? 1 : 0}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv' },
      body,
    })
    const result = (await response.json()) as { created: number; linked: number; refused: unknown[] }
    const elapsed = performance.now() - started
    if (response.status !== 200 || result.refused.length > 0)
      throw new Error(`import refused: ${response.status} ${JSON.stringify(result).slice(0, 300)}`)
    return { elapsed, result }
  }

  console.log('== The roll’s import ==')
  const file = csv(0, IMPORT_LINES)
  const preview = await importFile(file, true)
  console.log(
    `dry run of ${IMPORT_LINES} lines (${(file.length / 1000).toFixed(0)} KB)`.padEnd(44),
    ms(preview.elapsed).padStart(10),
    `  ${preview.result.created} to create`,
  )
  const stored = await importFile(file, false)
  const importOk = stored.elapsed < IMPORT_TARGET_MS && stored.result.created === IMPORT_LINES
  if (!importOk) problems.push(`import of ${IMPORT_LINES}: ${ms(stored.elapsed)}`)
  console.log(
    `import of ${IMPORT_LINES} lines`.padEnd(44),
    ms(stored.elapsed).padStart(10),
    `  target < ${IMPORT_TARGET_MS / 1000} s  ${importOk ? 'OK' : 'MISSED'}`,
  )
  // The rest of the roll, in files of the size a church would send.
  let rest = 0
  for (let from = IMPORT_LINES; from < PEOPLE; from += 4000) {
    rest += (await importFile(csv(from, Math.min(PEOPLE, from + 4000)), false)).elapsed
  }
  console.log(`the other ${PEOPLE - IMPORT_LINES} people`.padEnd(44), ms(rest).padStart(10))

  console.log(`\n== The list's search over ${PEOPLE} people (one request at a time) ==`)
  const searches: [string, (n: number) => string][] = [
    ['family name (« Pierre12… »)', (n) => `Pierre${(n * 7) % PEOPLE}`],
    ['first and family name (« Marie Joseph »)', (n) => `${FIRST_NAMES[n % 12]} ${LAST_NAMES[n % 10]}`],
    ['phone digits, spelt otherwise (« 809 555 01… »)', (n) => `809 555 ${String((n * 37) % 10_000).padStart(4, '0')}`],
    ['part of an e-mail (« personne123@ »)', (n) => `personne${(n * 53) % PEOPLE}@`],
  ]
  console.log(
    `${'search'.padEnd(50)} ${'median'.padStart(10)} ${'p95'.padStart(10)}   matched   target p95 ≤ ${SEARCH_TARGET_P95_MS} ms`,
  )
  for (const [label, query] of searches) {
    const times: number[] = []
    let matched = 0
    for (let n = 0; n < REQUESTS; n += 1) {
      const started = performance.now()
      const response = await fetch(`${server.baseURL}/api/admin/people?q=${encodeURIComponent(query(n))}`, { headers })
      const page = (await response.json()) as { total: number }
      times.push(performance.now() - started)
      if (response.status !== 200) throw new Error(`${label}: ${response.status}`)
      matched += page.total
    }
    times.sort((a, b) => a - b)
    const p95 = quantile(times, 0.95)
    const ok = p95 <= SEARCH_TARGET_P95_MS && matched > 0
    if (!ok) problems.push(`${label}: p95 ${ms(p95)}, ${matched} matched`)
    console.log(
      `${label.padEnd(50)} ${ms(quantile(times, 0.5)).padStart(10)} ${ms(p95).padStart(10)}   ${String(Math.round(matched / REQUESTS)).padStart(7)}   ${ok ? 'OK' : 'MISSED'}`,
    )
  }

  console.log(`\n== Erasing one person among ${PEOPLE} ==`)
  const list = (await (await fetch(`${server.baseURL}/api/admin/people?q=personne42@`, { headers })).json()) as {
    items: { id: number }[]
  }
  const id = list.items[0]?.id
  if (id === undefined) throw new Error('person 42 not found')
  const started = performance.now()
  const erased = await fetch(`${server.baseURL}/api/admin/people/${id}`, { method: 'DELETE', headers })
  const elapsed = performance.now() - started
  if (erased.status !== 204) problems.push(`erasure: ${erased.status}`)
  console.log(`DELETE /api/admin/people/${id} (file rebuilt)`.padEnd(44), ms(elapsed).padStart(10))
} finally {
  await server.stop()
  forgetStaff(server.baseURL)
  rmSync(dataDir, { recursive: true, force: true })
}

if (problems.length > 0) {
  console.log(`\nMISSED: ${problems.join('; ')}`)
  process.exitCode = 1
} else console.log('\nAll targets met.')
