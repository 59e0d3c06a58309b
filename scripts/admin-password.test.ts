import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { countRows, createTestApp, login, TEST_EMAIL, TEST_PASSWORD } from '#server/test/helper.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function run(dataDir: string, args: string[], input?: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin-password.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: '', ADMIN_EMAIL: '', NODE_ENV: 'test' },
    input: input ?? '',
    encoding: 'utf8',
    timeout: 30_000,
  })
}

describe('npm run admin:password -- <email>', () => {
  it('reads the new password from standard input, stores it and ends that account’s sessions', {
    timeout: 90_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'eglise-script-'))
    dirs.push(dataDir)
    const before = await createTestApp({ dataDir })
    await login(before.app)
    await before.close()

    const done = run(dataDir, [TEST_EMAIL], 'une phrase nouvelle et solide\n')
    expect(done.status, done.stderr).toBe(0)
    expect(done.stdout).toMatch(/Sessions fermées : 1/)
    expect(done.stdout + done.stderr).not.toContain('une phrase nouvelle et solide')

    const after = await createTestApp({ dataDir })
    try {
      expect(countRows(after.app, 'admin_sessions')).toBe(0)
      const old = await after.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: TEST_EMAIL, password: TEST_PASSWORD },
      })
      expect(old.statusCode).toBe(401)
      await login(after.app, 'une phrase nouvelle et solide')
    } finally {
      await after.close()
    }
  })

  it('removes the account’s passkeys unless --keep-passkeys, tells the owner and writes an audit line', {
    timeout: 90_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'eglise-script-'))
    dirs.push(dataDir)
    const addPasskey = async () => {
      const t = await createTestApp({ dataDir })
      const account = t.app.adminRepository.findAccountByEmail(TEST_EMAIL)
      t.app.db
        .prepare(
          `INSERT INTO staff_passkeys (account_id, credential_id, public_key, name, created_at)
           VALUES (?, ?, x'00', 'Clé', '2026-11-27T12:00:00Z')`,
        )
        .run(account?.id, `clé-${Math.random()}`)
      await t.close()
    }
    const read = async (sql: string) => {
      const t = await createTestApp({ dataDir })
      try {
        return t.app.db.prepare(sql).pluck().all()
      } finally {
        await t.close()
      }
    }
    await addPasskey()
    const kept = run(dataDir, [TEST_EMAIL, '--keep-passkeys'], 'une phrase nouvelle et solide\n')
    expect(kept.status, kept.stderr).toBe(0)
    expect(kept.stdout).toMatch(/Clés d’accès retirées : 0\. Clés d’accès gardées : 1\./)
    expect(await read('SELECT COUNT(*) FROM staff_passkeys')).toEqual([1])
    const removed = run(dataDir, [TEST_EMAIL], 'une autre phrase bien solide\n')
    expect(removed.status, removed.stderr).toBe(0)
    expect(removed.stdout).toMatch(/Clés d’accès retirées : 1\./)
    expect(await read('SELECT COUNT(*) FROM staff_passkeys')).toEqual([0])
    expect(await read("SELECT summary FROM audit_log WHERE action = 'account.password' ORDER BY id")).toEqual([
      'Mot de passe changé sur le serveur (npm run admin:password), sessions fermées',
      'Mot de passe changé sur le serveur (npm run admin:password), sessions fermées, clés d’accès retirées (1)',
    ])
    expect(await read('SELECT subject FROM outbox ORDER BY id')).toEqual([
      'Sécurité de votre compte : mot de passe changé sur le serveur',
      'Sécurité de votre compte : mot de passe changé sur le serveur',
    ])
  })

  it('never takes the password as an argument, and refuses a weak one or an unknown account', {
    timeout: 90_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'eglise-script-'))
    dirs.push(dataDir)
    await (await createTestApp({ dataDir })).close()
    const asArgument = run(dataDir, [TEST_EMAIL, 'une phrase nouvelle et solide'])
    expect(asArgument.status).toBe(2)
    expect(asArgument.stderr).toMatch(/Usage/)
    const weak = run(dataDir, [TEST_EMAIL], 'motdepasse123\n')
    expect(weak.status).toBe(1)
    expect(weak.stderr).toMatch(/Mot de passe trop facile à deviner/)
    const unknown = run(dataDir, ['personne@example.org'], 'une phrase nouvelle et solide\n')
    expect(unknown.status).toBe(1)
    expect(unknown.stderr).toMatch(/Aucun compte/)
  })
})
