// Puts a backup copy in place of DATA_DIR's database, the server being stopped: `npm run restore`
// and `npm run rollback`. The database it replaces is moved aside, with its -wal and -shm (its
// last commits may still be in the -wal), into DATA_DIR/avant-restauration-<time>/, never deleted.
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { Config } from '#server/src/config.ts'
import { DATABASE_FILE } from '#server/src/db/database.ts'

export interface Restored {
  /** Where the replaced database went, if there was one. */
  setAside: string | undefined
  /** Photo files copied from the backup folder's media/ that DATA_DIR/media did not have. */
  mediaCopied: number
}

/** The address the configured server listens on, as a client reaches it. */
export function serverUrl(config: Pick<Config, 'host' | 'port'>): string {
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host === '::' ? '[::1]' : config.host
  return `http://${host}:${config.port}`
}

/** Whether something answers HTTP where the server would listen. */
export async function serverAnswers(config: Pick<Config, 'host' | 'port'>): Promise<boolean> {
  try {
    await fetch(`${serverUrl(config)}/api/health`, { signal: AbortSignal.timeout(2000) })
    return true
  } catch {
    return false
  }
}

function checkCopy(file: string) {
  if (!existsSync(file)) throw new Error(`${file} n’existe pas.`)
  const copy = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const check = copy.pragma('integrity_check', { simple: true })
    if (check !== 'ok') throw new Error(`${file} est corrompu (integrity_check : ${String(check)}).`)
    if (!copy.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'migrations'").get())
      throw new Error(`${file} n’est pas une sauvegarde de ce site (pas de table migrations).`)
  } finally {
    copy.close()
  }
}

/** Copies the files of `from` missing in `to`: a photo's file is written once, under a name never reused. */
function copyMissing(from: string, to: string): number {
  if (!existsSync(from)) return 0
  let copied = 0
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.partial')) continue
    const source = path.join(entry.parentPath, entry.name)
    const target = path.join(to, path.relative(from, source))
    if (existsSync(target)) continue
    mkdirSync(path.dirname(target), { recursive: true })
    copyFileSync(source, `${target}.partial`)
    renameSync(`${target}.partial`, target)
    copied += 1
  }
  return copied
}

export async function restoreDatabase(config: Config, backupFile: string, now = new Date()): Promise<Restored> {
  const copy = path.resolve(backupFile)
  if (await serverAnswers(config))
    throw new Error(`le serveur répond encore sur ${serverUrl(config)} : arrêtez-le d’abord.`)
  checkCopy(copy)

  const database = path.join(config.dataDir, DATABASE_FILE)
  let setAside: string | undefined
  if (existsSync(database)) {
    setAside = path.join(config.dataDir, `avant-restauration-${now.toISOString().slice(0, 19).replace(/:/g, '-')}`)
    mkdirSync(setAside)
    for (const suffix of ['', '-wal', '-shm'])
      if (existsSync(`${database}${suffix}`))
        renameSync(`${database}${suffix}`, path.join(setAside, `${DATABASE_FILE}${suffix}`))
  }
  // Under another name first: church.db is never half a file.
  rmSync(`${database}.partial`, { force: true })
  copyFileSync(copy, `${database}.partial`)
  renameSync(`${database}.partial`, database)

  const mediaCopied = copyMissing(path.join(path.dirname(copy), 'media'), path.join(config.dataDir, 'media'))
  return { setAside, mediaCopied }
}
