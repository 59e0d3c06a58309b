import { spawn } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp, login, validMember } from '#server/test/helper.ts'
import { postJson, ROOT, startServerProcess, type ServerProcess } from '#server/test/server-process.ts'

const NAME = /^church-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.db$/

const dirs: string[] = []
const servers: ServerProcess[] = []
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  dirs.push(dir)
  return dir
}
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop('SIGKILL')
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Runs `npm run backup` (without npm) asynchronously, so a server in this process keeps serving. */
function runBackup(
  dataDir: string,
  args: string[] = [],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

describe('npm run backup', () => {
  it('copies the database while the server is writing, and the copy restores', { timeout: 120_000 }, async () => {
    const dataDir = tempDir('eglise-live-')
    const backups = tempDir('eglise-backups-')
    const server = await startServerProcess({ dataDir, env: { RATE_LIMIT_PUBLIC_MAX: '1000000' } })
    servers.push(server)
    const register = (email: string, agent?: http.Agent) =>
      postJson(`${server.baseURL}/api/members/register`, validMember({ email }), agent)

    const before = new Map<number, string>()
    for (let i = 1; i <= 20; i += 1) {
      // Letters only: a digit in the search would also match every phone number holding it.
      const email = `avant-${String.fromCharCode(96 + i)}x@example.org`
      const answer = await register(email)
      expect(answer.status).toBe(201)
      before.set((answer.body as { id: number }).id, email)
    }

    // Writers keep committing for the whole backup.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })
    let writing = true
    let duringBackup = 0
    let serial = 0
    const writer = async () => {
      while (writing) {
        serial += 1
        const answer = await register(`pendant-${serial}@example.org`, agent)
        expect(answer.status).toBe(201)
        duringBackup += 1
      }
    }
    const writers = Array.from({ length: 4 }, writer)
    const result = await runBackup(dataDir, [backups])
    const writesWhileBackingUp = duringBackup
    writing = false
    await Promise.all(writers)
    agent.destroy()
    await server.stop('SIGTERM')

    expect(result.code, result.stderr).toBe(0)
    expect(writesWhileBackingUp).toBeGreaterThan(0)
    const file = result.stdout.trim()
    expect(path.dirname(file)).toBe(backups)
    expect(path.basename(file)).toMatch(NAME)
    expect(readdirSync(backups)).toEqual([path.basename(file)])

    // Restore into a new DATA_DIR, as the README says, and find the data through the app.
    const restored = tempDir('eglise-restored-')
    copyFileSync(file, path.join(restored, 'church.db'))
    const app = await createTestApp({ dataDir: restored })
    try {
      expect(app.app.db.pragma('integrity_check', { simple: true })).toBe('ok')
      const cookie = await login(app.app)
      for (const [id, email] of before) {
        const found = await app.app.inject({
          url: `/api/admin/members?q=${encodeURIComponent(email)}`,
          headers: { cookie },
        })
        expect(found.statusCode, found.body).toBe(200)
        expect(found.json().items.map((m: { id: number; email: string }) => [m.id, m.email])).toEqual([[id, email]])
      }
    } finally {
      await app.close()
    }
  })

  it('writes to DATA_DIR/backups by default, a single self-contained file', { timeout: 60_000 }, async () => {
    const dataDir = tempDir('eglise-stopped-')
    const app = await createTestApp({ dataDir })
    await app.app.inject({ method: 'POST', url: '/api/members/register', payload: validMember() })
    await app.close()

    const result = await runBackup(dataDir)
    expect(result.code, result.stderr).toBe(0)
    const file = result.stdout.trim()
    expect(file).toBe(path.join(dataDir, 'backups', path.basename(file)))
    expect(readdirSync(path.join(dataDir, 'backups'))).toEqual([path.basename(file)])
    const copy = new Database(file, { readonly: true })
    try {
      expect(copy.pragma('journal_mode', { simple: true })).toBe('delete')
      expect(copy.prepare('SELECT email FROM member_registrations').all()).toEqual([{ email: validMember().email }])
    } finally {
      copy.close()
    }
  })

  it('keeps the uploaded photos beside the database copies, new files only, deleted ones kept', {
    timeout: 60_000,
  }, async () => {
    const dataDir = tempDir('eglise-media-')
    const app = await createTestApp({ dataDir })
    await app.close()
    const gallery = path.join(dataDir, 'media', 'gallery')
    mkdirSync(gallery, { recursive: true })
    writeFileSync(path.join(gallery, 'bapteme-800.webp'), 'webp')
    writeFileSync(path.join(gallery, 'bapteme-800.avif'), 'avif')
    // A file the server is still writing: hidden, never copied.
    writeFileSync(path.join(gallery, '.chorale-800.webp.tmp'), 'partiel')

    const first = await runBackup(dataDir)
    expect(first.code, first.stderr).toBe(0)
    const kept = path.join(dataDir, 'backups', 'media')
    expect(first.stdout.trim().split('\n')[1]).toBe(`${kept} (2 nouveaux fichiers)`)
    expect(readdirSync(path.join(kept, 'gallery')).sort()).toEqual(['bapteme-800.avif', 'bapteme-800.webp'])
    expect(readFileSync(path.join(kept, 'gallery', 'bapteme-800.webp'), 'utf8')).toBe('webp')

    // The photo is deleted and another uploaded: the next backup adds the new one and keeps the
    // old one, which the first database copy still refers to.
    rmSync(path.join(gallery, 'bapteme-800.webp'))
    writeFileSync(path.join(gallery, 'chorale-800.webp'), 'chorale')
    await new Promise((resolve) => setTimeout(resolve, 1100)) // a backup name per second
    const second = await runBackup(dataDir)
    expect(second.code, second.stderr).toBe(0)
    expect(second.stdout.trim().split('\n')[1]).toBe(`${kept} (1 nouveau fichier)`)
    expect(readdirSync(path.join(kept, 'gallery')).sort()).toEqual([
      'bapteme-800.avif',
      'bapteme-800.webp',
      'chorale-800.webp',
    ])
    // The first database copy, of the same day, was rotated away (the newest of a day is kept);
    // the photos it refers to stay.
    expect(readdirSync(path.join(dataDir, 'backups')).filter((name) => NAME.test(name))).toEqual([
      path.basename(second.stdout.trim().split('\n')[0] ?? ''),
    ])
  })

  it('fails with a French message and exit code 1 when there is no database', { timeout: 30_000 }, async () => {
    const dataDir = tempDir('eglise-empty-')
    const result = await runBackup(dataDir)
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/Sauvegarde impossible : Aucune base à sauvegarder/)
    expect(existsSync(path.join(dataDir, 'backups'))).toBe(false)
  })
})
