// The mock's staff accounts and its one open session, which the guarded handlers check and the
// component tests open directly (`mockAdminSession.signedIn = true`, as the administrator;
// `mockAdminSession.accountId = MOCK_ACCOUNTS.secretariat` to be someone else).
import { clockNow } from './clock.ts'
import { randomBase64Url } from './random.ts'
import { nextId, state } from './state.ts'
import { ACCOUNT_AUDIT } from '#common/account-messages.ts'
import type { SessionPendingStep, StaffAccount, StaffRole, TokenPurpose } from '#common/schemas/staff-account.ts'

/** The mock's sign-in, for `npm run dev:mock` and the tests: the administrator's e-mail and password. */
export const MOCK_ADMIN_EMAIL = 'pasteur@eglise-exemple.org'
export const MOCK_ADMIN_PASSWORD = 'mot-de-passe-demo'
/** The code the mock's authenticator app "shows", and one of its recovery codes. */
export const MOCK_TOTP_CODE = '123456'
export const MOCK_RECOVERY_CODE = 'k7m2p-9qx4t'
/** A TOTP secret, as the server would draw one (base32). */
export const MOCK_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

/** Links the mock knows (invitation of the invited account, reset, first set-up). */
export const MOCK_TOKENS: Record<TokenPurpose, string> = {
  invitation: 'invitation-demo-4f1c2a9b7e3d5c8a',
  reset: 'reinitialisation-demo-2b8e6f1a9c4d',
  setup: 'configuration-demo-7d3a1e9f5b2c',
}

export const MOCK_ACCOUNTS = { administrateur: 1, secretariat: 2, contenu: 3, invite: 4 } as const

export type MockAccount = StaffAccount & {
  password: string
  recoveryCodes: string[]
  /** An installation that had one shared password: the name and e-mail are still to give. */
  needsProfile: boolean
}

const CREATED = '2026-09-01T14:00:00.000Z'

const account = (
  id: number,
  name: string,
  email: string,
  role: StaffRole,
  more: Partial<MockAccount> = {},
): MockAccount => ({
  id,
  name,
  email,
  role,
  status: 'actif',
  totp: false,
  passkeys: 0,
  createdAt: CREATED,
  lastLoginAt: '2026-11-20T13:05:00.000Z',
  password: MOCK_ADMIN_PASSWORD,
  recoveryCodes: [],
  needsProfile: false,
  ministryIds: [],
  ...more,
})

const administrator = (more: Partial<MockAccount> = {}) =>
  account(1, 'Pasteur Samuel Joseph', MOCK_ADMIN_EMAIL, 'administrateur', {
    totp: true,
    recoveryCodes: [MOCK_RECOVERY_CODE],
    ...more,
  })

function sampleAccounts(): MockAccount[] {
  return [
    administrator({ passkeys: 1 }),
    account(2, 'Marie Dorvil', 'secretariat@eglise-exemple.org', 'secretariat'),
    account(3, 'Jonas Pierre', 'contenu@eglise-exemple.org', 'contenu', { totp: true }),
    account(4, 'Ruth Baptiste', 'ruth.baptiste@example.org', 'contenu', {
      status: 'invite',
      password: '',
      lastLoginAt: null,
    }),
  ]
}

export type MockToken = {
  token: string
  purpose: TokenPurpose
  accountId: number | null
  expiresAt: string
  /** The administrator who issued it (the audit line written when it is used names them). */
  issuedBy?: number
}

const inHours = (hours: number) => new Date(clockNow().getTime() + hours * 3_600_000).toISOString()

function sampleTokens(): MockToken[] {
  return [
    { token: MOCK_TOKENS.invitation, purpose: 'invitation', accountId: 4, expiresAt: inHours(72) },
    { token: MOCK_TOKENS.reset, purpose: 'reset', accountId: 2, expiresAt: inHours(72) },
    { token: MOCK_TOKENS.setup, purpose: 'setup', accountId: null, expiresAt: inHours(72) },
  ]
}

export type MockOpenSession = {
  id: string
  accountId: number
  createdAt: string
  lastSeenAt: string
  userAgent: string | null
  ip: string | null
}

/** The current session is `current`; the others are the same account's elsewhere. */
function sampleSessions(): MockOpenSession[] {
  return [
    {
      id: 'current',
      accountId: MOCK_ACCOUNTS.administrateur,
      createdAt: clockNow().toISOString(),
      lastSeenAt: clockNow().toISOString(),
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
      ip: '190.80.12.4',
    },
    {
      id: 'telephone',
      accountId: MOCK_ACCOUNTS.administrateur,
      createdAt: '2026-11-24T15:30:00.000Z',
      lastSeenAt: '2026-11-25T21:10:00.000Z',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1',
      ip: '2800:e2:1a00:45::1',
    },
  ]
}

