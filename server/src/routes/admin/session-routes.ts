// Signing in and out, the session, and one's own account: profile, password, second factor,
// open sessions.
import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ACCOUNT_AUDIT, ACCOUNT_MESSAGES } from '#common/account-messages.ts'
import { API_MESSAGES } from '#common/api-messages.ts'
import { checkPasswordStrength } from '#common/password-strength.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import {
  currentPasswordSchema,
  openSessionsSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  reauthenticationSchema,
  recoveryCodesSchema,
  secondFactorNeededSchema,
  staffLoginSchema,
  staffSessionSchema,
  totpConfirmSchema,
  totpEnrolmentSchema,
} from '#common/schemas/staff-account.ts'
import { isRefusal } from '../../auth/login-throttle.ts'
import { HashQueueFullError, hashPassword } from '../../auth/password.ts'
import { hashRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, otpauthUrl } from '../../auth/totp.ts'
import type { AccountRow } from '../../db/admin-repository.ts'
import type { AdminSession } from '../../plugins/auth.ts'
import { badRequest } from '../../plugins/error-handler.ts'
import { confirmPassword, reauthenticated, recordAccountEvent } from './account-security.ts'
import { EVERY_ROLE } from './roles.ts'
import { queueLockNotice } from './staff-mail.ts'

export const WRONG_CREDENTIALS = ACCOUNT_MESSAGES.wrongCredentials
export const TOO_MANY_ATTEMPTS = API_MESSAGES.tooManyAttempts

const SIGNED_IN = { roles: EVERY_ROLE }
const SETUP = { roles: EVERY_ROLE, duringSetup: true }
const tags = ['admin-session']

/** The session the guard found (every route here but login needs one). */
export function sessionOf(request: FastifyRequest): AdminSession {
  const session = request.adminSession
  if (!session) throw new Error('admin route reached without a session')
  return session
}

/** GET /session's body; `mailConfigured`: whether an e-mail can leave (SMTP_URL is set). */
export function sessionBody(session: AdminSession, mailConfigured: boolean) {
  const { account } = session
  return {
    authenticated: true as const,
    account: { id: account.id, name: account.name, email: account.email, role: account.role },
    pending: session.step,
    totp: account.totpSecret !== null,
    passkeys: account.passkeys,
    expiresAt: session.expiresAt,
    mailConfigured,
  }
}

