import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, enrolAdministrator, forgetStaff } from './staff.ts'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

// A minute: the server compiles its TypeScript as it starts (tsx), which a machine busy with the
// unit tests beside the journeys can stretch past half a minute.
async function waitForHealth(baseURL: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`)
    try {
      const res = await fetch(`${baseURL}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`server did not answer ${baseURL}/api/health in ${timeoutMs} ms`)
}

/** Spawns `node --import tsx server/src/server.ts` in production mode on a fresh data folder. */
export async function startServer(options: { dataDir?: string; env?: Record<string, string> } = {}) {
  if (!existsSync('dist/client/index.html')) throw new Error('dist/client is missing: run `npm run build` first')
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'church-e2e-'))
  const port = await freePort()
  const adminPassword = E2E_ADMIN_PASSWORD
  const baseURL = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      // Every journey posts from 127.0.0.1: the per-address form limit would cut the run short.
      RATE_LIMIT_PUBLIC_MAX: '10000',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitForHealth(baseURL, child)
  // A reused data folder already has its administrator (and the secret file, when kept).
  if (!options.dataDir) await enrolAdministrator(baseURL, adminPassword, dataDir)
  return {
    baseURL,
    dataDir,
    adminEmail: E2E_ADMIN_EMAIL,
    adminPassword,
    child,
    async stop({ keepData = Boolean(options.dataDir) } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await exited
      }
      if (!keepData) {
        rmSync(dataDir, { recursive: true, force: true })
        forgetStaff(baseURL)
      }
    },
  }
}
