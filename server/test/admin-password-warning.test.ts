// ADMIN_PASSWORD creates the first administrator, then is ignored: left in the environment file it
// is one more copy of a password to leak, so every start says to remove it.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ADMIN_PASSWORD_STILL_SET } from '../src/auth/staff-bootstrap.ts'
import { createTestApp } from './helper.ts'

const warnings = (logs: string[]) =>
  logs.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.level === 40)

describe('ADMIN_PASSWORD left set', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('is warned about at each start once an account exists, and not once removed', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'eglise-admin-env-'))
    dirs.push(dataDir)
    const first = await createTestApp({ dataDir })
    await first.close()
    expect(warnings(first.logs).map((line) => line.msg)).not.toContain(ADMIN_PASSWORD_STILL_SET)

    const again = await createTestApp({ dataDir })
    await again.close()
    expect(warnings(again.logs).map((line) => line.msg)).toContain(ADMIN_PASSWORD_STILL_SET)
    // The line names the setting, never its value.
    expect(again.logs.join('\n')).not.toContain(String(again.config.adminPassword))

    const removed = await createTestApp({ dataDir, env: { ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined } })
    await removed.close()
    expect(warnings(removed.logs).map((line) => line.msg)).not.toContain(ADMIN_PASSWORD_STILL_SET)
  })
})
