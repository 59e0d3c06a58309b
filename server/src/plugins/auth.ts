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
/**
 * Adding a way in (passkey, authenticator app) without typing the password again is allowed this
 * long after the session proved who is at the keyboard (its sign-in, or the password typed again):
 * long enough for the first enrolment right after signing in, short for a stolen cookie.
 */
export const RECENT_AUTHENTICATION_MS = 5 * 60_000
/** A browser that signed in is recognised this long after its last sign-in. */
export const DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60_000
/** Browsers remembered per account (the most recent). */
const DEVICES_PER_ACCOUNT = 10
/** Wrong passwords from a recognised browser before it is no longer recognised. */
const DEVICE_FAILURES = 3

/** Sign-ins of the staff: reset-link requests have a budget of their own, apart from these. */
export const RESET_THROTTLE: LoginThrottleOptions = {
  freeAttempts: 3,
  firstDelayMs: 10 * 60_000,
  maxDelayMs: 60 * 60_000,
  perAddress: { capacity: 5, refillPerHour: 10 },
  global: { capacity: 60, refillPerHour: 120 },
}

/** The signed-in session with its account, as the guard found it. */
export interface AdminSession extends SessionRow {
  account: AccountRow
  /** What is still to do before the whole dashboard opens (null: nothing). */
  step: SessionPendingStep | null
  expiresAt: string
}

export interface AdminAuth {
  throttle: LoginThrottle
  /** Requests for a reset link: their own budget, so they cannot spend the sign-ins'. */
  resetThrottle: LoginThrottle
  passwordParams: ScryptParams
  /** PUBLIC_URL: the start of the links sent to staff. */
  publicUrl: string
  /** Checks an account's password; unknown or without a password, a dummy hash costs the same time. */
  checkPassword(account: AccountRow | undefined, password: string): Promise<boolean>
  readSession(request: FastifyRequest): AdminSession | undefined
  /** A new session after a sign-in (its id is new, the one the browser had is dropped). */
  startSession(request: FastifyRequest, reply: FastifyReply, account: AccountRow): void
  /** The same session under a new id (a second factor enrolled): the old id stops working. */
  renewSession(request: FastifyRequest, reply: FastifyReply, session: AdminSession): void
  /** The password was typed again in this session. */
  markAuthenticated(session: AdminSession): void
  /** The session proved who is at the keyboard less than RECENT_AUTHENTICATION_MS ago. */
  recentlyAuthenticated(session: AdminSession): boolean
  endSession(request: FastifyRequest, reply: FastifyReply): void
  /** The account id this browser signed in as before (its long-lived cookie), if still known. */
  recognisedDevice(request: FastifyRequest): number | undefined
  /** Gives this browser a new long-lived cookie for the account, after a sign-in. */
  rememberDevice(request: FastifyRequest, reply: FastifyReply, accountId: number): void
  /** A wrong password from this recognised browser: after a few it is no longer recognised. */
  deviceFailed(request: FastifyRequest): void
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
  resetThrottle?: LoginThrottleOptions
}

/** Over HTTPS the cookie takes the __Host- prefix: Secure, Path=/, no Domain, cannot be planted. */
export const cookieNameFor = (request: FastifyRequest) => (request.protocol === 'https' ? '__Host-session' : 'session')
const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: '/',
  secure: request.protocol === 'https',
})
/** The browser's long-lived cookie: it recognises a browser, never signs anyone in. */
export const deviceCookieNameFor = (request: FastifyRequest) =>
  request.protocol === 'https' ? '__Host-device' : 'device'

/** The step an account still has to take, whatever session it signs in with. */
export function pendingStepOf(account: AccountRow): SessionPendingStep | null {
  if (account.email === MIGRATED_ADMIN_EMAIL || !account.email.includes('@') || account.name === '') return 'profile'
  if (account.role === 'administrateur' && !account.totpSecret) return 'second-factor'
  return null
}

/** Staff accounts' sign-in: the first administrator at start-up, throttling, server-side sessions. */
export default globalPlugin<AuthOptions>('auth', async (app, options) => {
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
  // Made in the background (scrypt runs off the main thread, most of a second with OWASP's
  // parameters): the server starts without waiting for it. A failure shows at the first use.
  const dummy: Promise<StoredPassword> = hashPassword('pas-un-vrai-mot-de-passe', options.passwordParams)
  dummy.catch(() => undefined)

  const currentIdHash = (request: FastifyRequest): string | undefined => {
    const id = request.cookies[cookieNameFor(request)]
    return id && id.length <= 64 ? hashSessionId(id) : undefined
  }
  const deviceHash = (request: FastifyRequest): string | undefined => {
    const token = request.cookies[deviceCookieNameFor(request)]
    return token && token.length <= 64 ? hashSessionId(token) : undefined
  }
  // Wrong passwords from each recognised browser since its last sign-in (in memory: a restart
  // gives each a few more, which the account's delays do not depend on).
  const deviceFailures = new Map<string, number>()

  const adminAuth: AdminAuth = {
    throttle: new LoginThrottle(options.throttle),
    resetThrottle: new LoginThrottle(options.resetThrottle ?? RESET_THROTTLE),
    passwordParams: options.passwordParams,
    publicUrl: options.publicUrl,
    async checkPassword(account, password) {
      const stored = account?.password ?? (await dummy)
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
        authenticatedAt: now.toISOString(),
      })
      admin.recordLogin(account.id, now.toISOString())
      reply.setCookie(cookieNameFor(request), id, cookieOptions(request))
    },
    renewSession(request, reply, session) {
      const id = newSessionId()
      if (!admin.renameSession(session.idHash, hashSessionId(id))) return
      session.idHash = hashSessionId(id)
      reply.setCookie(cookieNameFor(request), id, cookieOptions(request))
    },
    markAuthenticated(session) {
      session.authenticatedAt = app.now().toISOString()
      admin.markAuthenticated(session.idHash, session.authenticatedAt)
    },
    recentlyAuthenticated(session) {
      const at = Date.parse(session.authenticatedAt ?? session.createdAt)
      return app.now().getTime() - at < RECENT_AUTHENTICATION_MS
    },
    recognisedDevice(request) {
      const hash = deviceHash(request)
      if (!hash) return undefined
      const device = admin.findDevice(hash)
      if (!device || app.now().getTime() - Date.parse(device.lastUsedAt) >= DEVICE_LIFETIME_MS) return undefined
      return device.accountId
    },
    rememberDevice(request, reply, accountId) {
      const previous = deviceHash(request)
      if (previous) {
        admin.deleteDevice(previous)
        deviceFailures.delete(previous)
      }
      const token = newSessionId()
      const now = app.now()
      admin.addDevice(
        { tokenHash: hashSessionId(token), accountId, createdAt: now.toISOString(), lastUsedAt: now.toISOString() },
        DEVICES_PER_ACCOUNT,
        new Date(now.getTime() - DEVICE_LIFETIME_MS).toISOString(),
      )
      reply.setCookie(deviceCookieNameFor(request), token, {
        ...cookieOptions(request),
        maxAge: DEVICE_LIFETIME_MS / 1000,
      })
    },
    deviceFailed(request) {
      const hash = deviceHash(request)
      if (!hash || !admin.findDevice(hash)) return
      const failures = (deviceFailures.get(hash) ?? 0) + 1
      if (failures < DEVICE_FAILURES) {
        deviceFailures.set(hash, failures)
        return
      }
      deviceFailures.delete(hash)
      admin.deleteDevice(hash)
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
