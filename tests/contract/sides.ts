// The two backends the contract compares, behind one interface: the MSW handlers of mocks/
// (answered in-process by msw's getResponse) and the real app (buildApp on a temporary SQLite
// file, answered by app.inject). The same call goes to both as the same standard Request. Both
// start as a new installation (the mocks without their samples) and read the same fixed clock,
// so that what they store can be compared value by value.
import { getResponse } from 'msw'
import { handlers, resetMocks } from '#mocks/handlers.ts'
import { MOCK_ADMIN_PASSWORD, MOCK_ACCOUNTS, mockAccounts, openSessionElsewhere } from '#mocks/session.ts'
import { state } from '#mocks/state.ts'
import { currentTotp } from '#server/src/auth/totp.ts'
import { createTestApp, login, TEST_EMAIL, TEST_PASSWORD, totpCodeFor, type TestApp } from '#server/test/helper.ts'

/** The mocks' administrator and the code its authenticator app "shows" (mocks/session.ts). */
const MOCK_ADMIN = { email: 'pasteur@eglise-exemple.org', code: '123456' }

/** The browser every call comes from: both backends record it with a session. */
export const USER_AGENT = 'Mozilla/5.0 (contrat mocks-serveur)'

export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  /** Sent as application/json. */
  json?: unknown
  /** Sent as is (a FormData sets its own multipart content type). */
  body?: FormData | string
  headers?: Record<string, string>
}

export interface ApiAnswer {
  status: number
  headers: Headers
  text: string
}

/** Who signs in: each backend's first administrator, a different person on each side. */
export interface Identity {
  name: string
  email: string
}

export interface Side {
  name: 'mocks' | 'server'
  /** The administrator the cases sign in as (compare.ts puts a placeholder for their name and e-mail). */
  identity: Identity
  /** Answers `call`; after a sign-in, with the session. */
  call(call: ApiCall): Promise<ApiAnswer>
  /** The admin password this backend accepts. */
  password: string
  /** The administrator's sign-in, with a second-factor code valid now (POST /api/admin/login's body). */
  credentials(): { email: string; password: string; code: string }
  /** The code an authenticator app shows for `secret` (the mocks accept one fixed code). */
  codeFor(secret: string): string
  /** Test fixtures no API call can make: marks a staff alert as sent. */
  markAlertSent(id: number): void
  /** Test fixtures no API call can make: every newsletter subscriber follows its confirmation link. */
  confirmSubscribers(): void
  /** Test fixtures no API call can make: the administrator signs in in another browser. */
  signInElsewhere(): Promise<void>
}

export function toRequest(call: ApiCall): Request {
  const headers = new Headers({ 'user-agent': USER_AGENT, ...call.headers })
  let body: BodyInit | undefined = call.body
  if (call.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(call.json)
  }
  return new Request(`http://localhost${call.path}`, { method: call.method, headers, body })
}

/** A clock stopped at `instant`, for both backends. */
export const stoppedAt = (instant: Date) => () => new Date(instant)

/**
 * The mocks as a new installation (no samples), signed out, on `clock`; able to send e-mail with
 * `mailRelay`.
 */
export function mockSide(clock: () => Date, mailRelay = false): Side {
  resetMocks({ samples: false, clock })
  state.smtpConfigured = mailRelay
  const administrator = mockAccounts.items.find((account) => account.id === MOCK_ACCOUNTS.administrateur)
  if (!administrator) throw new Error('mocks: no administrator')
  return {
    name: 'mocks',
    identity: { name: administrator.name, email: administrator.email },
    password: MOCK_ADMIN_PASSWORD,
    credentials: () => ({ ...MOCK_ADMIN, password: MOCK_ADMIN_PASSWORD }),
    codeFor: () => MOCK_ADMIN.code,
    async call(call) {
      const response = await getResponse(handlers, toRequest(call))
      if (!response) throw new Error(`no mock handler answers ${call.method} ${call.path}`)
      // Decoded keeping a byte-order mark, as inject does: the CSV files must start with one.
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
      return { status: response.status, headers: response.headers, text }
    },
    markAlertSent(id) {
      const item = state.outbox.find((candidate) => candidate.id === id)
      if (item) item.sentAt = new Date().toISOString()
    },
    confirmSubscribers() {
      for (const subscriber of state.subscribers) subscriber.status = 'confirmed'
    },
    async signInElsewhere() {
      openSessionElsewhere(administrator.id, USER_AGENT)
    },
  }
}

/**
 * A fresh server on its own temporary data directory and `clock`, with a cookie jar for its
 * session, and `smtpUrl` as its mail relay when given.
 */
export async function serverSide(clock: () => Date, smtpUrl?: string): Promise<Side & { close: () => Promise<void> }> {
  const test: TestApp = await createTestApp({
    now: clock,
    config: { mailWorker: false },
    env: { SMTP_URL: smtpUrl },
  })
  // The browser's cookies by name: the session's, and any other the server sets (a recognised device).
  const cookies = new Map<string, string>()
  // The first sign-in gives the administrator the test authenticator (server/test/helper.ts); its
  // session ends at once, so that the server starts without one, as the mocks do.
  await signOut(test, await login(test.app))
  // That sign-in is the fixture's, not a case's: the log starts empty, as the mocks' does.
  test.app.db.prepare('DELETE FROM audit_log').run()
  const admin = test.app.adminRepository.findAccountByEmail(TEST_EMAIL)
  if (!admin) throw new Error('no first administrator')
  return {
    name: 'server',
    identity: { name: admin.name, email: admin.email },
    password: TEST_PASSWORD,
    credentials: () => ({ email: TEST_EMAIL, password: TEST_PASSWORD, code: totpCodeFor(test.app, admin.id) }),
    codeFor: (secret) => currentTotp(secret, test.app.now()),
    async call(call) {
      const request = toRequest(call)
      const headers = Object.fromEntries(request.headers)
      if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
      const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
      const response = await test.app.inject({ method: call.method, url: call.path, headers, payload })
      for (const set of response.cookies) {
        const ended = set.value === '' || (set.expires !== undefined && set.expires.getTime() < Date.now())
        if (ended) cookies.delete(set.name)
        else cookies.set(set.name, set.value)
      }
      const answerHeaders = new Headers()
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value))
      }
      return { status: response.statusCode, headers: answerHeaders, text: response.body }
    },
    markAlertSent(id) {
      test.app.outboxRepository.markSent(id, new Date().toISOString())
    },
    confirmSubscribers() {
      test.app.db.prepare("UPDATE newsletter_subscribers SET status = 'confirmed'").run()
    },
    async signInElsewhere() {
      // Another browser: a sign-in whose cookie this side's jar never keeps.
      const answer = await test.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'user-agent': USER_AGENT },
        payload: { email: TEST_EMAIL, password: TEST_PASSWORD, code: totpCodeFor(test.app, admin.id) },
      })
      if (answer.statusCode !== 204) throw new Error(`server: sign-in elsewhere refused (${answer.statusCode})`)
    },
    close: () => test.close(),
  }
}

async function signOut(test: TestApp, cookie: string) {
  const answer = await test.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } })
  if (answer.statusCode !== 204) throw new Error(`server: sign-out refused (${answer.statusCode})`)
}
