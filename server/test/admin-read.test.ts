import { describe, expect, it } from 'vitest'
import { login, useTestApp, validContact, validFeproba, validIsl, validMember } from './helper.ts'

describe('admin read API', () => {
  let clock = new Date('2026-11-01T10:00:00Z')
  const t = useTestApp({ now: () => clock })
  const tick = () => {
    clock = new Date(clock.getTime() + 60_000)
  }
  const get = async (url: string) => {
    const cookie = await login(t.app)
    return t.app.inject({ url, headers: { cookie } })
  }

  it('pages members newest first with their total', async () => {
    for (let i = 1; i <= 5; i += 1) {
      tick()
      await t.app.inject({
        method: 'POST',
        url: '/api/members/register',
        payload: validMember({ firstName: `Membre${i}` }),
      })
    }
    const first = (await get('/api/admin/members?page=1&pageSize=2')).json()
    expect(first.total).toBe(5)
    expect(first.items.map((m: { firstName: string }) => m.firstName)).toEqual(['Membre5', 'Membre4'])
    const last = (await get('/api/admin/members?page=3&pageSize=2')).json()
    expect(last.items.map((m: { firstName: string }) => m.firstName)).toEqual(['Membre1'])
    const beyond = (await get('/api/admin/members?page=9&pageSize=2')).json()
    expect(beyond).toEqual({ items: [], total: 5 })
  })

  it('searches members by name, e-mail, city or phone digits, taking % literally', async () => {
    await t.app.inject({ method: 'POST', url: '/api/members/register', payload: validMember() })
    tick()
    await t.app.inject({
      method: 'POST',
      url: '/api/members/register',
      payload: validMember({
        firstName: 'Luc',
        lastName: 'Étienne',
        email: 'luc@example.org',
        phone: '849 555 7777',
        city: 'Puerto Plata',
      }),
    })
    const names = async (q: string) =>
      (await get(`/api/admin/members?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((m: { firstName: string }) => m.firstName)
    expect(await names('LUC')).toEqual(['Luc'])
    expect(await names('Marie Joseph')).toEqual(['Marie'])
    expect(await names('puerto')).toEqual(['Luc'])
    expect(await names('(849) 555-7777')).toEqual(['Luc'])
    expect(await names('%')).toEqual([])
    expect(await names('')).toEqual(['Luc', 'Marie'])
  })

  it('lists contact messages newest first', async () => {
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: validContact({ message: 'premier' }) })
    tick()
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: validContact({ message: 'second' }) })
    const { items, total } = (await get('/api/admin/messages?pageSize=10')).json()
    expect(total).toBe(2)
    expect(items.map((m: { message: string }) => m.message)).toEqual(['second', 'premier'])
  })

  it('filters programme requests by type and program', async () => {
    await t.app.inject({ method: 'POST', url: '/feproba/register', payload: validFeproba() })
    tick()
    await t.app.inject({ method: 'POST', url: '/feproba/register', payload: validFeproba({ program: 'couture' }) })
    tick()
    await t.app.inject({ method: 'POST', url: '/isl/register', payload: validIsl() })
    const programs = async (query: string) => {
      const body = (await get(`/api/admin/requests${query}`)).json()
      return [body.total, body.items.map((r: { program: string }) => r.program)]
    }
    expect(await programs('')).toEqual([3, ['diplome', 'couture', 'informatique']])
    expect(await programs('?type=feproba_registration')).toEqual([2, ['couture', 'informatique']])
    expect(await programs('?type=isl_registration')).toEqual([1, ['diplome']])
    expect(await programs('?program=couture')).toEqual([1, ['couture']])
    expect(await programs('?type=isl_registration&program=couture')).toEqual([0, []])
  })

  it.each([
    ['/api/admin/members?page=0', 'page'],
    ['/api/admin/members?pageSize=500', 'pageSize'],
    ['/api/admin/messages?page=abc', 'page'],
    ['/api/admin/requests?type=autre', 'type'],
    ['/api/admin/requests?program=plomberie', 'program'],
  ])('refuses %s with 400 naming %s', async (url, field) => {
    const response = await get(url)
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fieldErrors)).toEqual([field])
  })
})
