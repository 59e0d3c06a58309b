// The links sent by e-mail or printed at start-up (invitation, password reset, first set-up), and
// asking for a reset link. Public: the token or the address is all the caller has.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ACCOUNT_AUDIT, ACCOUNT_MESSAGES } from '#common/account-messages.ts'
import { API_MESSAGES } from '#common/api-messages.ts'
import { checkPasswordStrength } from '#common/password-strength.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import {
  passwordResetAnswerSchema,
  passwordResetRequestSchema,
  tokenInfoSchema,
  tokenPasswordSchema,
  tokenSchema,
} from '#common/schemas/staff-account.ts'
import { hashPassword } from '../../auth/password.ts'
import { hashSessionId } from '../../auth/session-token.ts'
import type { AccountRow, TokenRow } from '../../db/admin-repository.ts'
import { createPasskeyRepository } from '../../db/passkey-repository.ts'
import { badRequest } from '../../plugins/error-handler.ts'
import { recordAccountEvent } from './account-security.ts'
import { issueLink, queueLinkMail } from './staff-mail.ts'

const config = { public: true }
const tags = ['admin-session']

const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.adminRepository
  const auth = app.adminAuth
  const passkeys = createPasskeyRepository(app.db)

  /** The link's row and account while it can still be used; undefined otherwise. */
  const liveToken = (token: string): { row: TokenRow; account: AccountRow | undefined } | undefined => {
    const row = admin.findToken(hashSessionId(token))
    if (!row || row.usedAt !== null || Date.parse(row.expiresAt) <= app.now().getTime()) return undefined
    if (row.purpose === 'setup') return admin.countAccounts() === 0 ? { row, account: undefined } : undefined
    const account = row.accountId === null ? undefined : admin.findAccount(row.accountId)
    if (!account || account.status === 'desactive') return undefined
    if (row.purpose === 'invitation' && account.status !== 'invite') return undefined
    return { row, account }
  }

  app.post(
    '/token',
    {
      config,
      schema: {
        tags,
        summary: 'Pour qui est ce lien (410 s’il a servi, expiré ou est inconnu)',
        body: tokenSchema,
        response: { 200: tokenInfoSchema, 410: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const live = liveToken(request.body.token)
      if (!live) return reply.code(410).send({ message: ACCOUNT_MESSAGES.linkGone })
      return {
        purpose: live.row.purpose,
        name: live.account?.name ?? '',
        email: live.account?.email ?? '',
        expiresAt: live.row.expiresAt,
      }
    },
  )

  app.post(
    '/token/password',
    {
      config,
      schema: {
        tags,
        summary: 'Choisir son mot de passe avec le lien reçu → session (qui peut encore demander un second facteur)',
        body: tokenPasswordSchema,
        response: { 204: z.undefined(), 400: apiErrorSchema, 409: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { token, password, name, email, removePasskeys } = request.body
      const live = liveToken(token)
      if (!live) return reply.code(410).send({ message: ACCOUNT_MESSAGES.linkGone })
      const setup = live.row.purpose === 'setup'
      if (setup && (!name || !email)) return badRequest(reply, API_MESSAGES.profileNeeded, name ? 'email' : 'name')
      const owner = setup ? { name: name ?? '', email: email ?? '' } : (live.account as AccountRow)
      const verdict = await checkPasswordStrength(password, [owner.name, owner.email])
      if (!verdict.ok) return badRequest(reply, verdict.message ?? API_MESSAGES.invalidFields, 'password')
      const hashed = await hashPassword(password, auth.passwordParams)
      const now = app.now().toISOString()
      // Used first, in one statement: two requests with the same link cannot both pass.
      if (!admin.consumeToken(live.row.tokenHash, now))
        return reply.code(410).send({ message: ACCOUNT_MESSAGES.linkGone })
      let accountId: number
      if (setup) {
        accountId = admin.createAccount({
          name: owner.name,
          email: owner.email,
          role: 'administrateur',
          status: 'actif',
          password: hashed,
          now,
        })
      } else {
        accountId = (live.account as AccountRow).id
      }
      // Every session ends (setPassword); the person may also remove every passkey, in case
      // someone else added one. The line names who issued the link: holding it is taking the account.
      const issuer = live.row.issuedBy === null ? undefined : admin.findAccount(live.row.issuedBy)
      const passkeysRemoved = removePasskeys && !setup ? passkeys.listFor(accountId).length : 0
      recordAccountEvent(request, {
        account: admin.findAccount(accountId) as AccountRow,
        action: 'account.password',
        summary: ACCOUNT_AUDIT.passwordFromLink(live.row.purpose, issuer?.email ?? null, passkeysRemoved),
        notice: setup ? undefined : { kind: 'password-from-link', passkeysRemoved },
        change: () => {
          if (!setup) admin.setPassword(accountId, hashed, now)
          if (passkeysRemoved > 0) passkeys.removeAllOf(accountId)
        },
      })
      const account = admin.findAccount(accountId) as AccountRow
      // A link proves the e-mail only: an account with an authenticator signs in again with its
      // code, so a stolen mailbox does not open the dashboard.
      if (!account.totpSecret) auth.startSession(request, reply, account)
      request.log.info({ account: accountId, purpose: live.row.purpose }, 'password set from a link')
      return reply.code(204).send()
    },
  )

  app.post(
    '/password-reset',
    {
      config,
      schema: {
        tags,
        summary:
          'Demander un lien pour choisir un nouveau mot de passe (même réponse, adresse connue ou non ; sans serveur d’e-mails, le dire)',
        body: passwordResetRequestSchema,
        response: { 202: passwordResetAnswerSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // A budget of its own (per address, per e-mail and for all), apart from the sign-ins': no
      // flood of e-mails to someone's inbox, and a flood of requests keeps nobody from signing in.
      const attempt = auth.resetThrottle.begin(request.body.email, request.ip, app.now().getTime())
      if ('scope' in attempt)
        return reply
          .code(429)
          .header('retry-after', String(attempt.retryAfterSeconds))
          .send({ message: API_MESSAGES.tooManyAttempts })
      // Without a relay no link can reach anyone: none is issued (a link kept in the outbox would
      // void, once sent, the one an administrator passed on meanwhile), and the answer says so,
      // the same for every address.
      if (!app.smtpConfigured)
        return reply.code(202).send({ message: ACCOUNT_MESSAGES.resetNoMail, mailConfigured: false })
      const account = admin.findAccountByEmail(request.body.email)
      if (account && account.status === 'actif') {
        queueLinkMail(app, account, 'reset', issueLink(app, account, 'reset', auth.publicUrl))
        request.log.info({ account: account.id }, 'password reset link queued')
      }
      return reply.code(202).send({ message: ACCOUNT_MESSAGES.resetRequested, mailConfigured: true })
    },
  )
}

export default tokenRoutes
