import type { FastifyBaseLogger } from 'fastify'
import type { AdminRepository } from '../db/admin-repository.ts'
import { generatePassword, hashPassword, needsRehash, verifyPassword, type ScryptParams } from './password.ts'

interface BootstrapOptions {
  admin: AdminRepository
  /** ADMIN_PASSWORD, when set. */
  password: string | undefined
  params: ScryptParams
  now: () => Date
  log: FastifyBaseLogger
  /** Where the generated password is shown once (stdout). */
  print: (text: string) => void
}

/**
 * Makes sure an admin password exists at start-up:
 * - ADMIN_PASSWORD set: stored unless the stored hash already matches it (then only a stronger
 *   hash is written if our parameters went up). A changed password ends all sessions.
 * - unset, nothing stored: a random password is generated, shown once, and only its hash kept.
 * - unset, one stored (e.g. by `npm run admin:password`): left alone.
 */
export async function ensureAdminPassword(options: BootstrapOptions): Promise<void> {
  const { admin, password, params, now, log } = options
  const stored = admin.getCredential()
  if (password !== undefined) {
    if (stored && (await verifyPassword(password, stored))) {
      if (needsRehash(stored, params))
        admin.replaceCredential(await hashPassword(password, params), now().toISOString(), false)
      return
    }
    admin.replaceCredential(await hashPassword(password, params), now().toISOString())
    log.info(stored ? 'admin password updated from ADMIN_PASSWORD' : 'admin password stored from ADMIN_PASSWORD')
    return
  }
  if (stored) return
  const generated = generatePassword()
  admin.replaceCredential(await hashPassword(generated, params), now().toISOString())
  options.print(banner(generated))
}

function banner(password: string): string {
  const line = '='.repeat(72)
  return [
    line,
    '  Mot de passe administrateur généré / Generated admin password:',
    '',
    `      ${password}`,
    '',
    '  Notez-le maintenant : il ne sera plus affiché. / Write it down now: it will not be shown again.',
    '  Pour le changer / To change it: npm run admin:password',
    line,
    '',
  ].join('\n')
}
