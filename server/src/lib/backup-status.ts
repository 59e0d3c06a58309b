// `npm run backup` records its last success in a small file of DATA_DIR; the server reads it to
// report the backup's age. A file rather than a row: the backup only reads the database, so that
// its copy is the snapshot it checked, and a failed run must leave the previous record untouched.
import { readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { BACKUP_STALE_AFTER_HOURS, type BackupStatus } from '#common/schemas/backup-status.ts'

export const BACKUP_STATUS_FILE = 'last-backup.json'

export interface BackupRecord {
  /** ISO instant the run finished. */
  at: string
  /** The database copy it wrote. */
  file: string
  offsite: boolean
}

/** Written under another name, then renamed: a reader never sees half a file. */
export async function recordBackupSuccess(dataDir: string, record: BackupRecord): Promise<void> {
  const target = path.join(dataDir, BACKUP_STATUS_FILE)
  await writeFile(`${target}.partial`, `${JSON.stringify(record, null, 2)}\n`)
  await rename(`${target}.partial`, target)
}

/** The recorded success, or undefined when there is none or it cannot be read. */
export async function readBackupRecord(dataDir: string): Promise<BackupRecord | undefined> {
  try {
    const record = JSON.parse(await readFile(path.join(dataDir, BACKUP_STATUS_FILE), 'utf8')) as Partial<BackupRecord>
    if (typeof record.at !== 'string' || Number.isNaN(Date.parse(record.at))) return undefined
    return { at: record.at, file: String(record.file ?? ''), offsite: record.offsite === true }
  } catch {
    return undefined
  }
}

export function backupStatus(record: BackupRecord | undefined, now: Date): BackupStatus {
  if (!record) return { lastSuccessAt: null, ageSeconds: null, stale: true, offsite: false }
  const ageSeconds = Math.max(0, Math.floor((now.getTime() - Date.parse(record.at)) / 1000))
  return {
    lastSuccessAt: record.at,
    ageSeconds,
    stale: ageSeconds > BACKUP_STALE_AFTER_HOURS * 3600,
    offsite: record.offsite,
  }
}
