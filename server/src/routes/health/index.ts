import { statfs } from 'node:fs/promises'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { backupStatusSchema } from '#common/schemas/backup-status.ts'
import { databaseWriteProbe } from './write-probe.ts'

const healthSchema = z.object({
  /** `ok`, or `error` with a 503 when the database cannot be written: all a visitor is told. */
  status: z.enum(['ok', 'error']),
  // The details, for the machine itself and a signed-in administrator only: the backup's age,
  // whether a copy left the machine and the disk's size tell a visitor when and where to strike.
  database: z.object({ writable: z.boolean() }).optional(),
  /** Space left on DATA_DIR's file system, for the database, the photos and the backups. */
  disk: z.object({ freeBytes: z.number().int(), totalBytes: z.number().int() }).optional(),
  backup: backupStatusSchema.optional(),
})

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * `curl http://127.0.0.1:3000/api/health` on the machine, or an administrator's session. A request
 * through Caddy also comes from the loopback, but always carries X-Forwarded-For: it is a visitor's.
 */
function mayReadDetails(request: FastifyRequest): boolean {
  const direct = LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined
  if (direct) return true
  const session = request.server.adminAuth.readSession(request)
  return session?.account.role === 'administrateur' && session.step === null
}

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
        summary:
          'État du serveur (ok ou non) ; base, disque et sauvegardes pour la machine elle-même et les administrateurs',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      // The answer depends on who asks: never kept by a cache.
      reply.header('cache-control', 'no-store')
      const database = { writable: writable() }
      if (!database.writable) reply.code(503)
      const status = database.writable ? ('ok' as const) : ('error' as const)
      if (!mayReadDetails(request)) return { status }
      const [disk, backup] = await Promise.all([statfs(dataDir), app.backupStatus()])
      return {
        status,
        database,
        disk: { freeBytes: disk.bavail * disk.bsize, totalBytes: disk.blocks * disk.bsize },
        backup,
      }
    },
  )
}
export default healthRoutes
