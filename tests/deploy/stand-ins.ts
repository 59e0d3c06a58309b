// The stand-ins of tests/deploy/upgrade-rollback.test.ts: git, npm and systemctl, whose effects
// the test cannot have (fetching a newer version of the site, installing, restarting a unit).
// `node scripts/backup.ts` runs for real; the new code's `npm run migrate` is imitated by applying
// a migration this code does not know; the first restart brings up a stand-in of the new version,
// the restart after a rollback the real server of this code.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { migrations } from '#server/migrations/index.ts'
import { openDatabase } from '#server/src/db/database.ts'
import { migrate } from '#server/src/db/migrate.ts'
import type { Shell } from '#scripts/shell.ts'
import { ROOT } from './run-script.ts'

export const OLD = 'a'.repeat(40)
export const NEW = 'b'.repeat(40)
export const FUTURE = {
  name: '2099-01-01-future',
  up: (db: ReturnType<typeof openDatabase>) => db.exec('ALTER TABLE member_registrations ADD COLUMN future_note TEXT'),
  down: () => undefined,
}

/** What the stand-ins started; the test stops them after each case. */
export const stops: (() => Promise<void>)[] = []

/** The server process of this code (the "old" one) on the site's DATA_DIR and PORT. */
function startOldServer(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, STATIC_DIR: path.join(env.DATA_DIR ?? '', 'no-build'), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  stops.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  })
  return child
}

/** A stand-in for the new version once restarted: it answers /api/health. */
function startNewVersion(port: number): () => Promise<void> {
  const server = http.createServer((_request, response) => response.end('{"status":"ok"}')).listen(port, '127.0.0.1')
  const stop = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()))
  stops.push(stop)
  return stop
}

export /** git, npm and systemctl stood in for; `node scripts/backup.ts` really runs. */
function fakeShell(env: Record<string, string>, options: { upstream?: string; failOn?: string } = {}) {
  const commands: string[] = []
  let head = OLD
  let stopNewVersion: (() => Promise<void>) | undefined
  const record = (program: string, args: readonly string[]) => {
    const line = [program === process.execPath ? 'node' : program, ...args].join(' ')
    commands.push(line)
    if (options.failOn && line.startsWith(options.failOn)) throw new Error(`${line} a échoué`)
    return line
  }
  const shell: Shell = {
    run(program, args) {
      const line = record(program, args)
      if (line.startsWith('git merge') || line.startsWith('git reset')) head = args.at(-1) ?? head
      if (line === 'node --import tsx scripts/migrate.ts') {
        const db = openDatabase(env.DATA_DIR ?? '')
        migrate(db, [...migrations, FUTURE])
        db.close()
      }
    },
    capture(program, args) {
      const line = record(program, args)
      if (line === 'git rev-parse HEAD') return head
      if (line === 'git rev-parse @{upstream}') return options.upstream ?? NEW
      return execFileSync(program, args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' }).trim()
    },
    sh(command) {
      commands.push(command)
      if (command === 'stop') void stopNewVersion?.()
      // The first restart brings the new version up, the one after a rollback this code.
      if (command === 'restart' && head === NEW) stopNewVersion = startNewVersion(Number(env.PORT))
      if (command === 'restart' && head === OLD) startOldServer(env)
    },
  }
  return { shell, commands }
}
