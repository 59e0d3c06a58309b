// Runs one of the npm scripts the way npm does (`node --import tsx scripts/<name>.ts`), without
// npm, asynchronously, so that a server started by the same test keeps answering meanwhile.
import { spawn } from 'node:child_process'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')

export interface ScriptResult {
  code: number | null
  stdout: string
  stderr: string
}

export function runScript(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<ScriptResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}
