// The first administrator, at start-up. Nothing here ever prints a password.
import type { FastifyBaseLogger } from 'fastify'
import { checkPasswordStrength } from '#common/password-strength.ts'
import { ACCESS_PAGE_PATH, TOKEN_FRAGMENT } from '#common/schemas/staff-account.ts'
import type { AdminRepository } from '../db/admin-repository.ts'
import { hashPassword, type ScryptParams } from './password.ts'
import { newLinkToken } from './session-token.ts'

export const LINK_LIFETIME_MS = 72 * 60 * 60_000
/** The e-mail a migrated installation's administrator signs in with until they give theirs. */
export const MIGRATED_ADMIN_EMAIL = 'admin'

interface BootstrapOptions {
  admin: AdminRepository
  email: string | undefined
  password: string | undefined
  params: ScryptParams
  publicUrl: string
  now: () => Date
  log: FastifyBaseLogger
  /** Where the set-up link is shown (stdout). */
  print: (text: string) => void
}

export class WeakAdminPasswordError extends Error {
  constructor(reason: string) {
    super(`ADMIN_PASSWORD refused: ${reason} Choose a longer, less common one (12 to 128 characters).`)
    this.name = 'WeakAdminPasswordError'
  }
}

export const ADMIN_PASSWORD_STILL_SET =
  'ADMIN_PASSWORD is still set, but accounts exist: it is ignored. Remove ADMIN_PASSWORD and ADMIN_EMAIL from the environment file (/etc/eglise/eglise.env).'

export const accessLink = (publicUrl: string, token: string) =>
  `${publicUrl}${ACCESS_PAGE_PATH}#${TOKEN_FRAGMENT}=${token}`

/**
 * - No account: ADMIN_EMAIL and ADMIN_PASSWORD both set → the first administrator (a weak password
 *   stops the start); otherwise a single-use set-up link (72 h) is printed.
 * - Accounts exist: environment passwords are ignored, and a warning asks to remove one still set
 *   (a password left in the environment file is one more copy to leak); a migrated
 *   administrator is reminded to sign in with the e-mail `admin`.
 */
export async function ensureFirstAdministrator(options: BootstrapOptions): Promise<void> {
  const { admin, email, password, now, log } = options
  if (admin.countAccounts() > 0) {
    if (password) log.warn(ADMIN_PASSWORD_STILL_SET)
    if (admin.findAccountByEmail(MIGRATED_ADMIN_EMAIL))
      log.warn(
        'the former shared admin password is now the first administrator’s: sign in with the e-mail "admin" and that password, then give a name and an e-mail',
      )
    return
  }
  if (email && password) {
    const verdict = await checkPasswordStrength(password, [email])
    if (!verdict.ok) throw new WeakAdminPasswordError(verdict.message ?? '')
    const at = now().toISOString()
    const name = 'Administrateur'
    admin.createAccount({
      name,
      email,
      role: 'administrateur',
      status: 'actif',
      password: await hashPassword(password, options.params),
      now: at,
    })
    log.info({ email }, 'first administrator created from ADMIN_EMAIL and ADMIN_PASSWORD')
    return
  }
  if (password || email) log.warn('ADMIN_EMAIL and ADMIN_PASSWORD must both be set to create the first administrator')
  const { token, hash } = newLinkToken()
  const created = now()
  const expiresAt = new Date(created.getTime() + LINK_LIFETIME_MS)
  admin.insertToken({
    tokenHash: hash,
    accountId: null,
    purpose: 'setup',
    createdAt: created.toISOString(),
    expiresAt: expiresAt.toISOString(),
  })
  log.info({ expiresAt: expiresAt.toISOString() }, 'no staff account yet: set-up link printed')
  options.print(banner(accessLink(options.publicUrl, token), expiresAt))
}

function banner(link: string, expiresAt: Date): string {
  const line = '='.repeat(72)
  return [
    line,
    '  Aucun compte administrateur / No administrator account yet.',
    '  Ouvrez ce lien à usage unique pour créer le premier (valable 72 h) /',
    '  Open this single-use link to create the first one (valid 72 h):',
    '',
    `      ${link}`,
    '',
    `  Expire le / Expires: ${expiresAt.toISOString()}`,
    line,
    '',
  ].join('\n')
}
