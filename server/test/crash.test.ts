// Durability: a registration answered 201 must survive the process being killed right after.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { TEST_PASSWORD, validMember } from './helper.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

const children: ChildProcess[] = []

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: TEST_PASSWORD,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(dataDir, 'no-build'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  children.push(child)
  let stderr = ''
  child.stderr?.on('data', (chunk) => (stderr += chunk))
  const deadline = Date.now() + 8_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`server did not start: ${stderr}`)
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())))
}

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL')
      await exited(child)
    }
  }
})

describe('crash durability', () => {
  it('keeps an acknowledged registration after SIGKILL', { timeout: 20_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'eglise-crash-'))
    try {
      const port = await freePort()
      const base = `http://127.0.0.1:${port}`
      const first = await startServer(dataDir, port)
      const response = await fetch(`${base}/api/members/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(validMember({ firstName: 'Durable' })),
      })
      expect(response.status).toBe(201)
      first.kill('SIGKILL')
      await exited(first)
      expect(first.signalCode).toBe('SIGKILL')

      await startServer(dataDir, port)
      const signIn = await fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: TEST_PASSWORD }),
      })
      expect(signIn.status).toBe(204)
      const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
      const members = await fetch(`${base}/api/admin/members`, { headers: { cookie } })
      const { items } = (await members.json()) as { items: Array<{ id: number; firstName: string }> }
      expect(items).toEqual([expect.objectContaining({ id: (await response.json()).id, firstName: 'Durable' })])
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('closes cleanly on SIGTERM (exit code 0)', { timeout: 15_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'eglise-term-'))
    try {
      const child = await startServer(dataDir, await freePort())
      child.kill('SIGTERM')
      await exited(child)
      expect(child.exitCode).toBe(0)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('refuses to start on a bad setting, naming it (exit code 1)', { timeout: 15_000 }, () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: 'abc', DATA_DIR: path.join(tmpdir(), 'eglise-never-used') },
      encoding: 'utf8',
      timeout: 10_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/PORT/)
  })
})
