// Caddy with deploy/Caddyfile in front of a running server, on loopback only: the site
// `localhost` (Caddy's own local certificate authority), unprivileged ports, a temporary home
// for Caddy's certificates and settings. Used by tests/e2e/deploy-caddy.e2e.ts and the bench.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './server.ts'

/** Every name resolves to this loopback address: Caddy listens there only, not on ::1. */
export const loopbackLookup: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }])
  else callback(null, '127.0.0.1', 4)
}

export interface RunningCaddy {
  /** `https://localhost:<port>` */
  origin: string
  httpsPort: number
  httpPort: number
  /** The local authority's root certificate, to trust in the clients. */
  ca: Buffer
  /** The certificate Caddy serves for localhost (Chromium is told to accept its key). */
  leaf: Buffer
  /** What Caddy logged (JSON lines). */
  log: () => string
  stop: () => Promise<void>
}

async function waitForHttps(port: number, child: ChildProcess, log: () => string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.pid === undefined) throw new Error(`caddy stopped: ${log()}`)
    const answered = await new Promise<boolean>((resolve) => {
      const request = https.get(
        { host: 'localhost', port, path: '/api/health', lookup: loopbackLookup, rejectUnauthorized: false },
        (response) => {
          response.resume()
          resolve(response.statusCode === 200)
        },
      )
      request.on('error', () => resolve(false))
    })
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`caddy did not answer on https://localhost:${port} in ${timeoutMs} ms: ${log()}`)
}

export async function startCaddy(appPort: number): Promise<RunningCaddy> {
  const home = mkdtempSync(path.join(tmpdir(), 'eglise-caddy-'))
  const [httpPort, httpsPort] = [await freePort(), await freePort()]
  const child = spawn('caddy', ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: path.join(home, 'data'),
      XDG_CONFIG_HOME: path.join(home, 'config'),
      SITE_DOMAIN: 'localhost',
      APP_PORT: String(appPort),
      HTTP_PORT: String(httpPort),
      HTTPS_PORT: String(httpsPort),
      CADDY_BIND: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    // No caddy on the PATH: say how to get it (.ci/run installs it).
    child.once('error', (error) => {
      output += `caddy could not start (${error.message}): apt-get install -y caddy`
      resolve()
    })
  })
  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    rmSync(home, { recursive: true, force: true })
  }
  try {
    await waitForHttps(httpsPort, child, () => output)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    origin: `https://localhost:${httpsPort}`,
    httpsPort,
    httpPort,
    ca: readFileSync(path.join(home, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt')),
    leaf: readFileSync(path.join(home, 'data', 'caddy', 'certificates', 'local', 'localhost', 'localhost.crt')),
    log: () => output,
    stop,
  }
}
