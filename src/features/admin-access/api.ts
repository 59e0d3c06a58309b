import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../lib/api-client.ts'
import { ApiError, httpError } from '../../lib/api-error.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import { passwordResetAnswerSchema, secondFactorNeededSchema, type StaffLogin } from '#common/schemas/staff-account.ts'

/**
 * What a sign-in attempt came to: the session is open, or the server asks for the second factor
 * (`waiting`: the account's sign-ins are spaced out, and a right code passes that wait).
 */
export type SignInOutcome =
  | { signedIn: true }
  | { signedIn: false; secondFactor: 'totp'; message: string; waiting: boolean }

/** « 5 min », « 40 s »: the wait a 429's Retry-After asks for. */
export function waitLabel(seconds: number): string {
  return seconds >= 60 ? `${Math.ceil(seconds / 60)} min` : `${Math.max(1, Math.round(seconds))} s`
}

/**
 * Opens a staff session: 204 (the server sets the cookie), or a 401 that asks for the code of the
 * authenticator app (`secondFactor: 'totp'`), or, before any code was sent, a 429 saying the
 * account's sign-ins are spaced out but a right code passes. Any other answer is thrown as an
 * ApiError: 401 wrong e-mail or password, 429 too many tries (its message then says how long to wait).
 */
export async function signInAsStaff(input: StaffLogin): Promise<SignInOutcome> {
  const response = await apiClient.post('api/admin/login', { json: input, throwHttpErrors: false })
  if (response.ok) return { signedIn: true }
  const body: unknown = await response.json().catch(() => null)
  const needsCode = secondFactorNeededSchema.safeParse(body)
  const asksCode = response.status === 401 || (response.status === 429 && input.code === undefined)
  if (asksCode && needsCode.success)
    return { signedIn: false, secondFactor: 'totp', message: needsCode.data.message, waiting: response.status === 429 }
  const parsed = apiErrorSchema.safeParse(body)
  const error = parsed.success ? parsed.data : { message: httpError(response.status) }
  const retryAfter = Number(response.headers.get('retry-after'))
  if (response.status === 429 && retryAfter > 0 && !/\d/.test(error.message))
    error.message = `${error.message} Nouvel essai possible dans ${waitLabel(retryAfter)}.`
  throw new ApiError(response.status, error)
}

export function useStaffSignIn() {
  return useMutation({ mutationFn: signInAsStaff })
}

/**
 * Asks for a password reset link: the server answers the same whether the address is known or not,
 * and says whether an e-mail can leave at all (`mailConfigured`).
 */
export function usePasswordResetRequest() {
  return useMutation({
    mutationFn: async (input: { email: string }) =>
      passwordResetAnswerSchema.parse(await apiClient.post('api/admin/password-reset', { json: input }).json()),
  })
}
export { lengthHint } from './password-hint.ts'
