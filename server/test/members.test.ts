import { describe, expect, it } from 'vitest'
import { countRows, login, NO_STATUS_CHANGE, useTestApp, validMember } from './helper.ts'

const REQUIRED = ['firstName', 'lastName', 'email', 'phone', 'dateOfBirth', 'address', 'city'] as const

describe('POST /api/members/register', () => {
  const t = useTestApp()
  const register = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/members/register', payload: payload as object })

  it('stores the 15 fields as submitted and gives them back to the admin', async () => {
    const member = validMember({ firstName: '  Marie  ' })
    const response = await register(member)
    expect(response.statusCode).toBe(201)
    const { id } = response.json()
    expect(id).toBeTypeOf('number')

    const cookie = await login(t.app)
    const list = await t.app.inject({ url: '/api/admin/members', headers: { cookie } })
    expect(list.statusCode).toBe(200)
    const { items, total } = list.json()
    expect(total).toBe(1)
    expect(items[0]).toEqual({
      ...member,
      firstName: 'Marie',
      id,
      createdAt: expect.any(String),
      status: 'nouveau',
      ...NO_STATUS_CHANGE,
      duplicateOf: [],
    })
    expect(new Date(items[0].createdAt).toISOString()).toBe(items[0].createdAt)

    const row = t.app.db.prepare('SELECT phone_normalized, emergency_phone FROM member_registrations').get()
    expect(row).toEqual({ phone_normalized: '18095550101', emergency_phone: '+1 (829) 555-0102' })
  })

  it('stores absent optional fields as empty strings and gives them back as such', async () => {
    const { occupation: _o, maritalStatus: _m, testimony: _t, ...required } = validMember()
    expect((await register(required)).statusCode).toBe(201)
    const cookie = await login(t.app)
    const [item] = (await t.app.inject({ url: '/api/admin/members', headers: { cookie } })).json().items
    expect(item).toMatchObject({ occupation: '', maritalStatus: '', testimony: '', baptized: 'oui' })
  })

  it('raises totalMembers and newThisMonth by one per registration', async () => {
    await register(validMember())
    const stats = (await t.app.inject('/api/members/stats')).json()
    expect(stats).toEqual({ totalMembers: 343, newThisMonth: 13, activeMembers: 320 })
  })

  it.each(REQUIRED)('refuses a registration without %s, naming the field', async (field) => {
    const { [field]: _removed, ...payload } = validMember()
    const response = await register(payload)
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.message).toBe('Certains champs sont invalides.')
    expect(Object.keys(body.fieldErrors)).toEqual([field])
    expect(body.fieldErrors[field][0]).toMatch(/obligatoire/)
    expect(countRows(t.app, 'member_registrations')).toBe(0)
  })

  it.each([
    ['maritalStatus', 'fiancé'],
    ['baptized', 'peut-être'],
    ['ministry', 'cuisine'],
    ['email', 'marie.example.org'],
    ['dateOfBirth', '2025-02-30'],
    ['dateOfBirth', '17/05/1990'],
    ['dateOfBirth', '2999-01-01'],
    ['phone', 'appelez-moi'],
    ['firstName', 'x'.repeat(101)],
    ['testimony', 'x'.repeat(5001)],
    ['address', 42],
  ])('refuses %s = %j', async (field, value) => {
    const response = await register(validMember({ [field]: value }))
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fieldErrors)).toEqual([field])
    expect(countRows(t.app, 'member_registrations')).toBe(0)
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const response = await register({ ...validMember(), website: 'https://spam.example' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ id: expect.any(Number) })
    expect(countRows(t.app, 'member_registrations')).toBe(0)
    expect(t.logs.some((line) => line.includes('honeypot filled'))).toBe(true)
  })

  it('ignores an empty honeypot and does not store it', async () => {
    expect((await register({ ...validMember(), website: '' })).statusCode).toBe(201)
    expect(countRows(t.app, 'member_registrations')).toBe(1)
  })
})
