import { describe, expect, it } from 'vitest'
import { signIn, submit, type AdminClient, rename } from './admin-helper.ts'
import { useTestApp } from './helper.ts'

interface Listed {
  id: number
  firstName: string
  duplicateOf: number[]
}

describe('duplicate registrations', () => {
  let clock = new Date('2026-11-01T10:00:00Z')
  const t = useTestApp({ now: () => clock })
  const tick = () => {
    clock = new Date(clock.getTime() + 60_000)
  }
  const flags = async (admin: AdminClient, query = '') => {
    const { items } = (await admin.get(`/api/admin/members${query}`)).json() as { items: Listed[] }
    return Object.fromEntries(items.map((m) => [m.firstName, m.duplicateOf]))
  }

  /** Marie twice (e-mail in another case), Mia with Marie's phone written differently, Paul apart. */
  async function registerFamily() {
    const marie = await submit(t.app, 'member', {
      occupation: '',
      previousChurch: '',
      testimony: 'Premier témoignage.',
    })
    tick()
    const again = await submit(t.app, 'member', {
      firstName: 'Marie2',
      email: 'MARIE.Joseph@Example.org',
      phone: '829 555 0199',
      occupation: 'Enseignante',
      previousChurch: 'Église de Jacmel',
      testimony: 'Second témoignage.',
    })
    tick()
    const mia = await submit(t.app, 'member', {
      firstName: 'Mia',
      email: 'mia@example.org',
      phone: '+1 (809) 555 0101',
    })
    tick()
    const paul = await submit(t.app, 'member', { firstName: 'Paul', email: 'paul@example.org', phone: '849-555-0404' })
    return { marie, again, mia, paul }
  }

  it('flags a registration with an earlier one’s e-mail (any case) or phone (any writing)', async () => {
    const { marie } = await registerFamily()
    const admin = await signIn(t.app)
    expect(await flags(admin)).toEqual({ Marie: [], Marie2: [marie], Mia: [marie], Paul: [] })
    const only = (await admin.get('/api/admin/members?duplicates=1')).json()
    expect(only.total).toBe(2)
    expect(only.items.map((m: Listed) => m.firstName)).toEqual(['Mia', 'Marie2'])
    expect((await admin.get('/api/admin/overview')).json().pending.duplicates).toBe(2)
  })

  it('lists every earlier match, oldest first', async () => {
    const { marie, again } = await registerFamily()
    tick()
    await submit(t.app, 'member', { firstName: 'Marie3', email: 'marie.joseph@example.org', phone: '829-555-0199' })
    const admin = await signIn(t.app)
    expect((await flags(admin)).Marie3).toEqual([marie, again])
  })

  it('dismisses a pair for good: no longer flagged, even after a reload', async () => {
    const { mia } = await registerFamily()
    const admin = await signIn(t.app)
    const dismissed = await admin.send('POST', `/api/admin/members/${mia}/dismiss-duplicate`)
    expect(dismissed.statusCode).toBe(200)
    expect(dismissed.json()).toMatchObject({ id: mia, firstName: 'Mia', duplicateOf: [] })
    expect((await flags(admin)).Mia).toEqual([])
    expect((await admin.get('/api/admin/members?duplicates=1')).json().items.map((m: Listed) => m.firstName)).toEqual([
      'Marie2',
    ])
    expect((await admin.get('/api/admin/overview')).json().pending.duplicates).toBe(1)
    expect((await admin.send('POST', '/api/admin/members/999/dismiss-duplicate')).statusCode).toBe(404)
  })

  it('merges a duplicate: the target’s empty answers are filled, the duplicate is archived', async () => {
    const { marie, again } = await registerFamily()
    const admin = await signIn(t.app)
    rename(t.app, admin, 'Secrétaire')
    const merged = await admin.send('POST', `/api/admin/members/${again}/merge`, { intoId: marie })
    expect(merged.statusCode).toBe(200)
    expect(merged.json()).toMatchObject({
      id: marie,
      firstName: 'Marie',
      phone: '809-555-0101',
      occupation: 'Enseignante',
      previousChurch: 'Église de Jacmel',
      testimony: 'Premier témoignage.',
      status: 'nouveau',
      duplicateOf: [],
    })
    const members = (await admin.get('/api/admin/members')).json().items as (Listed & {
      status: string
      statusChangedBy: string
    })[]
    const archived = members.find((m) => m.id === again)
    expect(archived).toMatchObject({ status: 'archive', statusChangedBy: 'Secrétaire', duplicateOf: [] })
    expect(t.app.db.prepare('SELECT merged_into FROM member_registrations WHERE id = ?').get(again)).toEqual({
      merged_into: marie,
    })
    // Archived: no longer counted as a member nor pending.
    const overview = (await admin.get('/api/admin/overview')).json()
    expect(overview.pending).toMatchObject({ members: 3, duplicates: 1 })

    // A merged registration is settled: a later one with the same address points at Marie only.
    tick()
    await submit(t.app, 'member', { firstName: 'Marie4', email: 'marie.joseph@example.org', phone: '849 555 0999' })
    expect((await flags(admin)).Marie4).toEqual([marie])
  })

  it('refuses to merge into itself, into a non-duplicate, or without a target', async () => {
    const { marie, again, paul } = await registerFamily()
    const admin = await signIn(t.app)
    const self = await admin.send('POST', `/api/admin/members/${again}/merge`, { intoId: again })
    expect(self.statusCode).toBe(400)
    expect(self.json()).toEqual({
      message: 'Une inscription ne peut pas être fusionnée avec elle-même.',
      fieldErrors: { intoId: ['Une inscription ne peut pas être fusionnée avec elle-même.'] },
    })
    const notDuplicate = await admin.send('POST', `/api/admin/members/${again}/merge`, { intoId: paul })
    expect(notDuplicate.statusCode).toBe(400)
    expect(notDuplicate.json().message).toBe(`L’inscription n° ${paul} n’est pas un doublon antérieur de celle-ci.`)
    // The earlier registration is not a duplicate of the later one: merging goes later → earlier.
    expect((await admin.send('POST', `/api/admin/members/${marie}/merge`, { intoId: again })).statusCode).toBe(400)
    const missing = await admin.send('POST', `/api/admin/members/${again}/merge`, {})
    expect(missing.statusCode).toBe(400)
    expect(Object.keys(missing.json().fieldErrors)).toEqual(['intoId'])
    expect((await admin.send('POST', `/api/admin/members/999/merge`, { intoId: marie })).statusCode).toBe(404)
    // Merging twice: the second time it is no longer a duplicate.
    expect((await admin.send('POST', `/api/admin/members/${again}/merge`, { intoId: marie })).statusCode).toBe(200)
    expect((await admin.send('POST', `/api/admin/members/${again}/merge`, { intoId: marie })).statusCode).toBe(400)
  })

  it('no longer flags a duplicate archived by hand, and flags it again once restored', async () => {
    const { marie, mia } = await registerFamily()
    const admin = await signIn(t.app)
    const archived = await admin.send('PATCH', `/api/admin/members/${mia}`, { status: 'archive' })
    expect(archived.json()).toMatchObject({ status: 'archive', duplicateOf: [] })
    expect((await admin.get('/api/admin/overview')).json().pending.duplicates).toBe(1)
    const restored = await admin.send('PATCH', `/api/admin/members/${mia}`, { status: 'nouveau' })
    expect(restored.json()).toMatchObject({ status: 'nouveau', duplicateOf: [marie] })
  })

  it('flags a restored duplicate again', async () => {
    const { marie, again } = await registerFamily()
    const admin = await signIn(t.app)
    await admin.send('POST', `/api/admin/members/${again}/merge`, { intoId: marie })
    const restored = await admin.send('PATCH', `/api/admin/members/${again}`, { status: 'nouveau' })
    expect(restored.json()).toMatchObject({ status: 'nouveau', duplicateOf: [marie] })
  })
})
