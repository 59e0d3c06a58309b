// Durability of the real server process: what it acknowledged survives SIGKILL, SIGTERM lets
// in-flight requests finish, and a bad setting stops it at start-up.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { validMember } from './helper.ts'
import { postJson, ROOT, startServerProcess, type ServerProcess } from './server-process.ts'

const WRITERS = 16
const ROUNDS = 3
// Writers post far more than the per-address form limit allows; this test is about the disk.
const ENV = { RATE_LIMIT_PUBLIC_MAX: '1000000' }

const running: ServerProcess[] = []
const dirs: string[] = []
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  dirs.push(dir)
  return dir
}
const start = async (dataDir: string) => {
  const server = await startServerProcess({ dataDir, env: ENV })
  running.push(server)
  return server
}
afterEach(async () => {
  for (const server of running.splice(0)) await server.stop('SIGKILL')
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Opens the database file the server left behind (after it stopped), read-only. */
function openStored(dataDir: string) {
  return new Database(path.join(dataDir, 'church.db'), { readonly: true, fileMustExist: true })
}

describe('crash durability', () => {
  it(`keeps every acknowledged registration through ${ROUNDS} SIGKILLs under ${WRITERS} concurrent writers`, {
    timeout: 120_000,
  }, async () => {
    const dataDir = tempDir('eglise-crash-')
    const acknowledged = new Map<number, string>()
    const unexpected: string[] = []
    let serial = 0

    for (let round = 1; round <= ROUNDS; round += 1) {
      const server = await start(dataDir)
      const agent = new http.Agent({ keepAlive: true, maxSockets: WRITERS })
      let killed = false
      let thisRound = 0
      const writer = async () => {
        while (!killed) {
          serial += 1
          const email = `crash-${round}-${serial}@example.org`
          try {
            const answer = await postJson(`${server.baseURL}/api/members/register`, validMember({ email }), agent)
            if (answer.status === 201) {
              acknowledged.set((answer.body as { id: number }).id, email)
              thisRound += 1
            } else if (!killed) {
              unexpected.push(`${answer.status} ${JSON.stringify(answer.body)}`)
            }
          } catch {
            // The connection died with the server: never acknowledged, so never promised.
          }
        }
      }
      const writers = Array.from({ length: WRITERS }, writer)
      // Part-way: once writes are flowing, at a moment that differs from run to run.
      while (thisRound < 40 && server.child.exitCode === null) await sleep(10)
      await sleep(Math.random() * 150)
      server.child.kill('SIGKILL')
      killed = true
      expect((await server.exited).signal).toBe('SIGKILL')
      await Promise.all(writers)
      agent.destroy()
    }
    expect(unexpected).toEqual([])
    expect(acknowledged.size).toBeGreaterThanOrEqual(ROUNDS * 40)

    // A last start recovers the WAL the kills left behind; then a clean stop.
    const last = await start(dataDir)
    expect((await last.stop('SIGTERM')).code).toBe(0)

    const db = openStored(dataDir)
    try {
      const stored = new Map(
        db
          .prepare<[], { id: number; email: string }>('SELECT id, email FROM member_registrations')
          .all()
          .map((row) => [row.id, row.email]),
      )
      const missing = [...acknowledged].filter(([id, email]) => stored.get(id) !== email)
      expect(missing).toEqual([])
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    } finally {
      db.close()
    }
  })
})

describe('graceful shutdown', () => {
  it('lets a registration in flight at SIGTERM finish with 201, stores it, exits 0', { timeout: 60_000 }, async () => {
    const dataDir = tempDir('eglise-term-')
    const server = await start(dataDir)
    const body = JSON.stringify(validMember({ email: 'en-vol@example.org' }))
    // A slow client: the headers and half the body before SIGTERM, the rest after.
    const request = http.request(`${server.baseURL}/api/members/register`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    })
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      })
      request.on('error', reject)
    })
    request.write(body.slice(0, 100))
    await sleep(300)

    server.child.kill('SIGTERM')
    await sleep(500)
    // Closing: no new connection is accepted, yet the process waits for our request.
    await expect(fetch(`${server.baseURL}/api/health`)).rejects.toThrow()
    expect(server.child.exitCode).toBeNull()
    request.end(body.slice(100))

    const { status, text } = await answer
    expect(status).toBe(201)
    const { id } = JSON.parse(text) as { id: number }
    expect(await server.exited).toEqual({ code: 0, signal: null })

    const db = openStored(dataDir)
    try {
      expect(db.prepare('SELECT email FROM member_registrations WHERE id = ?').get(id)).toEqual({
        email: 'en-vol@example.org',
      })
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    } finally {
      db.close()
    }
  })

  it('refuses to start on a bad setting, naming it (exit code 1)', { timeout: 30_000 }, () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: 'abc', DATA_DIR: path.join(tmpdir(), 'eglise-never-used') },
      encoding: 'utf8',
      timeout: 25_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/PORT/)
  })
})
