// `npm run restore -- <copy.db>`: the server stopped, puts that backup copy in place of DATA_DIR's
// database and brings back the photos its folder kept (scripts/restore-database.ts). Refuses while
// the server answers on PORT. Start the server afterwards.
import { ConfigError, loadConfig } from '#server/src/config.ts'
import { restoreDatabase } from './restore-database.ts'

async function main(): Promise<number> {
  const file = process.argv[2]
  if (!file) {
    console.error('Usage : npm run restore -- <chemin de la copie church-….db>')
    return 1
  }
  const config = loadConfig()
  const { setAside, mediaCopied } = await restoreDatabase(config, file)
  console.log(`Base restaurée depuis ${file}.`)
  if (setAside) console.log(`L’ancienne base est gardée dans ${setAside}.`)
  if (mediaCopied > 0) console.log(`${mediaCopied} photo(s) remise(s) dans ${config.dataDir}/media.`)
  console.log('Démarrez le serveur.')
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `Restauration impossible : ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`,
    )
    process.exit(1)
  },
)
