// Signing in with a passkey: the server's options, the phone's fingerprint, the server's check.
import { useMutation } from '@tanstack/react-query'
import { startAuthentication } from '@simplewebauthn/browser'
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'
import { apiClient } from '../../lib/api-client.ts'
import { passkeyOptionsSchema } from '#common/schemas/staff-account.ts'

export async function signInWithPasskey(): Promise<void> {
  const options = passkeyOptionsSchema.parse(await apiClient.post('api/admin/login/passkey/options').json())
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  })
  await apiClient.post('api/admin/login/passkey', { json: { response } })
}

export function usePasskeySignIn() {
  return useMutation({ mutationFn: signInWithPasskey })
}

/** The browser gave up or the person cancelled (no passkey chosen, fingerprint refused). */
export const isPasskeyCancelled = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
