// The commands `npm run upgrade` and `npm run rollback` run, behind an interface so that a test
// can run the data steps for real and stand in for git, npm and systemctl.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import type { Config } from '#server/src/config.ts'
import { serverUrl } from './restore-database.ts'

/** The repository: every command runs there. */
export const ROOT = path.resolve(import.meta.dirname, '..')

export interface Shell {
  /** Runs a program, its output shown; throws when it fails. */
  run(program: string, args: readonly string[]): void
  /** Runs a program and returns its standard output, trimmed; throws when it fails. */
  capture(program: string, args: readonly string[]): string
  /** Runs a command line of the configuration (RESTART_COMMAND, STOP_COMMAND) with sh. */
  sh(command: string): void
}

export const realShell: Shell = {
  run: (program, args) => void execFileSync(program, args, { cwd: ROOT, stdio: 'inherit' }),
  capture: (program, args) =>
    execFileSync(program, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim(),
  sh: (command) => void execFileSync('sh', ['-c', command], { cwd: ROOT, stdio: 'inherit' }),
}

/** `node --import tsx scripts/<name>.ts …` with this Node: what `npm run <name>` runs. */
export const nodeScript = (name: string, ...args: string[]): [string, string[]] => [
  process.execPath,
  ['--import', 'tsx', `scripts/${name}.ts`, ...args],
]

/** Waits until the restarted server answers 200 on /api/health; throws after `timeoutMs`. */
export async function waitForHealth(config: Pick<Config, 'host' | 'port'>, timeoutMs = 60_000): Promise<void> {
  const url = `${serverUrl(config)}/api/health`
  const deadline = Date.now() + timeoutMs
  let last = 'pas de réponse'
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (response.ok) return
      last = `HTTP ${response.status}`
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`le serveur ne répond pas sur ${url} (${last}) : voir journalctl -u eglise.`)
}
