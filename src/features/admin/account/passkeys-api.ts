// Passkeys: one's own list, adding one (the browser creates it after the server's options) and
// removing one with the password. Signing in with a passkey is in admin-access/passkey-sign-in.ts.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { startRegistration } from '@simplewebauthn/browser'
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser'
import { apiClient } from '#src/lib/api-client.ts'
import { passkeyListSchema, passkeyOptionsSchema, passkeySchema } from '#common/schemas/staff-account.ts'
import { adminKeys, readDefaults } from '../kit/query.ts'
import { adminSessionQuery } from '../kit/session.ts'

const PASSKEYS = 'api/admin/me/passkeys'
export const passkeysKey = [...adminKeys.session, 'passkeys'] as const

export const passkeyQueries = {
  list: () =>
    queryOptions({
      queryKey: passkeysKey,
      queryFn: async () => passkeyListSchema.parse(await apiClient.get(PASSKEYS).json()).items,
      ...readDefaults,
    }),
}

const useRefresh = () => {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: passkeysKey }),
      queryClient.invalidateQueries({ queryKey: adminSessionQuery().queryKey }),
    ])
}

/**
 * Asks the server for options (with the current password: adding a way in asks who you are; right
 * after signing in the server does without it), lets the phone create the passkey (fingerprint),
 * then stores it.
 */
export function useAddPasskey() {
  const refresh = useRefresh()
  return useMutation({
    mutationKey: [...passkeysKey, 'add'],
    mutationFn: async ({ name, currentPassword }: { name: string; currentPassword?: string | undefined }) => {
      const options = passkeyOptionsSchema.parse(
        await apiClient.post(`${PASSKEYS}/options`, { json: { currentPassword } }).json(),
      )
      const response = await startRegistration({
        optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
      })
      return passkeySchema.parse(await apiClient.post(PASSKEYS, { json: { response, name } }).json())
    },
    onSuccess: refresh,
  })
}

export function useRemovePasskey() {
  const refresh = useRefresh()
  return useMutation({
    mutationKey: [...passkeysKey, 'remove'],
    mutationFn: async (input: { id: number; currentPassword: string }) => {
      await apiClient.delete(`${PASSKEYS}/${input.id}`, { json: { currentPassword: input.currentPassword } })
    },
    onSuccess: refresh,
  })
}
