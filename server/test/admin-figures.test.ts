import { describe, expect, it } from 'vitest'
import { signIn, submit, rename } from './admin-helper.ts'
import { useTestApp } from './helper.ts'

describe('admin: member figures shown to visitors', () => {
  let clock = new Date('2026-11-22T15:00:00.000Z')
  const t = useTestApp({ now: () => clock })
  const stats = async () => (await t.app.inject('/api/members/stats')).json()

  it.each([
    ['GET', '/api/admin/figures'],
    ['PUT', '/api/admin/figures'],
  ] as const)('%s %s is 401 without a session', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })
    expect(response.statusCode).toBe(401)
  })

  it('shows what visitors see and the part the site counted itself', async () => {
    await submit(t.app, 'member')
    const admin = await signIn(t.app)
    expect((await admin.get('/api/admin/figures')).json()).toEqual({
      totalMembers: 343,
      newThisMonth: 13,
      activeMembers: 320,
      registrations: { total: 1, thisMonth: 1 },
      updatedAt: null,
      updatedBy: null,
    })
  })

  it('shows visitors exactly the typed figures at once, then counts new registrations on top', async () => {
    await submit(t.app, 'member')
    await submit(t.app, 'member', { email: 'autre@example.org', phone: '809-555-0199' })
    const before = await t.app.inject('/api/members/stats')
    const admin = await signIn(t.app)
    rename(t.app, admin, 'Pasteur')

    const put = await admin.send('PUT', '/api/admin/figures', {
      totalMembers: 400,
      newThisMonth: 5,
      activeMembers: 350,
    })
    expect(put.statusCode).toBe(200)
    expect(put.json()).toEqual({
      totalMembers: 400,
      newThisMonth: 5,
      activeMembers: 350,
      registrations: { total: 2, thisMonth: 2 },
      updatedAt: clock.toISOString(),
      updatedBy: 'Pasteur',
    })
    // The public read changed with the database: new figures, new ETag.
    const after = await t.app.inject({
      url: '/api/members/stats',
      headers: { 'if-none-match': String(before.headers.etag) },
    })
    expect(after.statusCode).toBe(200)
    expect(after.json()).toEqual({ totalMembers: 400, newThisMonth: 5, activeMembers: 350 })

    await submit(t.app, 'member', { email: 'troisieme@example.org', phone: '809-555-0198' })
    expect(await stats()).toEqual({ totalMembers: 401, newThisMonth: 6, activeMembers: 350 })

    // Next month: "new this month" starts again from the site's own count; the total stays.
    clock = new Date('2026-12-03T15:00:00.000Z')
    expect(await stats()).toEqual({ totalMembers: 401, newThisMonth: 0, activeMembers: 350 })
    clock = new Date('2026-11-22T15:00:00.000Z')
  })

  it('accepts strings typed in a form ("1 200") and zero', async () => {
    const admin = await signIn(t.app)
    const put = await admin.send('PUT', '/api/admin/figures', {
      totalMembers: ' 1 200 ',
      newThisMonth: '0',
      activeMembers: 0,
    })
    expect(put.statusCode).toBe(200)
    expect(await stats()).toEqual({ totalMembers: 1200, newThisMonth: 0, activeMembers: 0 })
  })

  it.each([
    [
      { totalMembers: 10, newThisMonth: 11, activeMembers: 5 },
      { newThisMonth: ['Pas plus de nouveaux membres que de membres au total.'] },
    ],
    [
      { totalMembers: 10, newThisMonth: 1, activeMembers: 11 },
      { activeMembers: ['Pas plus de membres actifs que de membres au total.'] },
    ],
    [{ totalMembers: -1, newThisMonth: 0, activeMembers: 0 }, { totalMembers: ['Membres au total : 0 au minimum.'] }],
    [
      { totalMembers: 1.5, newThisMonth: 0, activeMembers: 0 },
      { totalMembers: ['Membres au total : nombre entier attendu.'] },
    ],
    [
      { totalMembers: 'beaucoup', newThisMonth: 0, activeMembers: 0 },
      { totalMembers: ['Membres au total : nombre entier attendu.'] },
    ],
    [
      { totalMembers: 100_001, newThisMonth: 0, activeMembers: 0 },
      { totalMembers: ['Membres au total : 100\u00a0000 au maximum.'] },
    ],
    [
      { totalMembers: '', newThisMonth: 0 },
      {
        totalMembers: ['Membres au total : nombre obligatoire.'],
        activeMembers: ['Membres actifs : nombre obligatoire.'],
      },
    ],
  ])('refuses %j naming the fields in French', async (body, fieldErrors) => {
    const admin = await signIn(t.app)
    const response = await admin.send('PUT', '/api/admin/figures', body)
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors).toEqual(fieldErrors)
    expect(await stats()).toEqual({ totalMembers: 342, newThisMonth: 12, activeMembers: 320 })
  })

  it('refuses figures below what the site has already counted', async () => {
    await submit(t.app, 'member')
    await submit(t.app, 'member', { email: 'autre@example.org', phone: '809-555-0199' })
    const admin = await signIn(t.app)
    const response = await admin.send('PUT', '/api/admin/figures', {
      totalMembers: 1,
      newThisMonth: 1,
      activeMembers: 1,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      message: 'Certains champs sont invalides.',
      fieldErrors: {
        totalMembers: ['Au moins 2 : le site a déjà reçu 2 inscriptions.'],
        newThisMonth: ['Au moins 2 : le site a reçu 2 inscriptions ce mois-ci.'],
      },
    })
    expect((await stats()).totalMembers).toBe(344)
    // Exactly the site's count is fine: the church's baseline becomes 0.
    expect(
      (await admin.send('PUT', '/api/admin/figures', { totalMembers: 2, newThisMonth: 2, activeMembers: 2 }))
        .statusCode,
    ).toBe(200)
    expect(await stats()).toEqual({ totalMembers: 2, newThisMonth: 2, activeMembers: 2 })
  })
})
