import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { countRows, createTestApp, login, TEST_PASSWORD } from '#server/test/helper.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function run(dataDir: string, args: string[], input?: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin-password.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: '', NODE_ENV: 'test' },
    input: input ?? '',
    encoding: 'utf8',
    timeout: 15_000,
  })
}

describe('npm run admin:password', () => {
  it('stores the new password (argument or stdin) and ends every session', { timeout: 30_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'eglise-script-'))
    dirs.push(dataDir)
    const before = await createTestApp({ dataDir })
    await login(before.app)
    await before.close()

    const byArgument = run(dataDir, ['nouveau-secret-1'])
    expect(byArgument.status, byArgument.stderr).toBe(0)
    expect(byArgument.stdout).toMatch(/Sessions fermées : 1/)

    const byStdin = run(dataDir, [], 'nouveau-secret-2\n')
    expect(byStdin.status, byStdin.stderr).toBe(0)

    const after = await createTestApp({ dataDir, env: { ADMIN_PASSWORD: undefined } })
    try {
      expect(countRows(after.app, 'admin_sessions')).toBe(0)
      const old = await after.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: TEST_PASSWORD },
      })
      expect(old.statusCode).toBe(401)
      await login(after.app, 'nouveau-secret-2')
    } finally {
      await after.close()
    }
  })

  it('refuses a password shorter than 8 characters', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'eglise-script-'))
    dirs.push(dataDir)
    const result = run(dataDir, ['court'])
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/au moins 8 caractères/)
  })
})
