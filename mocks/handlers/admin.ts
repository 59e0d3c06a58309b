import { http, HttpResponse } from 'msw'
import { adminLoginSchema } from '#common/schemas/admin.ts'
import { parseBody } from './validate.ts'

/** The mock admin password, for `npm run dev:mock` only. */
export const MOCK_ADMIN_PASSWORD = 'mot-de-passe-demo'
/** The mock's one admin session; the dashboard mocks read it and store who is at the keyboard. */
export const mockAdminSession = { signedIn: false, name: null as string | null }

export function resetAdminMockState() {
  mockAdminSession.signedIn = false
  mockAdminSession.name = null
}

export const adminHandlers = [
  http.post('*/api/admin/login', async ({ request }) => {
    const { data, error } = await parseBody(request, adminLoginSchema)
    if (error) return error
    if (data.password !== MOCK_ADMIN_PASSWORD) {
      return HttpResponse.json({ message: 'Mot de passe incorrect' }, { status: 401 })
    }
    mockAdminSession.signedIn = true
    mockAdminSession.name = null
    return new HttpResponse(null, { status: 204 })
  }),
  http.post('*/api/admin/logout', () => {
    mockAdminSession.signedIn = false
    mockAdminSession.name = null
    return new HttpResponse(null, { status: 204 })
  }),
  http.get('*/api/admin/session', () =>
    mockAdminSession.signedIn
      ? HttpResponse.json({ authenticated: true, name: mockAdminSession.name })
      : HttpResponse.json({ message: 'Authentification requise.' }, { status: 401 }),
  ),
]
