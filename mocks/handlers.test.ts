// The dashboard mocks answer with the shared schemas, so the UI tests exercise real parsing; and
// they behave as the server does (tests/contract/ compares their answers with the server's).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { setupServer } from 'msw/node'
import { pageOf } from '#common/schemas/admin.ts'
import { adminMemberSchema, adminOverviewSchema, outboxItemSchema } from '#common/schemas/admin-follow-up.ts'
import { contactMessageRecordSchema } from '#common/schemas/contact-message.ts'
import { programmeRequestRecordSchema } from '#common/schemas/programme-request.ts'
import { newsletterSubscriberSchema } from '#common/schemas/newsletter-subscription.ts'
import { eventListSchema } from '#common/schemas/event.ts'
import { handlers, resetMocks } from './handlers.ts'
import {
  MOCK_ACCOUNTS,
  MOCK_ADMIN_EMAIL,
  MOCK_ADMIN_PASSWORD,
  MOCK_TOKENS,
  MOCK_TOTP_CODE,
  mockAccounts,
  mockAdminSession,
} from './session.ts'
import {
  accountInvitedSchema,
  openSessionsSchema,
  recoveryCodesSchema,
  secondFactorNeededSchema,
  staffAccountsSchema,
  staffSessionSchema,
  tokenInfoSchema,
  totpEnrolmentSchema,
} from '#common/schemas/staff-account.ts'

const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  mockAdminSession.signedIn = true
})
afterEach(() => resetMocks())
afterAll(() => server.close())

const api = (path: string, init?: RequestInit) => fetch(`http://localhost/api/admin/${path}`, init)
const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
})

describe('admin dashboard mocks', () => {
  it.each([
    ['members', pageOf(adminMemberSchema)],
    ['messages', pageOf(contactMessageRecordSchema)],
    ['requests', pageOf(programmeRequestRecordSchema)],
    ['newsletter', pageOf(newsletterSubscriberSchema)],
    ['outbox', pageOf(outboxItemSchema)],
    ['overview', adminOverviewSchema],
    ['events', eventListSchema],
  ] as const)('answers GET /%s with the shared schema', async (path, schema) => {
    const response = await api(path)
    expect(response.status).toBe(200)
    const parsed = schema.safeParse(await response.json())
    expect(parsed.error?.issues ?? []).toEqual([])
  })

  it('answers 401 without a session', async () => {
    mockAdminSession.signedIn = false
    expect((await api('members')).status).toBe(401)
    expect((await api('members/1', json('PATCH', { status: 'contacte' }))).status).toBe(401)
  })

  it('ignores empty parameters and filters by search, status and duplicates', async () => {
    expect((await api('members?q=&status=&page=1')).status).toBe(200)
    const byName = await (await api('members?q=joseph')).json()
    expect(byName.items.every((m: { lastName: string }) => m.lastName === 'Joseph')).toBe(true)
    const duplicates = await (await api('members?duplicates=1')).json()
    expect(duplicates.total).toBe(1)
    expect(duplicates.items[0].duplicateOf).toEqual([2])
  })

  it('refuses a status change the workflow does not allow', async () => {
    const response = await api('members/1', json('PATCH', { status: 'accueilli' }))
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe('Changement de statut impossible : Nouveau → Accueilli.')
  })

  it('records which account changed a status', async () => {
    mockAdminSession.accountId = MOCK_ACCOUNTS.secretariat
    const member = await (await api('members/1', json('PATCH', { status: 'contacte' }))).json()
    expect(member).toMatchObject({ status: 'contacte', statusChangedBy: 'Marie Dorvil' })
  })

  it('merges a duplicate into the earlier registration', async () => {
    const target = await (await api('members/24/merge', json('POST', { intoId: 2 }))).json()
    expect(target.id).toBe(2)
    const duplicates = await (await api('members?duplicates=1')).json()
    expect(duplicates.total).toBe(0)
  })

  it('exports CSV with a BOM, quoting and neutralised formulas', async () => {
    const response = await api('messages.csv?q=Frantz')
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text).toContain('"Est-ce que')
  })
})

