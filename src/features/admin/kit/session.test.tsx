import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '#mocks/node.ts'
import type { StaffSession } from '#common/schemas/staff-account.ts'
import { getAdminSession, SIGNED_OUT } from './session.ts'

const session: StaffSession = {
  authenticated: true,
  account: { id: 1, name: 'Pasteur Exemple', email: 'pasteur@example.org', role: 'administrateur' },
  pending: null,
  totp: true,
  passkeys: 0,
  expiresAt: '2026-12-01T12:00:00.000Z',
  mailConfigured: false,
}

const answerSession = (body: unknown, status = 200) =>
  server.use(http.get('*/api/admin/session', () => HttpResponse.json(body as StaffSession, { status })))

describe('getAdminSession', () => {
  it('keeps the session the page holds when the server answers the same one', async () => {
    answerSession(structuredClone(session))
    const known = structuredClone(session)
    expect(await getAdminSession(known)).toBe(known)
  })

  it('checks and returns a session that changed', async () => {
    const changed = { ...session, passkeys: 1 }
    answerSession(changed)
    const answer = await getAdminSession(session)
    expect(answer).toEqual(changed)
    expect(answer).not.toBe(session)
  })

  it('refuses an answer that is not a session', async () => {
    answerSession({ ...session, pending: 'rien' })
    await expect(getAdminSession()).rejects.toThrow()
  })

  it('answers « not signed in » to a 401', async () => {
    answerSession({ message: 'Session expirée.' }, 401)
    expect(await getAdminSession(session)).toEqual(SIGNED_OUT)
  })
})
