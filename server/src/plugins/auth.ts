import fastifyCookie from '@fastify/cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ensureAdminPassword } from '../auth/admin-password-bootstrap.ts'
import { LoginThrottle } from '../auth/login-throttle.ts'
import { verifyPassword, type ScryptParams } from '../auth/password.ts'
import { hashSessionId, newSessionId } from '../auth/session-token.ts'
import type { SessionRow } from '../db/admin-repository.ts'
import { globalPlugin } from '../lib/global-plugin.ts'

export const SESSION_IDLE_MS = 2 * 60 * 60_000
// Writing last_seen_at on every request would turn each admin read into a disk write.
const TOUCH_INTERVAL_MS = 60_000

export interface AdminAuth {
  throttle: LoginThrottle
  checkPassword(password: string): Promise<boolean>
  readSession(request: FastifyRequest): SessionRow | undefined
  startSession(request: FastifyRequest, reply: FastifyReply): void
  endSession(request: FastifyRequest, reply: FastifyReply): void
}

declare module 'fastify' {
  interface FastifyInstance {
    adminAuth: AdminAuth
  }
  interface FastifyRequest {
    adminSession: SessionRow | null
  }
}

interface AuthOptions {
  adminPassword: string | undefined
  passwordParams: ScryptParams
  print: (text: string) => void
}

/** Over HTTPS the cookie takes the __Host- prefix: Secure, Path=/, no Domain, cannot be planted. */
export const cookieNameFor = (request: FastifyRequest) => (request.protocol === 'https' ? '__Host-session' : 'session')

const cookieOptions = (request: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: '/',
  secure: request.protocol === 'https',
})

/** Admin password at start-up, login throttling and server-side sessions (hashed ids, sliding expiry). */
export default globalPlugin<AuthOptions>(async (app, options) => {
  await app.register(fastifyCookie)
  const admin = app.adminRepository
  await ensureAdminPassword({
    admin,
    password: options.adminPassword,
    params: options.passwordParams,
    now: app.now,
    log: app.log,
    print: options.print,
  })

  const sessionIdHash = (request: FastifyRequest): string | undefined => {
    const id = request.cookies[cookieNameFor(request)]
    return id && id.length <= 64 ? hashSessionId(id) : undefined
  }

  const adminAuth: AdminAuth = {
    throttle: new LoginThrottle(),
    async checkPassword(password) {
      const stored = admin.getCredential()
      return stored !== undefined && (await verifyPassword(password, stored))
    },
    readSession(request) {
      const idHash = sessionIdHash(request)
      if (!idHash) return undefined
      const now = app.now()
      const session = admin.findSession(idHash, now.toISOString())
      if (session && now.getTime() - Date.parse(session.lastSeenAt) >= TOUCH_INTERVAL_MS) {
        const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS).toISOString()
        admin.touchSession(idHash, now.toISOString(), expiresAt)
        return { ...session, lastSeenAt: now.toISOString(), expiresAt }
      }
      return session
    },
    startSession(request, reply) {
      // A fresh id at every login: an id planted before login is worth nothing after it.
      const previous = sessionIdHash(request)
      if (previous) admin.deleteSession(previous)
      const now = app.now()
      admin.deleteExpiredSessions(now.toISOString())
      const id = newSessionId()
      admin.insertSession({
        idHash: hashSessionId(id),
        createdAt: now.toISOString(),
        lastSeenAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
      })
      reply.setCookie(cookieNameFor(request), id, cookieOptions(request))
    },
    endSession(request, reply) {
      const idHash = sessionIdHash(request)
      if (idHash) admin.deleteSession(idHash)
      reply.clearCookie(cookieNameFor(request), cookieOptions(request))
    },
  }
  app.decorate('adminAuth', adminAuth)
  app.decorateRequest('adminSession', null)
})
