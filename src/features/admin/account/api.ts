// One's own account: name and e-mail, password, authenticator app and recovery codes, open
// sessions. Every call is the signed-in person's own (/api/admin/me/...).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '#src/lib/api-client.ts'
import {
  openSessionsSchema,
  recoveryCodesSchema,
  totpEnrolmentSchema,
  type ProfileUpdate,
} from '#common/schemas/staff-account.ts'
import { adminKeys, readDefaults } from '../kit/query.ts'
import { adminSessionQuery } from '../kit/session.ts'

const ME = 'api/admin/me'

export const accountQueries = {
  sessions: () =>
    queryOptions({
      queryKey: adminKeys.mySessions,
      queryFn: async () => openSessionsSchema.parse(await apiClient.get(`${ME}/sessions`).json()).items,
      ...readDefaults,
    }),
}

/** The session says who is signed in and what remains to do: read it again after a change. */
const useRefreshSession = () => {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: adminSessionQuery().queryKey })
}

export function useUpdateProfile() {
  const refresh = useRefreshSession()
  return useMutation({
    mutationKey: [...adminKeys.session, 'profile'],
    mutationFn: async (input: ProfileUpdate) => {
      await apiClient.patch(ME, { json: input })
    },
    onSuccess: refresh,
  })
}

/**
 * A new secret to scan; not active until its first code is confirmed. The server asks for the
 * current password unless the session signed in a few minutes ago (403 without it).
 */
export function useStartTotp() {
  return useMutation({
    mutationKey: [...adminKeys.session, 'totp'],
    mutationFn: async (currentPassword?: string) =>
      totpEnrolmentSchema.parse(
        await apiClient.post(`${ME}/totp`, currentPassword ? { json: { currentPassword } } : {}).json(),
      ),
  })
}

/** Confirms the app with its first code: the answer is the 10 recovery codes, shown once. */
export function useConfirmTotp() {
  return useMutation({
    mutationKey: [...adminKeys.session, 'totp-confirm'],
    mutationFn: async (code: string) =>
      recoveryCodesSchema.parse(await apiClient.post(`${ME}/totp/confirm`, { json: { code } }).json()).recoveryCodes,
  })
}

export function useRemoveTotp() {
  const refresh = useRefreshSession()
  return useMutation({
    mutationKey: [...adminKeys.session, 'totp-remove'],
    mutationFn: async (currentPassword: string) => {
      await apiClient.delete(`${ME}/totp`, { json: { currentPassword } })
    },
    onSuccess: refresh,
  })
}

export function useNewRecoveryCodes() {
  return useMutation({
    mutationKey: [...adminKeys.session, 'recovery-codes'],
    mutationFn: async (currentPassword: string) =>
      recoveryCodesSchema.parse(await apiClient.post(`${ME}/recovery-codes`, { json: { currentPassword } }).json())
        .recoveryCodes,
  })
}

export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...adminKeys.session, 'password'],
    mutationFn: async (input: { currentPassword: string; newPassword: string }) => {
      await apiClient.post(`${ME}/password`, { json: input })
    },
    // The account's other sessions end with the old password.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.mySessions }),
  })
}

/** Ends one of one's sessions (several: « Fermer les autres sessions »). */
export function useEndSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: adminKeys.mySessions,
    mutationFn: async (ids: string[]) => {
      for (const id of ids) await apiClient.delete(`${ME}/sessions/${encodeURIComponent(id)}`)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.mySessions }),
  })
}
