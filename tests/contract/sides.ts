// The two backends the contract compares, behind one interface: the MSW handlers of mocks/
// (answered in-process by msw's getResponse) and the real app (buildApp on a temporary SQLite
// file, answered by app.inject). The same call goes to both as the same standard Request.
import { getResponse } from 'msw'
import { handlers, resetMocks } from '#mocks/handlers.ts'
import { MOCK_ADMIN_PASSWORD } from '#mocks/session.ts'
import { state } from '#mocks/state.ts'
import { currentTotp } from '#server/src/auth/totp.ts'
import { createTestApp, login, TEST_EMAIL, TEST_PASSWORD, totpCodeFor, type TestApp } from '#server/test/helper.ts'

/** The mocks' administrator and the code its authenticator app "shows" (mocks/session.ts). */
const MOCK_ADMIN = { email: 'pasteur@eglise-exemple.org', code: '123456' }

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

export interface Side {
  name: 'mocks' | 'server'
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
}

export function toRequest(call: ApiCall): Request {
  const headers = new Headers(call.headers)
  let body: BodyInit | undefined = call.body
  if (call.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(call.json)
  }
  return new Request(`http://localhost${call.path}`, { method: call.method, headers, body })
}

/** The mocks, back to their samples and signed out; able to send e-mail with `mailRelay`. */
export function mockSide(mailRelay = false): Side {
  resetMocks()
  state.smtpConfigured = mailRelay
  return {
    name: 'mocks',
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
  }
}

/**
 * A fresh server on its own temporary data directory, with a cookie jar for its session, and
 * `smtpUrl` as its mail relay when given.
 */
export async function serverSide(smtpUrl?: string): Promise<Side & { close: () => Promise<void> }> {
  const test: TestApp = await createTestApp({ config: { mailWorker: false }, env: { SMTP_URL: smtpUrl } })
  let cookie: string | undefined
  // The first sign-in gives the administrator the test authenticator (server/test/helper.ts).
  await login(test.app)
  const admin = test.app.adminRepository.findAccountByEmail(TEST_EMAIL)
  if (!admin) throw new Error('no first administrator')
  return {
    name: 'server',
    password: TEST_PASSWORD,
    credentials: () => ({ email: TEST_EMAIL, password: TEST_PASSWORD, code: totpCodeFor(test.app, admin.id) }),
    codeFor: (secret) => currentTotp(secret),
    async call(call) {
      const request = toRequest(call)
      const headers = Object.fromEntries(request.headers)
      if (cookie) headers.cookie = cookie
      const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
      const response = await test.app.inject({ method: call.method, url: call.path, headers, payload })
      for (const set of response.cookies) {
        const ended = set.value === '' || (set.expires !== undefined && set.expires.getTime() < Date.now())
        cookie = ended ? undefined : `${set.name}=${set.value}`
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
    close: () => test.close(),
  }
}
