// Signing in and out of the dashboard, the session, one's own account and the links sent by
// e-mail (invitation, reset, first set-up), as common/schemas/staff-account.ts describes them.
import { http, HttpResponse } from 'msw'
import { z } from 'zod'
import { ACCOUNT_AUDIT, ACCOUNT_MESSAGES, REAUTHENTICATION_MESSAGES } from '#common/account-messages.ts'
import { CHURCH_NAME } from '#common/seed/built-in-donation.ts'
import { API_MESSAGES } from '#common/api-messages.ts'
import {
  currentPasswordSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  profileUpdateSchema,
  reauthenticationSchema,
  staffLoginSchema,
  tokenPasswordSchema,
  tokenSchema,
  totpConfirmSchema,
  type StaffSession,
} from '#common/schemas/staff-account.ts'
import { audit } from '../audit.ts'
import { clockNow } from '../clock.ts'
import { ADMIN_API, apiError, fieldRefused, guarded, noContent, notFound, parseBody } from '../respond.ts'
import {
  MOCK_ACCOUNTS,
  MOCK_ADMIN_EMAIL,
  MOCK_ADMIN_PASSWORD,
  MOCK_RECOVERY_CODE,
  MOCK_TOKENS,
  MOCK_TOTP_CODE,
  MOCK_TOTP_SECRET,
  closeSession,
  currentAccount,
  mockAccounts,
  mockAdminSession,
  openSession,
  ownSessions,
  pendingStep,
  recentlyAuthenticated,
  type MockAccount,
} from '../session.ts'
import { randomFrom } from '../random.ts'
import { nextId, now, state } from '../state.ts'

// The component tests reach the session through this module.
export {
  MOCK_ACCOUNTS,
  MOCK_ADMIN_EMAIL,
  MOCK_ADMIN_PASSWORD,
  MOCK_RECOVERY_CODE,
  MOCK_TOKENS,
  MOCK_TOTP_CODE,
  mockAccounts,
  mockAdminSession,
}

/** The admin routes that answer without a session: signing in, and the links sent by e-mail. */
export const PUBLIC_ADMIN_PATHS = [
  `${ADMIN_API}/login`,
  `${ADMIN_API}/login/passkey`,
  `${ADMIN_API}/login/passkey/options`,
  `${ADMIN_API}/password-reset`,
  `${ADMIN_API}/token`,
  `${ADMIN_API}/token/password`,
]

/** The session lasts 12 hours at most. */
const LIFETIME_MS = 12 * 3_600_000

const currentSessionStart = () =>
  mockAccounts.sessions.find((session) => session.id === 'current')?.createdAt ?? clockNow().toISOString()

function sessionOf(account: MockAccount): StaffSession {
  return {
    authenticated: true,
    account: { id: account.id, name: account.name, email: account.email, role: account.role },
    pending: pendingStep(account),
    totp: account.totp,
    passkeys: account.passkeys,
    // From the session's start, as on the server (a session made without a sign-in starts now).
    expiresAt: new Date(Date.parse(currentSessionStart()) + LIFETIME_MS).toISOString(),
    mailConfigured: state.smtpConfigured,
  }
}

/** The mock's strength check: a few passwords everybody tries (the server uses a real dictionary). */
const COMMON = ['motdepasse', 'password', 'azerty', 'qwerty', '123456', 'eglise', 'soleil']
const isWeak = (password: string) => {
  const plain = password.toLowerCase().replace(/[^a-z0-9]/g, '')
  return COMMON.some((word) => plain.includes(word)) || new Set(password).size < 5
}

/** The server's alphabet of recovery codes: no 0/o, 1/i/l to misread. */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
/** Ten codes `xxxxx-xxxxx`, as the server draws them; the first is the demo's known one. */
const recoveryCodes = () =>
  Array.from({ length: 10 }, (_, i) =>
    i === 0 ? MOCK_RECOVERY_CODE : `${randomFrom(CODE_ALPHABET, 5)}-${randomFrom(CODE_ALPHABET, 5)}`,
  )

