import { describe, expect, it } from 'vitest'
import { useTestApp, validMember } from './helper.ts'

describe('logs', () => {
  const t = useTestApp()

  it('never contain request bodies', async () => {
    const marker = 'témoignage-très-personnel-42'
    await t.app.inject({ method: 'POST', url: '/api/members/register', payload: validMember({ testimony: marker }) })
    await t.app.inject({ method: 'POST', url: '/api/members/register', payload: validMember({ email: marker }) })
    expect(t.logs.length).toBeGreaterThan(2)
    expect(t.logs.join('\n')).not.toContain(marker)
    expect(t.logs.join('\n')).not.toContain('marie.joseph@example.org')
  })

  it('never contain cookies or authorization headers', async () => {
    await t.app.inject({
      url: '/api/admin/session',
      headers: { cookie: 'session=secret-cookie', authorization: 'Basic secret-auth' },
    })
    expect(t.logs.length).toBeGreaterThan(0)
    expect(t.logs.join('\n')).not.toMatch(/secret-/)
  })

  it('mask a password or a body should code ever pass one to the logger', () => {
    t.app.log.info({ password: 'secret-password', body: { testimony: 'secret-body' } }, 'oops')
    const line = JSON.parse(t.logs.at(-1) ?? '{}')
    expect(line).toMatchObject({ msg: 'oops', password: '[masqué]', body: '[masqué]' })
  })
})
