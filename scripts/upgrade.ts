// `npm run upgrade`, as the site's user on the server: backup, git pull, npm ci, migrations,
// build, restart (scripts/upgrade-steps.ts). Exit code 1 and the failed step's name otherwise.
import { ConfigError, loadConfig } from '#server/src/config.ts'
import { realShell } from './shell.ts'
import { upgrade } from './upgrade-steps.ts'

try {
  const { record, changed } = await upgrade(loadConfig(), realShell)
  if (changed) console.log(`Mise à jour faite : ${record.from.slice(0, 12)} → ${record.to.slice(0, 12)}.`)
  process.exit(0)
} catch (error) {
  console.error(
    `Mise à jour interrompue : ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`,
  )
  console.error('Pour revenir à la version précédente et à sa base : npm run rollback (docs/deploy.md).')
  process.exit(1)
}
