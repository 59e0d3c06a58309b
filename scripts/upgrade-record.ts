// What `npm run upgrade` leaves for `npm run rollback`: the version it came from, the copy of the
// database it took first, and whether it was already undone. Kept in DATA_DIR, beside the data it
// speaks of, written whole (under another name, then renamed).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const UPGRADE_RECORD_FILE = 'last-upgrade.json'

export interface UpgradeRecord {
  /** The git commit before the upgrade. */
  from: string
  /** The git commit it installed. */
  to: string
  /** The database copy taken before anything changed. */
  backup: string
  /** ISO instant the upgrade started. */
  at: string
  /** ISO instant `npm run rollback` put `from` back, if it did. */
  rolledBackAt?: string
}

export function writeUpgradeRecord(dataDir: string, record: UpgradeRecord): void {
  const file = path.join(dataDir, UPGRADE_RECORD_FILE)
  writeFileSync(`${file}.partial`, `${JSON.stringify(record, null, 2)}\n`)
  renameSync(`${file}.partial`, file)
}

export function readUpgradeRecord(dataDir: string): UpgradeRecord | undefined {
  const file = path.join(dataDir, UPGRADE_RECORD_FILE)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as UpgradeRecord) : undefined
}
