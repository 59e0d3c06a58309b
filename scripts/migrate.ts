// `npm run migrate`: applies the migrations DATA_DIR's database does not have yet, as the server
// does when it starts. `npm run upgrade` runs it with the new code before the build, whose
// prerendering reads the database with the new code's queries. Safe while the server runs:
// each migration is one transaction.
import { migrations } from '#server/migrations/index.ts'
import { ConfigError, loadConfig } from '#server/src/config.ts'
import { openDatabase } from '#server/src/db/database.ts'
import { migrate } from '#server/src/db/migrate.ts'

try {
  const config = loadConfig()
  const db = openDatabase(config.dataDir)
  try {
    const applied = migrate(db, migrations)
    console.log(applied.length > 0 ? `Migrations appliquées : ${applied.join(', ')}.` : 'Base déjà à jour.')
  } finally {
    db.close()
  }
} catch (error) {
  console.error(
    `Migration impossible : ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
}