describe('staff account mocks', () => {
  const login = (body: unknown) => api('login', json('POST', body))

  it('asks for the code after the right password, then opens a complete session', async () => {
    mockAdminSession.signedIn = false
    const credentials = { email: MOCK_ADMIN_EMAIL, password: MOCK_ADMIN_PASSWORD }
    const first = await login(credentials)
    expect(first.status).toBe(401)
    expect(secondFactorNeededSchema.safeParse(await first.json()).success).toBe(true)
    expect((await login({ ...credentials, code: '000000' })).status).toBe(401)
    expect((await login({ ...credentials, code: MOCK_TOTP_CODE })).status).toBe(204)
    const session = staffSessionSchema.parse(await (await api('session')).json())
    expect(session).toMatchObject({ pending: null, account: { role: 'administrateur' } })
  })

  it('answers a wrong password and an unknown address alike', async () => {
    const wrong = await login({ email: MOCK_ADMIN_EMAIL, password: 'pas-le-bon' })
    const unknown = await login({ email: 'personne@example.org', password: 'pas-le-bon' })
    expect([wrong.status, unknown.status]).toEqual([401, 401])
    expect(await wrong.json()).toEqual(await unknown.json())
  })

  it('gives the team only to administrators', async () => {
    const list = await api('accounts')
    expect(staffAccountsSchema.safeParse(await list.json()).success).toBe(true)
    mockAdminSession.accountId = MOCK_ACCOUNTS.secretariat
    expect((await api('accounts')).status).toBe(403)
  })

  it('invites once per address, with the link to pass on', async () => {
    const invite = { name: 'Paul Noël', email: 'paul@example.org', role: 'contenu' }
    const created = await api('accounts', json('POST', invite))
    expect(created.status).toBe(201)
    const body = accountInvitedSchema.parse(await created.json())
    expect(body.link).toMatch(/\/acces-equipe#jeton=.{20,}/)
    expect((await api('accounts', json('POST', invite))).status).toBe(409)
  })

  it('enrols an authenticator app: a secret, then ten recovery codes for the right code', async () => {
    mockAdminSession.accountId = MOCK_ACCOUNTS.secretariat
    totpEnrolmentSchema.parse(await (await api('me/totp', json('POST', {}))).json())
    expect((await api('me/totp/confirm', json('POST', { code: '000000' }))).status).toBe(400)
    const confirmed = await api('me/totp/confirm', json('POST', { code: MOCK_TOTP_CODE }))
    expect(recoveryCodesSchema.safeParse(await confirmed.json()).success).toBe(true)
    expect(staffSessionSchema.parse(await (await api('session')).json()).totp).toBe(true)
  })

  it('reads a link, refuses a weak password on it, and answers 410 once it is used', async () => {
    mockAdminSession.signedIn = false
    const token = MOCK_TOKENS.invitation
    expect(tokenInfoSchema.parse(await (await api('token', json('POST', { token }))).json()).purpose).toBe('invitation')
    const weak = await api('token/password', json('POST', { token, password: 'motdepasse123' }))
    expect(weak.status).toBe(400)
    expect((await weak.json()).fieldErrors.password).toHaveLength(1)
    expect(
      (await api('token/password', json('POST', { token, password: 'un chemin de cailloux blancs' }))).status,
    ).toBe(204)
    expect((await api('token', json('POST', { token }))).status).toBe(410)
  })

  it('lists one’s sessions', async () => {
    const sessions = openSessionsSchema.parse(await (await api('me/sessions')).json())
    expect(sessions.items.filter((session) => session.current)).toHaveLength(1)
  })
})

describe('a session with a step to do', () => {
  it('may only enrol its authenticator app until it is done', async () => {
    const administrator = mockAccounts.items.find((account) => account.id === MOCK_ACCOUNTS.administrateur)!
    Object.assign(administrator, { totp: false, passkeys: 0 })
    expect(staffSessionSchema.parse(await (await api('session')).json()).pending).toBe('second-factor')
    expect((await api('members')).status).toBe(403)
    await api('me/totp', json('POST', {}))
    await api('me/totp/confirm', json('POST', { code: MOCK_TOTP_CODE }))
    expect((await api('members')).status).toBe(200)
  })
})
