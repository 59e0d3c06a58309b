// The mock's one admin session, which the guarded handlers check and the component tests open
// directly (`mockAdminSession.signedIn = true`).
import { DEFAULT_OPERATOR } from '#common/schemas/admin-follow-up.ts'

/** The mock admin password, for `npm run dev:mock` only. */
export const MOCK_ADMIN_PASSWORD = 'mot-de-passe-demo'

export const mockAdminSession = { signedIn: false, name: null as string | null }

export function resetMockSession() {
  mockAdminSession.signedIn = false
  mockAdminSession.name = null
}

/** Who is at the keyboard, recorded with each change, as the server records it. */
export const operator = () => mockAdminSession.name ?? DEFAULT_OPERATOR
