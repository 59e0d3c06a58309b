// The real server as a separate process (`node --import tsx server/src/server.ts`), for what
// `inject` cannot show: SIGKILL, SIGTERM, a backup taken while it writes, and the load bench.
import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import { createServer } from 'node:net'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const SERVER_PASSWORD = 'mot-de-passe-du-processus'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export interface ServerProcess {
  baseURL: string
  child: ChildProcess
  /** What the server wrote on stderr so far (start-up failures, crashes). */
  stderr: () => string
  /** Resolves with the exit code and signal once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** Sends `signal` and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** Starts the production server on `dataDir` (no front-end build needed) and waits for /api/health. */
export async function startServerProcess(options: {
  dataDir: string
  env?: Record<string, string>
  timeoutMs?: number
}): Promise<ServerProcess> {
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      ADMIN_PASSWORD: SERVER_PASSWORD,
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(options.dataDir, 'no-front-end-build'),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    return exited
  }

  const deadline = Date.now() + (options.timeoutMs ?? 20_000)
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`)
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return { baseURL, child, stderr: () => stderr, exited, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await stop('SIGKILL')
  throw new Error(`server did not answer /api/health: ${stderr}`)
}

export interface JsonAnswer {
  status: number
  body: unknown
}

/**
 * POSTs JSON with node:http on the given agent (fetch shares one pool for the whole process, so
 * sockets to a killed server would linger into the next round). Rejects on a connection error.
 */
export function postJson(
  url: string,
  payload: unknown,
  agent?: http.Agent,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const body = JSON.stringify(payload)
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => {
          let parsed: unknown = text
          try {
            parsed = JSON.parse(text)
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: response.statusCode ?? 0, body: parsed })
        })
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}
