import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp, validMember } from '#server/test/helper.ts'
import { freePort, type ServerProcess, startServerProcess } from '#server/test/server-process.ts'
import { runScript } from '#tests/deploy/run-script.ts'

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

async function register(dataDir: string, email: string) {
  const t = await createTestApp({ dataDir })
  const answer = await t.app.inject({ method: 'POST', url: '/api/members/register', payload: validMember({ email }) })
  expect(answer.statusCode).toBe(201)
  await t.close()
}

const emails = (file: string) => {
  const db = new Database(file, { readonly: true })
  try {
    return db
      .prepare<[], { email: string }>('SELECT email FROM member_registrations ORDER BY id')
      .all()
      .map((row) => row.email)
  } finally {
    db.close()
  }
}

describe('npm run restore', () => {
  it('puts the copy in place, keeps the replaced database aside and brings back missing photos', {
    timeout: 60_000,
  }, async () => {
    const dataDir = tempDir('eglise-restore-')
    await register(dataDir, 'avant@example.org')
    const photo = path.join(dataDir, 'media', 'gallery', 'bapteme-800.webp')
    mkdirSync(path.dirname(photo), { recursive: true })
    writeFileSync(photo, 'webp')
    const backup = await runScript('backup', [], { DATA_DIR: dataDir })
    expect(backup.code, backup.stderr).toBe(0)
    const copy = backup.stdout.split('\n')[0] ?? ''

    await register(dataDir, 'apres@example.org')
    rmSync(photo)
    const result = await runScript('restore', [copy], { DATA_DIR: dataDir, PORT: String(await freePort()) })
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toContain(`Base restaurée depuis ${copy}.`)

    expect(emails(path.join(dataDir, 'church.db'))).toEqual(['avant@example.org'])
    expect(existsSync(path.join(dataDir, 'church.db-wal'))).toBe(false)
    const aside = readdirSync(dataDir).filter((name) => name.startsWith('avant-restauration-'))
    expect(aside).toHaveLength(1)
    expect(emails(path.join(dataDir, aside[0] ?? '', 'church.db'))).toEqual(['avant@example.org', 'apres@example.org'])
    expect(existsSync(photo)).toBe(true)
  })

  it('refuses while the server answers, and changes nothing', { timeout: 60_000 }, async () => {
    const dataDir = tempDir('eglise-restore-live-')
    await register(dataDir, 'avant@example.org')
    const backup = await runScript('backup', [], { DATA_DIR: dataDir })
    expect(backup.code, backup.stderr).toBe(0)
    const server = await startServerProcess({ dataDir })
    servers.push(server)

    const result = await runScript('restore', [backup.stdout.split('\n')[0] ?? ''], {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: new URL(server.baseURL).port,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/Restauration impossible : le serveur répond encore sur http:\/\/127\.0\.0\.1:\d+/)
    expect(readdirSync(dataDir).some((name) => name.startsWith('avant-restauration-'))).toBe(false)
  })

  it('refuses a file that is not a backup of this site', { timeout: 30_000 }, async () => {
    const dataDir = tempDir('eglise-restore-bad-')
    const notABackup = path.join(dataDir, 'notes.db')
    new Database(notABackup).close()
    const result = await runScript('restore', [notABackup], { DATA_DIR: dataDir, PORT: String(await freePort()) })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/n’est pas une sauvegarde de ce site/)
    expect(existsSync(path.join(dataDir, 'church.db'))).toBe(false)
  })
})
