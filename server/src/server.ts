// Entry point: `node --import tsx server/src/server.ts`.
import { buildApp } from './app.ts'
import { ConfigError, loadConfig, type Config } from './config.ts'
import { NewerDatabaseError } from './db/migrate.ts'

// Past this, a stuck request must not keep the process from stopping (the host will kill it anyway).
const SHUTDOWN_TIMEOUT_MS = 10_000

function readConfig(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

const config = readConfig()
const app = await buildApp(config).catch((error: unknown) => {
  // Before the app exists its logger does not either: a failed migration or an unreadable
  // DATA_DIR is reported on stderr.
  if (error instanceof NewerDatabaseError) console.error(`Démarrage refusé / Start refused: ${error.message}`)
  else console.error('Could not start the server:', error)
  process.exit(1)
})

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down: finishing in-flight requests')
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out')
    process.exit(1)
  }, SHUTDOWN_TIMEOUT_MS)
  timer.unref()
  try {
    // Stops accepting connections, lets in-flight requests finish, then closes the database.
    await app.close()
    process.exit(0)
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down')
    process.exit(1)
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'))
process.once('SIGINT', () => void shutdown('SIGINT'))

try {
  await app.listen({ port: config.port, host: config.host })
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host
  console.log(`Serveur prêt / Server ready: http://${shownHost}:${config.port}`)
} catch (error) {
  app.log.fatal({ err: error }, 'could not start the server')
  await app.close().catch(() => undefined)
  process.exit(1)
}
