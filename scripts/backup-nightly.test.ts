// What the nightly timer relies on, through the real `npm run backup`: the rotation deletes old
// copies and nothing else, the off-site mirror, and a success recorded only when all of it worked.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { BACKUP_STATUS_FILE } from '#server/src/lib/backup-status.ts'
import { createTestApp } from '#server/test/helper.ts'
import { runScript } from '#tests/deploy/run-script.ts'
import { backupTime } from './backup-rotate.ts'

const DAY = 24 * 3600_000
const nameAt = (time: number) => `church-${new Date(time).toISOString().slice(0, 19).replace(/:/g, '-')}.db`

const dirs: string[] = []
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A DATA_DIR with a migrated database and one uploaded photo. */
async function dataDirWithDatabase(): Promise<string> {
  const dataDir = tempDir('eglise-nightly-')
  await (await createTestApp({ dataDir })).close()
  mkdirSync(path.join(dataDir, 'media', 'gallery'), { recursive: true })
  writeFileSync(path.join(dataDir, 'media', 'gallery', 'bapteme-800.webp'), 'webp')
  return dataDir
}

const readRecord = (dataDir: string) => JSON.parse(readFileSync(path.join(dataDir, BACKUP_STATUS_FILE), 'utf8'))

beforeAll(() => {
  // The off-site tests need rsync (`.ci/run` installs it); say so instead of failing obscurely.
  if (!existsSync('/usr/bin/rsync')) throw new Error('rsync is missing: apt-get install -y rsync')
})

describe('npm run backup, nightly', () => {
  it('deletes the copies the rotation drops, never a labelled one, and records its success', {
    timeout: 60_000,
  }, async () => {
    const dataDir = await dataDirWithDatabase()
    const backups = path.join(dataDir, 'backups')
    mkdirSync(backups)
    // 40 earlier nights, and a copy taken before an upgrade long ago.
    const nights = Array.from({ length: 40 }, (_, i) => nameAt(Date.now() - (i + 1) * DAY))
    for (const name of nights) writeFileSync(path.join(backups, name), '')
    writeFileSync(path.join(backups, 'church-2020-01-01T00-00-00-avant-mise-a-jour.db'), '')

    const started = Date.now()
    const result = await runScript('backup', [], { DATA_DIR: dataDir })
    expect(result.code, result.stderr).toBe(0)
    const file = result.stdout.split('\n')[0] ?? ''
    const left = readdirSync(backups)
    expect(left).toContain(path.basename(file))
    expect(left).toContain('church-2020-01-01T00-00-00-avant-mise-a-jour.db')
    expect(left).toContain('media')
    // The six nights before this one are kept whatever the day of the week.
    for (const name of nights.slice(0, 6)) expect(left).toContain(name)
    const nightly = left.filter((name) => backupTime(name) !== undefined)
    expect(nightly.length).toBeGreaterThanOrEqual(7)
    expect(nightly.length).toBeLessThanOrEqual(7 + 4 + 12)
    expect(result.stderr).toContain(`Rotation : ${41 - nightly.length} anciennes copies supprimées.`)

    const record = readRecord(dataDir)
    expect(record).toEqual({ at: expect.any(String), file, offsite: false })
    expect(Date.parse(record.at)).toBeGreaterThanOrEqual(started)
    expect(Date.parse(record.at)).toBeLessThanOrEqual(Date.now())
  })

  it('mirrors the backup folder to BACKUP_REMOTE with rsync', { timeout: 60_000 }, async () => {
    const dataDir = await dataDirWithDatabase()
    const remote = path.join(tempDir('eglise-remote-'), 'eglise')
    const result = await runScript('backup', [], { DATA_DIR: dataDir, BACKUP_REMOTE: `rsync:${remote}/` })
    expect(result.code, result.stderr).toBe(0)
    const file = result.stdout.split('\n')[0] ?? ''
    expect(readdirSync(remote).sort()).toEqual([path.basename(file), 'media'])
    expect(readFileSync(path.join(remote, 'media', 'gallery', 'bapteme-800.webp'), 'utf8')).toBe('webp')
    expect(readRecord(dataDir)).toMatchObject({ file, offsite: true })
  })

  it('keeps on the remote the copies the rotation deletes here, and never rewrites one', {
    timeout: 60_000,
  }, async () => {
    const dataDir = await dataDirWithDatabase()
    const backups = path.join(dataDir, 'backups')
    const remote = path.join(tempDir('eglise-remote-'), 'eglise')
    mkdirSync(backups)
    mkdirSync(remote)
    // 40 earlier nights, each copied off the machine on its night.
    const nights = Array.from({ length: 40 }, (_, i) => nameAt(Date.now() - (i + 1) * DAY))
    for (const name of nights) {
      writeFileSync(path.join(backups, name), 'copie')
      writeFileSync(path.join(remote, name), 'copie')
    }
    // Someone in control of this machine must not replace a copy kept on the remote.
    writeFileSync(path.join(backups, nights[0] ?? ''), 'copie falsifiée')

    const result = await runScript('backup', [], { DATA_DIR: dataDir, BACKUP_REMOTE: `rsync:${remote}/` })
    expect(result.code, result.stderr).toBe(0)
    const dropped = nights.filter((name) => !readdirSync(backups).includes(name))
    expect(dropped.length).toBeGreaterThan(0)
    const onRemote = readdirSync(remote)
    for (const name of nights) expect(onRemote, name).toContain(name)
    expect(onRemote).toContain(path.basename(result.stdout.split('\n')[0] ?? ''))
    expect(readFileSync(path.join(remote, nights[0] ?? ''), 'utf8')).toBe('copie')
  })

  it('fails with exit code 1 when the off-site copy fails, leaving the last success as it was', {
    timeout: 60_000,
  }, async () => {
    const dataDir = await dataDirWithDatabase()
    const first = await runScript('backup', [], { DATA_DIR: dataDir })
    expect(first.code, first.stderr).toBe(0)
    const before = readRecord(dataDir)

    await new Promise((resolve) => setTimeout(resolve, 1100)) // a backup name per second
    // rsync creates the last folder of a target, not its parents.
    const unreachable = path.join(tempDir('eglise-remote-'), 'absent', 'eglise')
    const failed = await runScript('backup', [], { DATA_DIR: dataDir, BACKUP_REMOTE: `rsync:${unreachable}/` })
    expect(failed.code).toBe(1)
    expect(failed.stderr).toMatch(/Sauvegarde impossible : Copie hors de la machine impossible : rsync a échoué/)
    expect(readRecord(dataDir)).toEqual(before)
  })

  it('refuses a label that is not a plain word', { timeout: 30_000 }, async () => {
    const dataDir = await dataDirWithDatabase()
    const result = await runScript('backup', ['--label', '../ailleurs'], { DATA_DIR: dataDir })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/--label : lettres minuscules/)
    expect(existsSync(path.join(dataDir, 'backups'))).toBe(false)
  })
})
