// `npm run upgrade` then `npm run rollback` on a copy of a database. The data steps run for real
// (the labelled backup, the restore, the server refusing then starting); git, npm and systemctl
// are stood in for (stand-ins.ts), since the test cannot fetch a newer version of the site: the
// "new code" is a migration the current code does not know, applied as the new code's
// `npm run migrate` would.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { migrations } from '#server/migrations/index.ts'
import { loadConfig } from '#server/src/config.ts'
import { openDatabase } from '#server/src/db/database.ts'
import { createTestApp, validMember } from '#server/test/helper.ts'
import { freePort } from '#server/test/server-process.ts'
import {
  readUpgradeRecord,
  UPGRADE_RECORD_FILE,
  upgradeRecordDir,
  writeUpgradeRecord,
} from '#scripts/upgrade-record.ts'
import { rollback, StepError, upgrade } from '#scripts/upgrade-steps.ts'
import { ROOT } from './run-script.ts'
import { fakeShell, NEW, OLD, stops } from './stand-ins.ts'

const dirs: string[] = []
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function site() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'eglise-upgrade-'))
  dirs.push(dataDir)
  const t = await createTestApp({ dataDir })
  await t.app.inject({
    method: 'POST',
    url: '/api/members/register',
    payload: validMember({ email: 'avant@example.org' }),
  })
  await t.close()
  // The site user's state folder, out of the server's reach (here, a temporary one).
  const recordDir = mkdtempSync(path.join(tmpdir(), 'eglise-state-'))
  dirs.push(recordDir)
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    ADMIN_PASSWORD: 'mot-de-passe-de-la-mise-a-jour',
    RESTART_COMMAND: 'restart',
    STOP_COMMAND: 'stop',
  }
  return { dataDir, recordDir, env, config: loadConfig(env) }
}

const quiet = () => undefined