/** The authenticator app's link, written as the server's otpauth library writes it. */
const otpauthUrl = (secret: string, email: string) => {
  const issuer = encodeURIComponent(CHURCH_NAME)
  return `otpauth://totp/${issuer}:${encodeURIComponent(email)}?issuer=${issuer}&secret=${secret}&algorithm=SHA1&digits=6&period=30`
}

const matchesCode = (account: MockAccount, code: string) =>
  code === MOCK_TOTP_CODE || account.recoveryCodes.includes(code.toLowerCase())

/** Opens the mock's session for `account`, from the browser that sent `request`. */
const signIn = (account: MockAccount, request: Request) => openSession(account, request.headers.get('user-agent'))

const findToken = (token: string) =>
  mockAccounts.tokens.find((entry) => entry.token === token && entry.expiresAt > clockNow().toISOString())

/** A line about `account`'s way in, as whoever is signed in (the server's action and summary). */
const auditAccount = (account: MockAccount, action: string, summary: string) =>
  audit(action, 'staff_account', account.id, summary)

/** The password typed again: refused (400), or the session counts as just authenticated. */
function confirmPassword(account: MockAccount, password: string): Response | null {
  if (password !== account.password) return fieldRefused(400, 'currentPassword', ACCOUNT_MESSAGES.wrongCurrentPassword)
  mockAdminSession.authenticatedAt = clockNow().toISOString()
  return null
}

/** Before adding a way in: the password given, or a session that proved itself recently (else 403). */
function reauthenticate(account: MockAccount, password: string | undefined): Response | null {
  if (password) return confirmPassword(account, password)
  return recentlyAuthenticated() ? null : apiError(403, REAUTHENTICATION_MESSAGES.needed)
}

