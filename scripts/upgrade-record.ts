// What `npm run upgrade` leaves for `npm run rollback`: the version it came from, the copy of the
// database it took first, and whether it was already undone. Kept in the site user's own state
// folder (~/.local/state/eglise), not in DATA_DIR: the server may write DATA_DIR, and a record it
// could rewrite would choose which code and which database the rollback puts back. The service
// sees the user's home read-only (ProtectSystem=strict in deploy/eglise.service).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import path from 'node:path'
import { z } from 'zod'

export const UPGRADE_RECORD_FILE = 'last-upgrade.json'

const commit = z.string().regex(/^[0-9a-f]{40}$/, { error: 'un commit git (40 caractères hexadécimaux)' })

const upgradeRecordSchema = z.object({
  /** The git commit before the upgrade. */
  from: commit,
  /** The git commit it installed. */
  to: commit,
  /** The database copy taken before anything changed. */
  backup: z.string(),
  /** ISO instant the upgrade started. */
  at: z.string(),
  /** ISO instant `npm run rollback` put `from` back, if it did. */
  rolledBackAt: z.string().optional(),
})
export type UpgradeRecord = z.infer<typeof upgradeRecordSchema>

/** `$XDG_STATE_HOME/eglise`, by default `~/.local/state/eglise` (/srv/eglise/.local/state/eglise). */
export function upgradeRecordDir(env: NodeJS.ProcessEnv = process.env, home = homedir()): string {
  return path.join(env.XDG_STATE_HOME || path.join(home, '.local', 'state'), 'eglise')
}

/** Written whole (under another name, then renamed), readable by the site's user only. */
export function writeUpgradeRecord(dir: string, record: UpgradeRecord): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const file = path.join(dir, UPGRADE_RECORD_FILE)
  writeFileSync(`${file}.partial`, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 })
  renameSync(`${file}.partial`, file)
}

/** The record, checked; throws naming what is wrong in a record that is not one. */
export function readUpgradeRecord(dir: string): UpgradeRecord | undefined {
  const file = path.join(dir, UPGRADE_RECORD_FILE)
  if (!existsSync(file)) return undefined
  const parsed = upgradeRecordSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success)
    throw new Error(
      `${file} n’est pas un relevé de mise à jour valable (${parsed.error.issues.map((issue) => `${issue.path.join('.')} : ${issue.message}`).join(' ; ')}).`,
    )
  return parsed.data
}