/** The id shown for an open session: derived from its stored hash, useless as a cookie. */
const publicSessionId = (idHash: string) =>
  createHash('sha256').update(`shown:${idHash}`).digest('base64url').slice(0, 22)

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.adminAuth
  const admin = app.adminRepository

  /** A TOTP code (accepted once) or an unused recovery code. */
  const secondFactorMatches = (account: AccountRow, code: string): boolean => {
    if (!account.totpSecret) return false
    const now = app.now()
    if (/^\d{6}$/.test(code)) {
      const step = matchTotp(account.totpSecret, code, now)
      return step !== null && admin.acceptTotpStep(account.id, step)
    }
    return admin.consumeRecoveryCode(account.id, hashRecoveryCode(code), now.toISOString())
  }

  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Connexion : e-mail, mot de passe et, si demandé, code à 6 chiffres → cookie de session',
        body: staffLoginSchema,
        response: {
          204: z.undefined(),
          401: z.union([secondFactorNeededSchema, apiErrorSchema]),
          429: z.union([secondFactorNeededSchema, apiErrorSchema]),
        },
      },
    },
    async (request, reply) => {
      const { email, password, code } = request.body
      const account = admin.findAccountByEmail(email)
      // What a guesser cannot have passes the account's delays and the global budget that others
      // may be spending: this browser signed in as the account before, or a right code (checked
      // before the password, so it costs no hash; it is then spent, as a code works once).
      const knownDevice = account !== undefined && auth.recognisedDevice(request) === account.id
      let codeMatched: boolean | undefined
      const vouch = () => {
        if (knownDevice) return true
        if (!code || !account?.totpSecret || account.status !== 'actif') return false
        codeMatched = secondFactorMatches(account, code)
        return codeMatched
      }
      const attempt = auth.throttle.begin(email, request.ip, app.now().getTime(), vouch)
      if (isRefusal(attempt)) {
        request.log.warn({ ip: request.ip, scope: attempt.scope }, 'admin login refused: too many attempts')
        // The same answer for every e-mail, known or not: only the address's limit is not passed by a code.
        const body =
          attempt.scope === 'address'
            ? { message: TOO_MANY_ATTEMPTS }
            : { message: ACCOUNT_MESSAGES.lockedCodeAccepted, secondFactor: 'totp' as const }
        return reply.code(429).header('retry-after', String(attempt.retryAfterSeconds)).send(body)
      }
      let passwordOk: boolean
      try {
        passwordOk = await auth.checkPassword(account, password)
      } catch (error) {
        if (!(error instanceof HashQueueFullError)) throw error
        request.log.warn('admin login refused: password hashing queue full')
        return reply.code(429).header('retry-after', '5').send({ message: API_MESSAGES.loginBusy })
      }
      if (attempt.lockStarted && account) {
        queueLockNotice(app, account)
        recordAccountEvent(request, { account, action: 'session.locked', summary: ACCOUNT_AUDIT.locked })
      }
      if (!passwordOk || !account || account.status !== 'actif') {
        request.log.warn({ ip: request.ip }, 'admin login failed')
        if (knownDevice) auth.deviceFailed(request)
        return reply.code(401).send({ message: WRONG_CREDENTIALS })
      }
      let how: 'password' | 'code' | 'recovery-code' = 'password'
      if (account.totpSecret) {
        if (!code) return reply.code(401).send({ message: ACCOUNT_MESSAGES.codeNeeded, secondFactor: 'totp' as const })
        if (!(codeMatched ?? secondFactorMatches(account, code))) {
          request.log.warn({ ip: request.ip, account: account.id }, 'admin login failed: second factor')
          recordAccountEvent(request, { account, action: 'session.second-factor', summary: ACCOUNT_AUDIT.wrongCode })
          return reply.code(401).send({ message: ACCOUNT_MESSAGES.wrongCode, secondFactor: 'totp' as const })
        }
        how = /^\d{6}$/.test(code.trim()) ? 'code' : 'recovery-code'
      }
      auth.throttle.succeeded(email, request.ip, attempt)
      recordAccountEvent(request, {
        account,
        action: 'session.login',
        summary: ACCOUNT_AUDIT.signedIn(how),
        change: () => auth.startSession(request, reply, account),
      })
      auth.rememberDevice(request, reply, account.id)
      request.log.info({ ip: request.ip, account: account.id }, 'staff member signed in')
      return reply.code(204).send()
    },
  )

  app.post(
    '/logout',
    { config: SETUP, schema: { tags, summary: 'Déconnexion', response: { 204: z.undefined() } } },
    async (request, reply) => {
      auth.endSession(request, reply)
      return reply.code(204).send()
    },
  )

  app.get(
    '/session',
    {
      config: SETUP,
      schema: {
        tags,
        summary: 'Qui est connecté, avec quel rôle, et ce qui reste à configurer (401 sans session)',
        response: { 200: staffSessionSchema },
      },
    },
    async (request) => sessionBody(sessionOf(request), app.smtpConfigured),
  )

  app.patch(
    '/me',
    {
      config: SETUP,
      schema: {
        tags,
        summary: 'Son nom et son adresse e-mail (le mot de passe est redemandé pour changer d’adresse)',
        body: profileUpdateSchema,
        response: { 200: staffSessionSchema, 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request)
      const { account } = session
      const { name, email, currentPassword } = request.body
      const settingUp = session.step === 'profile'
      if (settingUp && (!name || !email)) return badRequest(reply, API_MESSAGES.profileNeeded, name ? 'email' : 'name')
      const emailChanges = email !== undefined && email.toLowerCase() !== account.email.toLowerCase()
      if (emailChanges) {
        const other = admin.findAccountByEmail(email)
        if (other && other.id !== account.id)
          return reply
            .code(409)
            .send({ message: ACCOUNT_MESSAGES.emailTaken, fieldErrors: { email: [ACCOUNT_MESSAGES.emailTaken] } })
        // The profile step comes right after signing in with the password.
        if (!settingUp) {
          if (!currentPassword) return badRequest(reply, ACCOUNT_MESSAGES.currentPasswordNeeded, 'currentPassword')
          if (!(await confirmPassword(request, reply, session, currentPassword))) return reply
        }
      }
      admin.setProfile(account.id, name ?? account.name, email ?? account.email)
      const updated = auth.readSession(request)
      if (!updated) throw new Error('session vanished during a profile update')
      return sessionBody(updated, app.smtpConfigured)
    },
  )

  app.post(
    '/me/password',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Changer son mot de passe : ses autres sessions se terminent',
        body: passwordChangeSchema,
        response: { 204: z.undefined(), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request)
      const { account } = session
      const { currentPassword, newPassword } = request.body
      if (!(await confirmPassword(request, reply, session, currentPassword))) return reply
      const verdict = await checkPasswordStrength(newPassword, [account.name, account.email])
      if (!verdict.ok) return badRequest(reply, verdict.message ?? API_MESSAGES.invalidFields, 'newPassword')
      const hashed = await hashPassword(newPassword, auth.passwordParams)
      recordAccountEvent(request, {
        account,
        action: 'account.password',
        summary: ACCOUNT_AUDIT.passwordChanged,
        notice: { kind: 'password-changed' },
        change: () => {
          admin.setPassword(account.id, hashed, app.now().toISOString())
          // Every session of the account ended with the old password; this one goes on with a new id.
          auth.startSession(request, reply, account)
        },
      })
      return reply.code(204).send()
    },
  )

  app.post(
    '/me/totp',
    {
      config: SETUP,
      schema: {
        tags,
        summary:
          'Nouveau secret d’application d’authentification à scanner (actif une fois confirmé) ; le mot de passe est redemandé, sauf juste après la connexion',
        body: reauthenticationSchema.nullish(),
        response: { 200: totpEnrolmentSchema, 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request)
      const { account } = session
      if (!(await reauthenticated(request, reply, session, request.body?.currentPassword))) return reply
      const secret = newTotpSecret()
      admin.setPendingTotp(account.id, secret)
      return { secret, otpauthUrl: otpauthUrl(secret, account.email) }
    },
  )

  app.post(
    '/me/totp/confirm',
    {
      config: SETUP,
      schema: {
        tags,
        summary: 'Confirme le secret avec un code : renvoie 10 codes de secours, montrés une seule fois',
        body: totpConfirmSchema,
        response: { 200: recoveryCodesSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request)
      const account = admin.findAccount(session.account.id)
      if (!account?.totpPendingSecret) return reply.code(409).send({ message: ACCOUNT_MESSAGES.noTotp })
      const step = matchTotp(account.totpPendingSecret, request.body.code, app.now())
      if (step === null) return badRequest(reply, ACCOUNT_MESSAGES.wrongCode, 'code')
      const recoveryCodes = newRecoveryCodes()
      const pendingSecret = account.totpPendingSecret
      const replaced = account.totpSecret !== null
      recordAccountEvent(request, {
        account,
        action: 'account.totp',
        summary: replaced ? ACCOUNT_AUDIT.totpReplaced : ACCOUNT_AUDIT.totpEnrolled,
        notice: { kind: replaced ? 'totp-replaced' : 'totp-enrolled' },
        change: () => {
          admin.setTotp(account.id, pendingSecret, step, recoveryCodes.map(hashRecoveryCode))
          admin.completeSession(session.idHash)
          // A new level of assurance, a new session id (the one seen before it is worth nothing).
          auth.renewSession(request, reply, session)
        },
      })
      request.log.info({ account: account.id }, 'authenticator app enrolled')
      return { recoveryCodes }
    },
  )

  app.delete(
    '/me/totp',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Retirer son application d’authentification (pas pour les administrateurs)',
        body: currentPasswordSchema,
        response: { 204: z.undefined(), 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request)
      const { account } = session
      if (account.role === 'administrateur')
        return reply.code(409).send({ message: ACCOUNT_MESSAGES.secondFactorRequired })
      if (!account.totpSecret) return reply.code(409).send({ message: ACCOUNT_MESSAGES.noTotp })
      if (!(await confirmPassword(request, reply, session, request.body.currentPassword))) return reply
      recordAccountEvent(request, {
        account,
        action: 'account.totp-remove',
        summary: ACCOUNT_AUDIT.totpRemoved,
        notice: { kind: 'totp-removed' },
        change: () => admin.setTotp(account.id, null, null, []),
      })
      return reply.code(204).send()
    },
  )

  app.post(
    '/me/recovery-codes',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: '10 nouveaux codes de secours (les anciens ne valent plus rien)',
        body: currentPasswordSchema,
        response: { 200: recoveryCodesSchema, 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request)
      const { account } = session
      if (!account.totpSecret) return reply.code(409).send({ message: ACCOUNT_MESSAGES.noTotp })
      if (!(await confirmPassword(request, reply, session, request.body.currentPassword))) return reply
      const recoveryCodes = newRecoveryCodes()
      recordAccountEvent(request, {
        account,
        action: 'account.recovery-codes',
        summary: ACCOUNT_AUDIT.recoveryCodes,
        notice: { kind: 'recovery-codes' },
        change: () => admin.replaceRecoveryCodes(account.id, recoveryCodes.map(hashRecoveryCode)),
      })
      return { recoveryCodes }
    },
  )

  app.get(
    '/me/sessions',
    {
      config: SIGNED_IN,
      schema: { tags, summary: 'Ses sessions ouvertes', response: { 200: openSessionsSchema } },
    },
    async (request) => {
      const session = sessionOf(request)
      return {
        items: admin.sessionsOf(session.account.id).map((row) => ({
          id: publicSessionId(row.idHash),
          current: row.idHash === session.idHash,
          createdAt: row.createdAt,
          lastSeenAt: row.lastSeenAt,
          userAgent: row.userAgent,
          ip: row.ip,
        })),
      }
    },
  )

  app.delete(
    '/me/sessions/:id',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Termine une de ses sessions',
        params: z.object({ id: z.string().max(64) }),
        response: { 204: z.undefined(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request)
      const row = admin.sessionsOf(session.account.id).find((s) => publicSessionId(s.idHash) === request.params.id)
      if (!row) return reply.code(404).send({ message: API_MESSAGES.notFound })
      recordAccountEvent(request, {
        account: session.account,
        action: 'session.end',
        summary: ACCOUNT_AUDIT.sessionEnded,
        change: () => admin.deleteSessionOf(row.idHash, session.account.id),
      })
      if (row.idHash === session.idHash) auth.endSession(request, reply)
      return reply.code(204).send()
    },
  )

  app.delete(
    '/me/sessions',
    {
      config: SIGNED_IN,
      schema: { tags, summary: 'Termine toutes ses autres sessions', response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      const session = sessionOf(request)
      const others = admin.sessionsOf(session.account.id).length - 1
      if (others > 0)
        recordAccountEvent(request, {
          account: session.account,
          action: 'session.end',
          summary: ACCOUNT_AUDIT.otherSessionsEnded(others),
          change: () => admin.deleteOtherSessions(session.account.id, session.idHash),
        })
      return reply.code(204).send()
    },
  )
}

export default sessionRoutes
