// `npm run rollback`, as the site's user on the server: undoes the last `npm run upgrade` (the
// previous code, the database copy taken before it), see scripts/upgrade-steps.ts.
import { ConfigError, loadConfig } from '#server/src/config.ts'
import { realShell } from './shell.ts'
import { rollback } from './upgrade-steps.ts'

try {
  const record = await rollback(loadConfig(), realShell)
  console.log(`Retour fait : ${record.from.slice(0, 12)}, base du ${record.at}.`)
  process.exit(0)
} catch (error) {
  console.error(
    `Retour en arrière interrompu : ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
}
