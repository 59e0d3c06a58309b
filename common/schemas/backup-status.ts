import { z } from 'zod'

export { BACKUP_STALE_AFTER_HOURS } from './backup-stale.ts'

/**
 * The last successful `npm run backup` (with its off-site copy when one is configured), as the
 * server reads it from DATA_DIR: reported by the health check, for an uptime monitor.
 */
export const backupStatusSchema = z.object({
  /** ISO instant, null when no backup has succeeded on this machine yet. */
  lastSuccessAt: z.string().nullable(),
  /** Whole seconds since then, null without a backup. */
  ageSeconds: z.number().int().nullable(),
  /** No backup, or the last one is older than BACKUP_STALE_AFTER_HOURS. */
  stale: z.boolean(),
  /** That backup was also copied off the machine (BACKUP_REMOTE). */
  offsite: z.boolean(),
})
export type BackupStatus = z.infer<typeof backupStatusSchema>
