import fastifyCookie from '@fastify/cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SessionPendingStep } from '#common/schemas/staff-account.ts'
import { LoginThrottle, type LoginThrottleOptions } from '../auth/login-throttle.ts'
import { hashPassword, needsRehash, verifyPassword, type ScryptParams, type StoredPassword } from '../auth/password.ts'
import { hashSessionId, newSessionId } from '../auth/session-token.ts'
import { ensureFirstAdministrator, MIGRATED_ADMIN_EMAIL } from '../auth/staff-bootstrap.ts'
import type { AccountRow, SessionRow } from '../db/admin-repository.ts'
import { globalPlugin } from '../lib/global-plugin.ts'

/** A session ends after 2 hours without a request… */
export const SESSION_IDLE_MS = 2 * 60 * 60_000
/** …and 12 hours after sign-in, whatever happens. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000
// Writing last_seen_at on every request would turn each admin read into a disk write.
const TOUCH_INTERVAL_MS = 60_000

/** The signed-in session with its account, as the guard found it. */
export interface AdminSession extends SessionRow {
  account: AccountRow
  /** What is still to do before the whole dashboard opens (null: nothing). */
  step: SessionPendingStep | null
  expiresAt: string
}

export interface AdminAuth {
  throttle: LoginThrottle
  passwordParams: ScryptParams
  /** PUBLIC_URL: the start of the links sent to staff. */
  publicUrl: string
  /** Checks an account's password; unknown or without a password, a dummy hash costs the same time. */
  checkPassword(account: AccountRow | undefined, password: string): Promise<boolean>
  readSession(request: FastifyRequest): AdminSession | undefined
  startSession(request: FastifyRequest, reply: FastifyReply, account: AccountRow): void
  endSession(request: FastifyRequest, reply: FastifyReply): void
  /** The hash of the session cookie of this request (to tell "this session" apart). */
  currentIdHash(request: FastifyRequest): string | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    adminAuth: AdminAuth
  }
  interface FastifyRequest {
    adminSession: AdminSession | null
  }
}

interface AuthOptions {
  adminEmail: string | undefined
  adminPassword: string | undefined
  passwordParams: ScryptParams
  publicUrl: string
  print: (text: string) => void
  throttle?: LoginThrottleOptions
}

/** Over HTTPS the cookie takes the __Host- prefix: Secure, Path=/, no Domain, cannot be planted. */
export const cookieNameFor = (request: FastifyRequest) => (request.protocol === 'https' ? '__Host-session' : 'session')
const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: '/',
  secure: request.protocol === 'https',
})

/** The step an account still has to take, whatever session it signs in with. */
export function pendingStepOf(account: AccountRow): SessionPendingStep | null {
  if (account.email === MIGRATED_ADMIN_EMAIL || !account.email.includes('@') || account.name === '') return 'profile'
  if (account.role === 'administrateur' && !account.totpSecret) return 'second-factor'
  return null
}

/** Staff accounts' sign-in: the first administrator at start-up, throttling, server-side sessions. */
export default globalPlugin<AuthOptions>(async (app, options) => {
  await app.register(fastifyCookie)
  const admin = app.adminRepository
  await ensureFirstAdministrator({
    admin,
    email: options.adminEmail,
    password: options.adminPassword,
    params: options.passwordParams,
    publicUrl: options.publicUrl,
    now: app.now,
    log: app.log,
    print: options.print,
  })
  // Compared against when the e-mail is unknown, so that case takes as long as a wrong password.
  const dummy: StoredPassword = await hashPassword('pas-un-vrai-mot-de-passe', options.passwordParams)

  const currentIdHash = (request: FastifyRequest): string | undefined => {
    const id = request.cookies[cookieNameFor(request)]
    return id && id.length <= 64 ? hashSessionId(id) : undefined
  }

  const adminAuth: AdminAuth = {
    throttle: new LoginThrottle(options.throttle),
    passwordParams: options.passwordParams,
    publicUrl: options.publicUrl,
    async checkPassword(account, password) {
      const stored = account?.password ?? dummy
      const ok = (await verifyPassword(password, stored)) && account?.password != null
      if (ok && account && needsRehash(stored, options.passwordParams))
        admin.rehashPassword(account.id, await hashPassword(password, options.passwordParams))
      return ok
    },
    currentIdHash,
    readSession(request) {
      const idHash = currentIdHash(request)
      if (!idHash) return undefined
      const session = admin.findSession(idHash)
      if (!session) return undefined
      const now = app.now().getTime()
      const account = admin.findAccount(session.accountId)
      const expired =
        now - Date.parse(session.createdAt) >= SESSION_LIFETIME_MS ||
        now - Date.parse(session.lastSeenAt) >= SESSION_IDLE_MS
      if (expired || !account || account.status !== 'actif') {
        admin.deleteSession(idHash)
        return undefined
      }
      let lastSeenAt = session.lastSeenAt
      if (now - Date.parse(session.lastSeenAt) >= TOUCH_INTERVAL_MS) {
        lastSeenAt = new Date(now).toISOString()
        admin.touchSession(idHash, lastSeenAt)
      }
      const expiresAt = new Date(Date.parse(session.createdAt) + SESSION_LIFETIME_MS).toISOString()
      return { ...session, lastSeenAt, account, step: pendingStepOf(account), expiresAt }
    },
    startSession(request, reply, account) {
      // A fresh id at every sign-in: an id planted before it is worth nothing after it.
      const previous = currentIdHash(request)
      if (previous) admin.deleteSession(previous)
      const now = app.now()
      admin.deleteStaleSessions(
        new Date(now.getTime() - SESSION_LIFETIME_MS).toISOString(),
        new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
      )
      const id = newSessionId()
      const step = pendingStepOf(account)
      admin.insertSession({
        idHash: hashSessionId(id),
        accountId: account.id,
        createdAt: now.toISOString(),
        lastSeenAt: now.toISOString(),
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
        ip: request.ip ?? null,
        pending: step === 'second-factor' ? 'second-factor' : null,
      })
      admin.recordLogin(account.id, now.toISOString())
      reply.setCookie(cookieNameFor(request), id, cookieOptions(request))
    },
    endSession(request, reply) {
      const idHash = currentIdHash(request)
      if (idHash) admin.deleteSession(idHash)
      reply.clearCookie(cookieNameFor(request), cookieOptions(request))
    },
  }
  app.decorate('adminAuth', adminAuth)
  app.decorateRequest('adminSession', null)
})
