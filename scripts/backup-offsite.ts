// The off-site step of `npm run backup`: the backup folder (database copies and photos) copied to
// BACKUP_REMOTE, so that the copies outlive the machine. Copied, never mirrored: nothing on the
// remote is deleted or overwritten from here, so the rotation of the local folder, or someone in
// control of this machine running the same command, cannot wipe the history kept there. Every file
// of the folder is written once under a name never reused, so a copy never needs to replace one.
// Old copies are pruned on the remote's side (its retention rules), ideally with credentials that
// cannot delete at all (docs/deploy.md, step 9).
import { spawnSync } from 'node:child_process'
import type { BackupRemote } from '#server/src/config.ts'

/** The program and its arguments. Never through a shell: the target is copied as given. */
export function offsiteCommand(remote: BackupRemote, folder: string): [string, string[]] {
  // `copy`, not `sync`; --immutable refuses to change a file already there.
  if (remote.tool === 'rclone')
    return ['rclone', ['copy', '--immutable', '--exclude', '*.partial', folder, remote.target]]
  // No --delete; --ignore-existing leaves a file already there as it is. BatchMode: under the
  // nightly timer there is nobody to type an ssh password; fail instead.
  return [
    'rsync',
    ['-a', '--ignore-existing', '--exclude=*.partial', '-e', 'ssh -o BatchMode=yes', `${folder}/`, remote.target],
  ]
}

/** Runs the copy; its output goes to stderr, stdout being the backup's list of paths. Throws on failure. */
export function copyOffsite(remote: BackupRemote, folder: string): void {
  const [program, args] = offsiteCommand(remote, folder)
  const result = spawnSync(program, args, { stdio: ['ignore', 2, 'inherit'] })
  if (result.error)
    throw new Error(`Copie hors de la machine impossible : ${program} introuvable (${result.error.message}).`)
  if (result.status !== 0)
    throw new Error(
      `Copie hors de la machine impossible : ${program} a échoué (code ${result.status ?? result.signal}).`,
    )
}
