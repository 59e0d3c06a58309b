import { http, HttpResponse } from 'msw'
import { adminLoginSchema } from '../../src/schemas/admin.ts'
import { parseBody } from './validate.ts'

/** The mock admin password, for `npm run dev:mock` only. */
export const MOCK_ADMIN_PASSWORD = 'mot-de-passe-demo'
let signedIn = false

export function resetAdminMockState() {
  signedIn = false
}

export const adminHandlers = [
  http.post('*/api/admin/login', async ({ request }) => {
    const { data, error } = await parseBody(request, adminLoginSchema)
    if (error) return error
    if (data.password !== MOCK_ADMIN_PASSWORD) {
      return HttpResponse.json({ message: 'Mot de passe incorrect' }, { status: 401 })
    }
    signedIn = true
    return new HttpResponse(null, { status: 204 })
  }),
  http.post('*/api/admin/logout', () => {
    signedIn = false
    return new HttpResponse(null, { status: 204 })
  }),
  http.get('*/api/admin/session', () =>
    signedIn
      ? HttpResponse.json({ authenticated: true })
      : HttpResponse.json({ message: 'Authentification requise.' }, { status: 401 }),
  ),
]
