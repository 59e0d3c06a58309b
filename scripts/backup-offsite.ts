// The off-site step of `npm run backup`: the whole backup folder (database copies and photos)
// mirrored to BACKUP_REMOTE, so that the copies outlive the machine. A mirror: the remote holds
// the same rotated copies as the folder, no more. Keeping history against a compromised machine
// is the remote's job (snapshots of the storage box or bucket).
import { spawnSync } from 'node:child_process'
import type { BackupRemote } from '#server/src/config.ts'

/** The program and its arguments. Never through a shell: the target is copied as given. */
export function offsiteCommand(remote: BackupRemote, folder: string): [string, string[]] {
  if (remote.tool === 'rclone') return ['rclone', ['sync', '--exclude', '*.partial', folder, remote.target]]
  // BatchMode: under the nightly timer there is nobody to type an ssh password; fail instead.
  return ['rsync', ['-a', '--delete', '--exclude=*.partial', '-e', 'ssh -o BatchMode=yes', `${folder}/`, remote.target]]
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
