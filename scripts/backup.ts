// Online backup of the database and the uploaded photos: `npm run backup` (into DATA_DIR/backups)
// or `npm run backup -- <folder>`. Safe while the server runs: SQLite's backup API copies one
// consistent snapshot while the server keeps committing (WAL). Then deletes the nightly copies
// the rotation no longer keeps (backup-rotate.ts), mirrors the folder to BACKUP_REMOTE if set
// (backup-offsite.ts), and records the success in DATA_DIR/last-backup.json for the health check.
// Prints the backup's path, then, if there are photos, the folder they are kept in. Any failure:
// a French message on stderr, exit code 1, and the previous success left as the last one.
//
// `--label avant-mise-a-jour` names the copy `church-…-avant-mise-a-jour.db`: the rotation never
// deletes it (npm run upgrade keeps its own copy for a rollback this way).
//
// Restore: `npm run restore -- <copy>` (scripts/restore.ts), with the server stopped.
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import { ConfigError, loadConfig } from '#server/src/config.ts'
import { DATABASE_FILE } from '#server/src/db/database.ts'
import { recordBackupSuccess } from '#server/src/lib/backup-status.ts'
import { copyOffsite } from './backup-offsite.ts'
import { backupsToRemove } from './backup-rotate.ts'

/** `church-2026-11-22T14-05-09.db` (UTC): sorts by date, no colon (Windows, URLs). */
function backupFileName(now: Date, label: string | undefined): string {
  return `church-${now.toISOString().slice(0, 19).replace(/:/g, '-')}${label ? `-${label}` : ''}.db`
}

function removeWithSidecars(file: string) {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true })
}

async function backup(dataDir: string, destDir: string, now: Date, label: string | undefined): Promise<string> {
  const source = path.join(dataDir, DATABASE_FILE)
  if (!existsSync(source)) throw new Error(`Aucune base à sauvegarder : ${source} n’existe pas.`)
  // Each copy holds every registration: readable by the server's user only, like the database.
  mkdirSync(destDir, { recursive: true, mode: 0o700 })
  const target = path.join(destDir, backupFileName(now, label))
  if (existsSync(target)) throw new Error(`${target} existe déjà : relancez dans une seconde.`)
  // Written under another name first, so a file named church-*.db is always a complete, checked copy.
  const partial = `${target}.partial`
  removeWithSidecars(partial)

  const db = new Database(source, { readonly: true, fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    // Every page in one step, i.e. inside one read transaction: a single consistent snapshot
    // that the server's commits cannot restart half-way (smaller steps restart on each write).
    await db.backup(partial, { progress: () => 0x7fffffff })
  } finally {
    db.close()
  }

  const copy = new Database(partial, { fileMustExist: true })
  try {
    const check = copy.pragma('integrity_check', { simple: true })
    if (check !== 'ok') throw new Error(`La copie est corrompue (integrity_check : ${String(check)}).`)
    // A self-contained file (no -wal beside it) for archiving; the server turns WAL back on at start.
    copy.pragma('journal_mode = DELETE')
  } catch (error) {
    copy.close()
    removeWithSidecars(partial)
    throw error
  }
  copy.close()
  renameSync(partial, target)
  return target
}

/**
 * Copies the uploaded photos (DATA_DIR/media) into `destDir/media`, taken after the database so
 * that every row of the copy finds its files. Only the files not there yet: the server writes a
 * file once, under a name it never reuses, so a file already copied is the same file. Files of
 * photos deleted since are kept, so an older database copy still finds its photos. The server's
 * hidden temporary files (`.name.tmp`, being written) are skipped. Returns the folder and how
 * many files were new, or nothing when there is no photo.
 */
function copyMedia(dataDir: string, destDir: string): { folder: string; copied: number } | undefined {
  const source = path.join(dataDir, 'media')
  if (!existsSync(source)) return undefined
  const folder = path.join(destDir, 'media')
  let copied = 0
  let files = 0
  for (const entry of readdirSync(source, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue
    files += 1
    const from = path.join(entry.parentPath, entry.name)
    const to = path.join(folder, path.relative(source, from))
    if (existsSync(to)) continue
    mkdirSync(path.dirname(to), { recursive: true })
    // Under another name first, so a file with the photo's name is always complete.
    copyFileSync(from, `${to}.partial`)
    renameSync(`${to}.partial`, to)
    copied += 1
  }
  return files > 0 ? { folder, copied } : undefined
}

/** Deletes the nightly copies the rotation no longer keeps; returns how many. */
function rotate(destDir: string): number {
  const removed = backupsToRemove(readdirSync(destDir))
  for (const name of removed) rmSync(path.join(destDir, name), { force: true })
  return removed.length
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ options: { label: { type: 'string' } }, allowPositionals: true })
  if (values.label !== undefined && !/^[a-z0-9-]{1,40}$/.test(values.label))
    throw new Error('--label : lettres minuscules, chiffres et tirets seulement.')
  const config = loadConfig()
  const destDir = path.resolve(positionals[0] ?? path.join(config.dataDir, 'backups'))
  const file = await backup(config.dataDir, destDir, new Date(), values.label)
  console.log(file)
  const media = copyMedia(config.dataDir, destDir)
  if (media)
    console.log(
      `${media.folder} (${media.copied} nouveau${media.copied > 1 ? 'x' : ''} fichier${media.copied > 1 ? 's' : ''})`,
    )
  // On stderr: stdout is the copy's path, then the photos' folder, which npm run upgrade reads.
  const removed = rotate(destDir)
  if (removed > 0)
    console.error(`Rotation : ${removed} ancienne${removed > 1 ? 's copies supprimées' : ' copie supprimée'}.`)
  if (config.backupRemote) copyOffsite(config.backupRemote, destDir)
  await recordBackupSuccess(config.dataDir, {
    at: new Date().toISOString(),
    file,
    offsite: config.backupRemote !== undefined,
  })
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `Sauvegarde impossible : ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`,
    )
    process.exit(1)
  },
)
