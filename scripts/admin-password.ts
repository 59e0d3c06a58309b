// Sets a new admin password: `npm run admin:password` (prompts), or with the password as argument,
// or piped on stdin. Stores only its scrypt hash in DATA_DIR's database and ends every session.
// Safe while the server runs (SQLite WAL): the new password works at once.
import { migrations } from '#server/migrations/index.ts'
import { hashPassword, MIN_PASSWORD_LENGTH } from '#server/src/auth/password.ts'
import { ConfigError, loadConfig } from '#server/src/config.ts'
import { createAdminRepository } from '#server/src/db/admin-repository.ts'
import { openDatabase } from '#server/src/db/database.ts'
import { migrate } from '#server/src/db/migrate.ts'

/** Reads a line from the terminal without echoing it. */
function readHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin
    process.stdout.write(question)
    stdin.setRawMode(true)
    stdin.setEncoding('utf8')
    stdin.resume()
    let value = ''
    const finish = () => {
      stdin.off('data', onData)
      stdin.setRawMode(false)
      stdin.pause()
      process.stdout.write('\n')
    }
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish()
          resolve(value)
          return
        }
        if (char === '\u0003' || char === '\u0004') {
          finish()
          reject(new Error('Annulé.'))
          return
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char
      }
    }
    stdin.on('data', onData)
  })
}

async function readPiped(): Promise<string> {
  let text = ''
  for await (const chunk of process.stdin) text += chunk
  return text.split(/\r?\n/)[0] ?? ''
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped()
  const password = await readHidden('Nouveau mot de passe administrateur : ')
  const again = await readHidden('Confirmez le mot de passe : ')
  if (password !== again) throw new Error('Les deux saisies ne correspondent pas.')
  return password
}

async function main(): Promise<number> {
  const config = loadConfig()
  const password = process.argv[2] ?? (await askPassword())
  if (password.length < MIN_PASSWORD_LENGTH) {
    console.error(`Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`)
    return 1
  }
  const credential = await hashPassword(password)
  const db = openDatabase(config.dataDir)
  try {
    migrate(db, migrations)
    const ended = createAdminRepository(db).replaceCredential(credential, new Date().toISOString())
    console.log(`Mot de passe administrateur enregistré dans ${config.dataDir}. Sessions fermées : ${ended}.`)
  } finally {
    db.close()
  }
  if (config.adminPassword !== undefined) {
    console.warn('Attention : ADMIN_PASSWORD est défini ; au prochain démarrage, le serveur le reprendra.')
  }
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
