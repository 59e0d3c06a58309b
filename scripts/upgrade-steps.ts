// The steps of `npm run upgrade` and `npm run rollback` (docs/deploy.md explains when to use
// them). Upgrade: git fetch, and if there is something new a labelled backup, a fast-forward to
// it, npm ci, the new code's migrations (first, so that a failed migration stops the upgrade
// before the running site's files change), the build, then RESTART_COMMAND and a wait for
// /api/health. Rollback: STOP_COMMAND, the pre-upgrade backup put
// back, the previous commit, npm ci, the build, RESTART_COMMAND. What was written to the
// database between the two is set aside with the replaced database, not merged back.
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Config } from '#server/src/config.ts'
import { restoreDatabase } from './restore-database.ts'
import { nodeScript, type Shell, waitForHealth } from './shell.ts'
import {
  readUpgradeRecord,
  UPGRADE_RECORD_FILE,
  type UpgradeRecord,
  upgradeRecordDir,
  writeUpgradeRecord,
} from './upgrade-record.ts'

export const PRE_UPGRADE_LABEL = 'avant-mise-a-jour'

/** A failed step, named, so that the message says where the upgrade or rollback stopped. */
export class StepError extends Error {
  constructor(
    public readonly step: string,
    cause: unknown,
  ) {
    super(`étape « ${step} » : ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
    this.name = 'StepError'
  }
}

type Log = (line: string) => void

async function step<T>(title: string, log: Log, action: () => T | Promise<T>): Promise<T> {
  log(`— ${title}`)
  try {
    return await action()
  } catch (error) {
    throw new StepError(title, error)
  }
}

async function restart(config: Config, shell: Shell, log: Log): Promise<void> {
  if (!config.restartCommand) {
    log('RESTART_COMMAND n’est pas défini : redémarrez le serveur vous-même.')
    return
  }
  await step('Redémarrage', log, async () => {
    shell.sh(config.restartCommand as string)
    await waitForHealth(config)
  })
}

export interface UpgradeOutcome {
  record: UpgradeRecord
  /** False when git fetch brought nothing new (nothing else was done, not even a backup). */
  changed: boolean
}

/** `recordDir`: where the record for the rollback goes, out of the server's reach (upgrade-record.ts). */
export async function upgrade(
  config: Config,
  shell: Shell,
  log: Log = console.log,
  recordDir = upgradeRecordDir(),
): Promise<UpgradeOutcome> {
  const at = new Date().toISOString()
  const from = shell.capture('git', ['rev-parse', 'HEAD'])
  await step('Récupération du code (git fetch)', log, () => shell.run('git', ['fetch']))
  const to = shell.capture('git', ['rev-parse', '@{upstream}'])
  if (to === from) {
    log('Déjà à jour : rien d’autre à faire.')
    return { record: { from, to, backup: '', at }, changed: false }
  }
  const backup = await step('Sauvegarde', log, () => {
    const file = shell.capture(...nodeScript('backup', '--label', PRE_UPGRADE_LABEL)).split('\n')[0]
    if (!file) throw new Error('la sauvegarde n’a pas donné de fichier.')
    return file
  })
  const record: UpgradeRecord = { from, to, backup, at }
  // Before the code or the database change: from here on, `npm run rollback` knows where to go back.
  writeUpgradeRecord(recordDir, record)
  await step('Nouvelle version (git merge --ff-only)', log, () => shell.run('git', ['merge', '--ff-only', to]))
  await step('Installation (npm ci)', log, () => shell.run('npm', ['ci', '--no-audit', '--no-fund']))
  // A new process: this one still runs the code (and knows the migrations) of before the merge.
  await step('Migrations', log, () => shell.run(...nodeScript('migrate')))
  await step('Construction (npm run build)', log, () => shell.run('npm', ['run', 'build']))
  await restart(config, shell, log)
  return { record, changed: true }
}

/**
 * The database copy the record names, if it is one `npm run upgrade` takes: in DATA_DIR/backups,
 * labelled. Anything else (another file of the machine) is refused.
 */
function preUpgradeCopy(config: Config, record: UpgradeRecord): string {
  const copy = path.resolve(record.backup)
  const labelled = path.basename(copy).endsWith(`-${PRE_UPGRADE_LABEL}.db`)
  if (path.dirname(copy) !== path.join(config.dataDir, 'backups') || !labelled)
    throw new Error(`la copie ${record.backup} n’est pas une copie d’avant mise à jour de DATA_DIR/backups.`)
  return copy
}

export async function rollback(
  config: Config,
  shell: Shell,
  log: Log = console.log,
  recordDir = upgradeRecordDir(),
): Promise<UpgradeRecord> {
  const record = readUpgradeRecord(recordDir)
  if (!record) {
    // Written by an earlier version, in a folder the server may write: not trusted.
    const unread = existsSync(path.join(config.dataDir, UPGRADE_RECORD_FILE))
      ? ` Le ${UPGRADE_RECORD_FILE} de DATA_DIR n’est plus lu (le serveur peut l’écrire) : revenez en arrière à la main (docs/deploy.md).`
      : ''
    throw new Error(`aucune mise à jour à annuler (pas de ${UPGRADE_RECORD_FILE} dans ${recordDir}).${unread}`)
  }
  const copy = preUpgradeCopy(config, record)
  if (record.rolledBackAt)
    throw new Error(`la mise à jour du ${record.at} a déjà été annulée le ${record.rolledBackAt}.`)
  log(`Retour à ${record.from.slice(0, 12)} et à la sauvegarde ${record.backup}.`)
  if (config.stopCommand) await step('Arrêt du serveur', log, () => shell.sh(config.stopCommand as string))
  await step('Restauration de la base', log, async () => {
    const { setAside } = await restoreDatabase(config, copy)
    if (setAside) log(`La base remplacée est gardée dans ${setAside}.`)
  })
  await step('Version précédente (git reset)', log, () => shell.run('git', ['reset', '--hard', record.from]))
  await step('Installation (npm ci)', log, () => shell.run('npm', ['ci', '--no-audit', '--no-fund']))
  await step('Construction (npm run build)', log, () => shell.run('npm', ['run', 'build']))
  const done = { ...record, rolledBackAt: new Date().toISOString() }
  writeUpgradeRecord(recordDir, done)
  await restart(config, shell, log)
  return done
}
