import type { BackupStatus } from '#common/schemas/backup-status.ts'
import { backupStatus, readBackupRecord } from '../lib/backup-status.ts'
import { globalPlugin } from '../lib/global-plugin.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The last successful `npm run backup` and its age, read from DATA_DIR at each call. */
    backupStatus: () => Promise<BackupStatus>
  }
}

/** One reader of the backup record for every route that reports it (the health check, the dashboard). */
export default globalPlugin<{ dataDir: string }>('backup-status', async (app, { dataDir }) => {
  app.decorate('backupStatus', async () => backupStatus(await readBackupRecord(dataDir), app.now()))
})