describe('npm run upgrade, then npm run rollback', () => {
  it('backs up, migrates and restarts; the old code refuses the migrated database; the rollback restores it', {
    timeout: 120_000,
  }, async () => {
    const { dataDir, recordDir, env, config } = await site()
    const { shell, commands } = fakeShell(env)

    const { record, changed } = await upgrade(config, shell, quiet, recordDir)
    expect(changed).toBe(true)
    expect(commands).toEqual([
      'git rev-parse HEAD',
      'git fetch',
      'git rev-parse @{upstream}',
      'node --import tsx scripts/backup.ts --label avant-mise-a-jour',
      `git merge --ff-only ${NEW}`,
      'npm ci --no-audit --no-fund',
      'node --import tsx scripts/migrate.ts',
      'npm run build',
      'restart',
    ])
    expect(path.basename(record.backup)).toMatch(/^church-.+-avant-mise-a-jour\.db$/)
    expect(readUpgradeRecord(recordDir)).toEqual(record)
    // Not in DATA_DIR, which the server may write.
    expect(existsSync(path.join(dataDir, UPGRADE_RECORD_FILE))).toBe(false)

    // The new version writes in its new column, then turns out bad.
    const db = openDatabase(dataDir)
    db.prepare("UPDATE member_registrations SET future_note = 'nouvelle version'").run()
    db.close()

    // The previous code alone refuses the database, with one line saying what to do.
    const refused = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: String(await freePort()) },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(/Démarrage refusé \/ Start refused: .*\(2099-01-01-future\).*npm run rollback/)

    commands.length = 0
    const undone = await rollback(config, shell, quiet, recordDir)
    expect(commands).toEqual([
      'stop',
      `git reset --hard ${OLD}`,
      'npm ci --no-audit --no-fund',
      'npm run build',
      'restart',
    ])
    expect(undone.rolledBackAt).toEqual(expect.any(String))

    // The previous code now runs on the pre-upgrade copy: no trace of the new migration.
    const health = await fetch(`http://127.0.0.1:${env.PORT}/api/health`)
    expect(health.status).toBe(200)
    const check = openDatabase(dataDir)
    try {
      expect(check.prepare('SELECT name FROM migrations ORDER BY name').all()).toEqual(
        migrations.map((m) => ({ name: m.name })),
      )
      expect(check.prepare('SELECT email FROM member_registrations').all()).toEqual([{ email: 'avant@example.org' }])
    } finally {
      check.close()
    }
    // The database of the bad version is kept aside, not deleted.
    const aside = readdirSync(dataDir).filter((name) => name.startsWith('avant-restauration-'))
    expect(aside).toHaveLength(1)
    const kept = new Database(path.join(dataDir, aside[0] ?? '', 'church.db'), { readonly: true })
    expect(kept.prepare('SELECT future_note FROM member_registrations').all()).toEqual([
      { future_note: 'nouvelle version' },
    ])
    kept.close()

    await expect(rollback(config, shell, quiet, recordDir)).rejects.toThrow(/a déjà été annulée/)
  })

  it('stops at a failed step, names it, and neither migrates nor restarts', { timeout: 60_000 }, async () => {
    const { recordDir, env, config } = await site()
    const { shell, commands } = fakeShell(env, { failOn: 'npm ci' })
    const failure = await upgrade(config, shell, quiet, recordDir).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(StepError)
    expect((failure as StepError).step).toBe('Installation (npm ci)')
    expect(commands.at(-1)).toBe('npm ci --no-audit --no-fund')
    // The rollback knows where to go back.
    expect(readUpgradeRecord(recordDir)).toMatchObject({ from: OLD, to: NEW })
  })

  it('does nothing, not even a backup, when there is nothing new', { timeout: 30_000 }, async () => {
    const { dataDir, recordDir, env, config } = await site()
    const { shell, commands } = fakeShell(env, { upstream: OLD })
    expect((await upgrade(config, shell, quiet, recordDir)).changed).toBe(false)
    expect(commands).toEqual(['git rev-parse HEAD', 'git fetch', 'git rev-parse @{upstream}'])
    expect(existsSync(path.join(dataDir, 'backups'))).toBe(false)
    await expect(rollback(config, shell, quiet, recordDir)).rejects.toThrow(/aucune mise à jour à annuler/)
  })

  // A server under someone else's control can write DATA_DIR: a record there must not choose the
  // code and the database a rollback puts back.
  it('trusts no record the server could have written, nor one naming another file', { timeout: 30_000 }, async () => {
    const { dataDir, recordDir, env, config } = await site()
    const { shell, commands } = fakeShell(env)
    const planted = { from: OLD, to: NEW, backup: path.join(dataDir, 'church.db'), at: new Date().toISOString() }
    writeFileSync(path.join(dataDir, UPGRADE_RECORD_FILE), JSON.stringify(planted))
    await expect(rollback(config, shell, quiet, recordDir)).rejects.toThrow(
      /n’est plus lu \(le serveur peut l’écrire\)/,
    )

    writeUpgradeRecord(recordDir, planted)
    await expect(rollback(config, shell, quiet, recordDir)).rejects.toThrow(/n’est pas une copie d’avant mise à jour/)
    writeFileSync(path.join(recordDir, UPGRADE_RECORD_FILE), JSON.stringify({ ...planted, from: 'HEAD~5; rm -rf /' }))
    await expect(rollback(config, shell, quiet, recordDir)).rejects.toThrow(
      /n’est pas un relevé de mise à jour valable/,
    )
    expect(commands).toEqual([])
  })

  it('keeps its record in the site user’s state folder by default', () => {
    expect(upgradeRecordDir({}, '/srv/eglise')).toBe('/srv/eglise/.local/state/eglise')
    expect(upgradeRecordDir({ XDG_STATE_HOME: '/var/lib/etat' }, '/srv/eglise')).toBe('/var/lib/etat/eglise')
  })
})