export const adminHandlers = [
  http.post(`${ADMIN_API}/login`, async ({ request }) => {
    const { data, error } = await parseBody(request, staffLoginSchema)
    if (error) return error
    const account = mockAccounts.items.find((item) => item.email.toLowerCase() === data.email.toLowerCase())
    if (account?.status !== 'actif' || account.password !== data.password)
      return apiError(401, ACCOUNT_MESSAGES.wrongCredentials)
    if (account.totp) {
      if (data.code === undefined)
        return HttpResponse.json({ message: ACCOUNT_MESSAGES.codeNeeded, secondFactor: 'totp' }, { status: 401 })
      if (!matchesCode(account, data.code)) {
        state.audit.push({
          id: nextId(state.audit),
          at: now(),
          actor: account.name,
          action: 'session.second-factor',
          entity: 'staff_account',
          entityId: account.id,
          summary: ACCOUNT_AUDIT.wrongCode,
        })
        return HttpResponse.json({ message: ACCOUNT_MESSAGES.wrongCode, secondFactor: 'totp' }, { status: 401 })
      }
      account.recoveryCodes = account.recoveryCodes.filter((code) => code !== data.code?.toLowerCase())
    }
    signIn(account, request)
    const how = !account.totp ? 'password' : data.code === MOCK_TOTP_CODE ? 'code' : 'recovery-code'
    auditAccount(account, 'session.login', ACCOUNT_AUDIT.signedIn(how))
    return noContent()
  }),
  http.post(
    `${ADMIN_API}/logout`,
    guarded(() => {
      closeSession()
      return noContent()
    }),
  ),
  http.get(
    `${ADMIN_API}/session`,
    guarded(() => HttpResponse.json(sessionOf(currentAccount()))),
  ),

  // One's own account.
  http.patch(
    `${ADMIN_API}/me`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, profileUpdateSchema)
      if (error) return error
      const account = currentAccount()
      const newEmail = data.email !== undefined && data.email.toLowerCase() !== account.email.toLowerCase()
      if (newEmail && !account.needsProfile) {
        if (data.currentPassword === undefined)
          return fieldRefused(400, 'currentPassword', ACCOUNT_MESSAGES.currentPasswordNeeded)
        const refused = confirmPassword(account, data.currentPassword)
        if (refused) return refused
      }
      if (newEmail && mockAccounts.items.some((item) => item.email.toLowerCase() === data.email?.toLowerCase()))
        return fieldRefused(409, 'email', ACCOUNT_MESSAGES.emailTaken)
      if (data.name !== undefined) account.name = data.name
      if (data.email !== undefined) account.email = data.email
      if (account.name !== '' && account.email !== '') account.needsProfile = false
      return HttpResponse.json(sessionOf(account))
    }),
  ),
  http.post(
    `${ADMIN_API}/me/totp`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, reauthenticationSchema.nullish())
      if (error) return error
      const account = currentAccount()
      const refused = reauthenticate(account, data?.currentPassword)
      if (refused) return refused
      mockAdminSession.pendingSecret = MOCK_TOTP_SECRET
      return HttpResponse.json({ secret: MOCK_TOTP_SECRET, otpauthUrl: otpauthUrl(MOCK_TOTP_SECRET, account.email) })
    }),
  ),
  http.post(
    `${ADMIN_API}/me/totp/confirm`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, totpConfirmSchema)
      if (error) return error
      if (mockAdminSession.pendingSecret === null) return apiError(409, ACCOUNT_MESSAGES.noTotp)
      if (data.code !== MOCK_TOTP_CODE) return fieldRefused(400, 'code', ACCOUNT_MESSAGES.wrongCode)
      const account = currentAccount()
      const replaced = account.totp
      account.totp = true
      account.recoveryCodes = recoveryCodes()
      mockAdminSession.pendingSecret = null
      auditAccount(account, 'account.totp', replaced ? ACCOUNT_AUDIT.totpReplaced : ACCOUNT_AUDIT.totpEnrolled)
      return HttpResponse.json({ recoveryCodes: account.recoveryCodes })
    }),
  ),
  http.delete(
    `${ADMIN_API}/me/totp`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, currentPasswordSchema)
      if (error) return error
      const account = currentAccount()
      if (account.role === 'administrateur') return apiError(409, ACCOUNT_MESSAGES.secondFactorRequired)
      if (!account.totp) return apiError(409, ACCOUNT_MESSAGES.noTotp)
      const refused = confirmPassword(account, data.currentPassword)
      if (refused) return refused
      account.totp = false
      account.recoveryCodes = []
      auditAccount(account, 'account.totp-remove', ACCOUNT_AUDIT.totpRemoved)
      return noContent()
    }),
  ),
  http.post(
    `${ADMIN_API}/me/recovery-codes`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, currentPasswordSchema)
      if (error) return error
      const account = currentAccount()
      if (!account.totp) return apiError(409, ACCOUNT_MESSAGES.noTotp)
      const refused = confirmPassword(account, data.currentPassword)
      if (refused) return refused
      account.recoveryCodes = recoveryCodes()
      auditAccount(account, 'account.recovery-codes', ACCOUNT_AUDIT.recoveryCodes)
      return HttpResponse.json({ recoveryCodes: account.recoveryCodes })
    }),
  ),
  http.post(
    `${ADMIN_API}/me/password`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, passwordChangeSchema)
      if (error) return error
      const account = currentAccount()
      const refused = confirmPassword(account, data.currentPassword)
      if (refused) return refused
      if (isWeak(data.newPassword)) return fieldRefused(400, 'newPassword', ACCOUNT_MESSAGES.weakPassword)
      account.password = data.newPassword
      // The account's other sessions end, as on the server.
      mockAccounts.sessions = mockAccounts.sessions.filter(
        (session) => session.id === 'current' || session.accountId !== account.id,
      )
      auditAccount(account, 'account.password', ACCOUNT_AUDIT.passwordChanged)
      return noContent()
    }),
  ),
  http.get(
    `${ADMIN_API}/me/sessions`,
    guarded(() =>
      HttpResponse.json({
        items: ownSessions().map(({ accountId: _accountId, ...session }) => ({
          ...session,
          current: session.id === 'current',
        })),
      }),
    ),
  ),
  http.delete(
    `${ADMIN_API}/me/sessions/:id`,
    guarded(({ params }) => {
      const id = z.string().max(100).parse(params.id)
      if (!ownSessions().some((session) => session.id === id)) return notFound()
      auditAccount(currentAccount(), 'session.end', ACCOUNT_AUDIT.sessionEnded)
      if (id === 'current') closeSession()
      else mockAccounts.sessions = mockAccounts.sessions.filter((session) => session.id !== id)
      return noContent()
    }),
  ),

  // The links sent by e-mail, and asking for one.
  http.post(`${ADMIN_API}/password-reset`, async ({ request }) => {
    const { error } = await parseBody(request, passwordResetRequestSchema)
    if (error) return error
    // As on the server: without a mail server no link is issued, and the answer says so.
    const mailConfigured = state.smtpConfigured
    const message = mailConfigured ? ACCOUNT_MESSAGES.resetRequested : ACCOUNT_MESSAGES.resetNoMail
    return HttpResponse.json({ message, mailConfigured }, { status: 202 })
  }),
  http.post(`${ADMIN_API}/token`, async ({ request }) => {
    const { data, error } = await parseBody(request, tokenSchema)
    if (error) return error
    const found = findToken(data.token)
    if (!found) return apiError(410, ACCOUNT_MESSAGES.linkGone)
    const account = mockAccounts.items.find((item) => item.id === found.accountId)
    return HttpResponse.json({
      purpose: found.purpose,
      name: account?.name ?? '',
      email: account?.email ?? '',
      expiresAt: found.expiresAt,
    })
  }),
  http.post(`${ADMIN_API}/token/password`, async ({ request }) => {
    const { data, error } = await parseBody(request, tokenPasswordSchema)
    if (error) return error
    const found = findToken(data.token)
    if (!found) return apiError(410, ACCOUNT_MESSAGES.linkGone)
    if (found.purpose === 'setup' && (data.name === undefined || data.email === undefined)) {
      const missing: Record<string, string[]> = {}
      if (data.name === undefined) missing.name = ['Nom obligatoire.']
      if (data.email === undefined) missing.email = ['Adresse e-mail obligatoire.']
      return apiError(400, API_MESSAGES.invalidFields, missing)
    }
    if (isWeak(data.password)) return fieldRefused(400, 'password', ACCOUNT_MESSAGES.weakPassword)
    let account = mockAccounts.items.find((item) => item.id === found.accountId)
    if (!account) {
      account = {
        id: mockAccounts.items.reduce((max, item) => Math.max(max, item.id), 0) + 1,
        name: data.name ?? '',
        email: data.email ?? MOCK_ADMIN_EMAIL,
        role: 'administrateur',
        status: 'actif',
        ministryIds: [],
        totp: false,
        passkeys: 0,
        createdAt: clockNow().toISOString(),
        lastLoginAt: null,
        password: '',
        recoveryCodes: [],
        needsProfile: false,
      }
      mockAccounts.items.push(account)
    }
    account.password = data.password
    account.status = 'actif'
    mockAccounts.tokens = mockAccounts.tokens.filter((entry) => entry !== found)
    const setup = found.purpose === 'setup'
    const removed = data.removePasskeys && !setup ? mockAccounts.passkeys.filter((p) => p.accountId === account.id) : []
    mockAccounts.passkeys = mockAccounts.passkeys.filter((passkey) => !removed.includes(passkey))
    account.passkeys = mockAccounts.passkeys.filter((passkey) => passkey.accountId === account.id).length
    const issuer = mockAccounts.items.find((item) => item.id === found.issuedBy)
    state.audit.push({
      id: nextId(state.audit),
      at: now(),
      actor: account.name,
      action: 'account.password',
      entity: 'staff_account',
      entityId: account.id,
      summary: ACCOUNT_AUDIT.passwordFromLink(found.purpose, issuer?.email ?? null, removed.length),
    })
    signIn(account, request)
    return noContent()
  }),
]
