// Signing in and out of the dashboard, and who is at the keyboard.
import { http, HttpResponse } from 'msw'
import { API_MESSAGES } from '#common/api-messages.ts'
import { adminLoginSchema } from '#common/schemas/admin.ts'
import { adminIdentitySchema } from '#common/schemas/admin-follow-up.ts'
import { ADMIN_API, apiError, guarded, noContent, parseBody } from '../respond.ts'
import { MOCK_ADMIN_PASSWORD, mockAdminSession } from '../session.ts'

// The component tests reach the session through this module.
export { MOCK_ADMIN_PASSWORD, mockAdminSession }

const session = () => HttpResponse.json({ authenticated: true as const, name: mockAdminSession.name })

export const adminHandlers = [
  http.post(`${ADMIN_API}/login`, async ({ request }) => {
    const { data, error } = await parseBody(request, adminLoginSchema)
    if (error) return error
    if (data.password !== MOCK_ADMIN_PASSWORD) return apiError(401, API_MESSAGES.wrongPassword)
    // A fresh session: nobody has said who they are yet.
    mockAdminSession.signedIn = true
    mockAdminSession.name = null
    return noContent()
  }),
  http.post(
    `${ADMIN_API}/logout`,
    guarded(() => {
      mockAdminSession.signedIn = false
      mockAdminSession.name = null
      return noContent()
    }),
  ),
  http.get(`${ADMIN_API}/session`, guarded(session)),
  http.put(
    `${ADMIN_API}/session/identity`,
    guarded(async ({ request }) => {
      const { data, error } = await parseBody(request, adminIdentitySchema)
      if (error) return error
      mockAdminSession.name = data.name
      return session()
    }),
  ),
]
