// The dashboard mocks answer with the shared schemas, so the UI tests exercise real parsing; and
// they behave as the server does (tests/contract/ compares their answers with the server's).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { setupServer } from 'msw/node'
import { pageOf } from '#common/schemas/admin.ts'
import { adminMemberSchema, adminOverviewSchema, outboxItemSchema } from '#common/schemas/admin-follow-up.ts'
import { contactMessageRecordSchema } from '#common/schemas/contact-message.ts'
import { programmeRequestRecordSchema } from '#common/schemas/programme-request.ts'
import { subscriberPageSchema } from '#common/schemas/newsletter-subscription.ts'
import { eventListSchema } from '#common/schemas/event.ts'
import { handlers, resetMocks } from './handlers.ts'
import { mockAdminSession } from './session.ts'

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
    ['newsletter', subscriberPageSchema],
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

  it('records who changed a status', async () => {
    await api('session/identity', json('PUT', { name: 'Pasteur' }))
    const member = await (await api('members/1', json('PATCH', { status: 'contacte' }))).json()
    expect(member).toMatchObject({ status: 'contacte', statusChangedBy: 'Pasteur' })
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