/** A passkey of the mock: its credential id is what a sign-in answer names. */
export type MockPasskey = {
  id: number
  accountId: number
  credentialId: string
  name: string
  createdAt: string
  lastUsedAt: string | null
}

export const mockAccounts = {
  items: sampleAccounts(),
  tokens: sampleTokens(),
  sessions: sampleSessions(),
  passkeys: [] as MockPasskey[],
}

export const mockAdminSession = {
  signedIn: false,
  /** Whose session it is (the administrator unless a test says otherwise). */
  accountId: MOCK_ACCOUNTS.administrateur as number,
  /** A TOTP secret drawn for enrolment, waiting for its first code. */
  pendingSecret: null as string | null,
  /** When the session last proved who is at the keyboard (its sign-in, or the password typed again). */
  authenticatedAt: null as string | null,
}

/** As on the server: adding a way in without the password is allowed this long after that proof. */
export const RECENT_AUTHENTICATION_MS = 5 * 60_000

/** The session proved itself recently (a session the tests open directly counts as just signed in). */
export const recentlyAuthenticated = () =>
  mockAdminSession.authenticatedAt === null ||
  clockNow().getTime() - Date.parse(mockAdminSession.authenticatedAt) < RECENT_AUTHENTICATION_MS

/**
 * Signed out, with the sample team, links and sessions; without samples, as a new installation:
 * only the administrator (given an authenticator app), who has never signed in.
 */
export function resetMockSession({ samples = true }: { samples?: boolean } = {}) {
  mockAdminSession.signedIn = false
  mockAdminSession.accountId = MOCK_ACCOUNTS.administrateur
  mockAdminSession.pendingSecret = null
  mockAdminSession.authenticatedAt = null
  mockAccounts.items = samples
    ? sampleAccounts()
    : [administrator({ createdAt: clockNow().toISOString(), lastLoginAt: null })]
  mockAccounts.tokens = samples ? sampleTokens() : []
  mockAccounts.sessions = samples ? sampleSessions() : []
  mockAccounts.passkeys = []
}

/**
 * A sign-in, as the server makes it: the browser's former session ends, a new one is current
 * (with the browser's user agent; the mock never knows the address).
 */
export function openSession(account: MockAccount, userAgent: string | null) {
  const at = clockNow().toISOString()
  const session: MockOpenSession = {
    id: 'current',
    accountId: account.id,
    createdAt: at,
    lastSeenAt: at,
    userAgent,
    ip: null,
  }
  mockAccounts.sessions = [session, ...mockAccounts.sessions.filter((other) => other.id !== 'current')]
  mockAdminSession.signedIn = true
  mockAdminSession.accountId = account.id
  mockAdminSession.authenticatedAt = at
  account.lastLoginAt = at
}

/** Signing out, or the current session closed: it ends. */
export function closeSession() {
  mockAccounts.sessions = mockAccounts.sessions.filter((session) => session.id !== 'current')
  mockAdminSession.signedIn = false
}

/**
 * A sign-in of `accountId` in another browser (a test fixture: the mock has one browser), with its
 * audit line as the server writes it (password and code when the account has an authenticator).
 */
export function openSessionElsewhere(accountId: number, userAgent: string | null) {
  const at = clockNow().toISOString()
  mockAccounts.sessions.push({ id: randomBase64Url(16), accountId, createdAt: at, lastSeenAt: at, userAgent, ip: null })
  const account = mockAccounts.items.find((item) => item.id === accountId)
  if (!account) return
  account.lastLoginAt = at
  state.audit.push({
    id: nextId(state.audit),
    at,
    actor: account.name,
    action: 'session.login',
    entity: 'staff_account',
    entityId: account.id,
    summary: ACCOUNT_AUDIT.signedIn(account.totp ? 'code' : 'password'),
  })
}

/** The sessions of the signed-in account: the current one and its others elsewhere. */
export const ownSessions = () =>
  mockAccounts.sessions.filter((session) => session.id === 'current' || session.accountId === currentAccount().id)

/** The signed-in account (the administrator when the test only said `signedIn`). */
export const currentAccount = (): MockAccount =>
  mockAccounts.items.find((account) => account.id === mockAdminSession.accountId) ?? mockAccounts.items[0]!

/** What the session still has to do before the dashboard opens. */
export function pendingStep(account: MockAccount): SessionPendingStep | null {
  if (account.needsProfile) return 'profile'
  // As on the server: a passkey does not stand for the app (a lost phone must not lock the only
  // administrator out).
  if (account.role === 'administrateur' && !account.totp) return 'second-factor'
  return null
}

/** Who is at the keyboard, recorded with each change, as the server records it. */
export const operator = () => currentAccount().name
