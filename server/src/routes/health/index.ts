import { statfs } from 'node:fs/promises'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { backupStatusSchema } from '#common/schemas/backup-status.ts'
import { databaseWriteProbe } from './write-probe.ts'

const healthSchema = z.object({
  /** `ok`, or `error` with a 503 when the database cannot be written. */
  status: z.enum(['ok', 'error']),
  database: z.object({ writable: z.boolean() }),
  /** Space left on DATA_DIR's file system, for the database, the photos and the backups. */
  disk: z.object({ freeBytes: z.number().int(), totalBytes: z.number().int() }),
  backup: backupStatusSchema,
})

/** Liveness for the host's monitor: the database takes writes, the disk has room, backups run. */
const healthRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  const writable = databaseWriteProbe(app.db, app.now, (error) =>
    app.log.error({ err: error }, 'health check: the database refused a write'),
  )
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['santé'],
        summary: 'État du serveur, de la base, du disque et des sauvegardes',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const [disk, backup] = await Promise.all([statfs(dataDir), app.backupStatus()])
      const database = { writable: writable() }
      if (!database.writable) reply.code(503)
      return {
        status: database.writable ? ('ok' as const) : ('error' as const),
        database,
        disk: { freeBytes: disk.bavail * disk.bsize, totalBytes: disk.blocks * disk.bsize },
        backup,
      }
    },
  )
}
export default healthRoutes
