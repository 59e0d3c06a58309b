// What happens around a change to how someone signs in: the change, its audit line and the
// owner's e-mail, in one transaction. Sign-ins have a line too, signed by the account itself
// (nobody is signed in yet when it is written).
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ACCOUNT_MESSAGES, REAUTHENTICATION_MESSAGES } from '#common/account-messages.ts'
import { API_MESSAGES } from '#common/api-messages.ts'
import { type AccountEvent, accountNotice } from '../../auth/account-notices.ts'
import { isRefusal } from '../../auth/login-throttle.ts'
import type { AccountRow } from '../../db/admin-repository.ts'
import type { AdminSession } from '../../plugins/auth.ts'
import { badRequest } from '../../plugins/error-handler.ts'
import { operatorIdOf, operatorOf } from './operator.ts'

export interface AccountChange<T> {
  /** The account the line is about (and, with `notice`, whose owner is written to). */
  account: Pick<AccountRow, 'id' | 'name' | 'email'>
  action: string
  summary: string
  /** What to tell the owner by e-mail; nothing when absent. */
  notice?: AccountEvent
  change?: () => T
}

/**
 * Makes `change`, records its line and queues the notice, together. The actor is the signed-in
 * account, or `account` itself for what happens before a session exists (a sign-in, a link used).
 */
export function recordAccountEvent<T>(request: FastifyRequest, event: AccountChange<T>): T | undefined {
  const app = request.server
  const signedIn = request.adminSession !== null
  return app.db.transaction(() => {
    const result = event.change?.()
    const now = app.now()
    app.auditLogRepository.record(
      {
        actor: signedIn ? operatorOf(request) : event.account.name || event.account.email,
        actorId: signedIn ? operatorIdOf(request) : event.account.id,
        action: event.action,
        entity: 'staff_account',
        entityId: event.account.id,
        summary: event.summary,
      },
      now,
    )
    const mail = event.notice && accountNotice(event.account, event.notice, now, request.ip)
    if (mail) app.outboxRepository.enqueue(mail, now.toISOString())
    return result
  })()
}

/**
 * Checks the signed-in account's password again, throttled like a sign-in (a wrong one counts
 * against the account). On success the session counts as just authenticated. Otherwise the answer
 * (400 naming `currentPassword`, or 429) is sent and false returned.
 */
export async function confirmPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  session: AdminSession,
  password: string,
): Promise<boolean> {
  const app = request.server
  const auth = app.adminAuth
  const { account } = session
  const attempt = auth.throttle.begin(account.email, request.ip, app.now().getTime())
  if (isRefusal(attempt)) {
    void reply
      .code(429)
      .header('retry-after', String(attempt.retryAfterSeconds))
      .send({ message: API_MESSAGES.tooManyAttempts })
    return false
  }
  if (await auth.checkPassword(account, password)) {
    auth.throttle.succeeded(account.email, request.ip, attempt)
    auth.markAuthenticated(session)
    return true
  }
  void badRequest(reply, ACCOUNT_MESSAGES.wrongCurrentPassword, 'currentPassword')
  return false
}

/**
 * Before adding or replacing a way in: the password in the body, or a session that proved who is
 * at the keyboard in the last few minutes (RECENT_AUTHENTICATION_MS). Otherwise 403, and false.
 */
export async function reauthenticated(
  request: FastifyRequest,
  reply: FastifyReply,
  session: AdminSession,
  currentPassword: string | undefined,
): Promise<boolean> {
  if (currentPassword) return confirmPassword(request, reply, session, currentPassword)
  if (request.server.adminAuth.recentlyAuthenticated(session)) return true
  void reply.code(403).send({ message: REAUTHENTICATION_MESSAGES.needed })
  return false
}
