// Sets a staff account's password: `npm run admin:password -- <email> [--keep-passkeys]`. The
// password is typed (hidden) or piped on standard input, never given as an argument (it would stay
// in the shell's history and in the process list). Its strength is checked as in the dashboard;
// only its scrypt hash is stored in DATA_DIR's database. Every session of that account ends and,
// unless --keep-passkeys, its passkeys are removed: this is the way back into an account someone
// else may hold, and a passkey they added would still let them in. The owner is told by e-mail
// (the outbox) and the audit log has a line. Safe while the server runs (SQLite WAL): the new
// password works at once.
import { ACCOUNT_AUDIT } from '#common/account-messages.ts'
import { checkPasswordStrength } from '#common/password-strength.ts'
import { migrations } from '#server/migrations/index.ts'
import { accountNotice } from '#server/src/auth/account-notices.ts'
import { hashPassword } from '#server/src/auth/password.ts'
import { ConfigError, loadConfig } from '#server/src/config.ts'
import { createAdminRepository } from '#server/src/db/admin-repository.ts'
import { createAuditLogRepository } from '#server/src/db/audit-log-repository.ts'
import { openDatabase } from '#server/src/db/database.ts'
import { migrate } from '#server/src/db/migrate.ts'
import { createOutboxRepository } from '#server/src/db/outbox-repository.ts'
import { createPasskeyRepository } from '#server/src/db/passkey-repository.ts'

/** Who the audit log says acted: no one is signed in on the server's terminal. */
const SERVER_ACTOR = 'Serveur (npm run admin:password)'
const KEEP_PASSKEYS = '--keep-passkeys'

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
  const password = await readHidden('Nouveau mot de passe : ')
  const again = await readHidden('Confirmez le mot de passe : ')
  if (password !== again) throw new Error('Les deux saisies ne correspondent pas.')
  return password
}

async function main(): Promise<number> {
  const config = loadConfig()
  const args = process.argv.slice(2)
  const keepPasskeys = args.includes(KEEP_PASSKEYS)
  const rest = args.filter((arg) => arg !== KEEP_PASSKEYS)
  if (rest.length !== 1 || rest[0]?.startsWith('-')) {
    console.error(
      `Usage : npm run admin:password -- <adresse e-mail du compte> [${KEEP_PASSKEYS}]  (le mot de passe est lu sur l’entrée standard ; sans ${KEEP_PASSKEYS}, les clés d’accès du compte sont retirées)`,
    )
    return 2
  }
  const email = rest[0] ?? ''
  const db = openDatabase(config.dataDir)
  try {
    migrate(db, migrations)
    const accounts = createAdminRepository(db)
    const account = accounts.findAccountByEmail(email)
    if (!account) {
      console.error(`Aucun compte n’utilise l’adresse ${email}.`)
      return 1
    }
    const password = await askPassword()
    const verdict = await checkPasswordStrength(password, [account.name, account.email])
    if (!verdict.ok) {
      console.error(verdict.message)
      return 1
    }
    const hashed = await hashPassword(password)
    const passkeys = createPasskeyRepository(db)
    const audit = createAuditLogRepository(db)
    const outbox = createOutboxRepository(db)
    const now = new Date()
    const ended = accounts.sessionsOf(account.id).length
    const removed = keepPasskeys ? 0 : passkeys.listFor(account.id).length
    db.transaction(() => {
      accounts.setPassword(account.id, hashed, now.toISOString())
      if (removed > 0) passkeys.removeAllOf(account.id)
      audit.record(
        {
          actor: SERVER_ACTOR,
          actorId: null,
          action: 'account.password',
          entity: 'staff_account',
          entityId: account.id,
          summary: ACCOUNT_AUDIT.passwordFromServer(removed),
        },
        now,
      )
      const mail = accountNotice(account, { kind: 'password-from-server', passkeysRemoved: removed }, now)
      if (mail) outbox.enqueue(mail, now.toISOString())
    })()
    const kept = keepPasskeys ? ` Clés d’accès gardées : ${passkeys.listFor(account.id).length}.` : ''
    console.log(
      `Mot de passe de ${account.email} enregistré dans ${config.dataDir}. Sessions fermées : ${ended}. Clés d’accès retirées : ${removed}.${kept}`,
    )
  } finally {
    db.close()
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
