// The server finds duplicate registrations in SQL; the mocks with common/member-duplicates.ts.
// Both must flag the same pairs: after each step of a follow-up (registrations, a dismissed
// pair, an archive, a merge, a restore), the server's answer is compared with the rule run on
// the server's own rows.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { earlierDuplicates, type DuplicateCandidate } from '#common/member-duplicates.ts'
import { signIn, submit, type AdminClient } from '#server/test/admin-helper.ts'
import { createTestApp, type TestApp } from '#server/test/helper.ts'

let t: TestApp
let admin: AdminClient
beforeEach(async () => {
  t = await createTestApp({ config: { mailWorker: false } })
  admin = await signIn(t.app)
})
afterEach(() => t.close())

/** Each registration's duplicates: as the server lists them, and by the shared rule. */
async function bothWays() {
  const listed = (await admin.get('/api/admin/members?pageSize=100')).json() as {
    items: { id: number; duplicateOf: number[] }[]
  }
  const rows = t.app.db
    .prepare('SELECT id, email, phone, status, merged_into AS mergedInto FROM member_registrations')
    .all() as DuplicateCandidate[]
  const dismissed = t.app.db
    .prepare('SELECT member_id AS id, duplicate_of AS earlier FROM duplicate_dismissals')
    .all() as {
    id: number
    earlier: number
  }[]
  const isDismissed = (id: number, earlier: number) => dismissed.some((d) => d.id === id && d.earlier === earlier)
  const byId = (items: { id: number; duplicateOf: number[] }[]) =>
    Object.fromEntries(items.map((item) => [item.id, item.duplicateOf]))
  return {
    server: byId(listed.items),
    rule: byId(rows.map((row) => ({ id: row.id, duplicateOf: earlierDuplicates(row, rows, isDismissed) }))),
  }
}

describe('duplicate registrations: the SQL and the shared rule agree', () => {
  it('at every step of a follow-up', async () => {
    const one = await submit(t.app, 'member', { email: 'ana@example.org', phone: '809-555-0001' })
    await submit(t.app, 'member', { email: 'ANA@Example.ORG', phone: '829-555-0002' })
    const three = await submit(t.app, 'member', { email: 'autre@example.org', phone: '+1 809 555 0001' })
    const four = await submit(t.app, 'member', { email: 'b@example.org', phone: '8095550001' })
    await submit(t.app, 'member', { email: 'seule@example.org', phone: '849-555-0005' })

    let { server, rule } = await bothWays()
    expect(server).toEqual(rule)
    expect(server[four]).toEqual([one, three])

    const steps: [string, string, object][] = [
      ['POST', `/api/admin/members/${four}/dismiss-duplicate`, {}],
      ['PATCH', '/api/admin/members/2', { status: 'archive' }],
      ['POST', `/api/admin/members/${three}/merge`, { intoId: one }],
      ['PATCH', `/api/admin/members/${three}`, { status: 'nouveau' }],
    ]
    for (const [method, url, payload] of steps) {
      const response = await admin.send(method as 'POST', url, payload)
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200)
      ;({ server, rule } = await bothWays())
      expect(server, `after ${method} ${url}`).toEqual(rule)
    }
    expect(server[three]).toEqual([one])
  })
})
