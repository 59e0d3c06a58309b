// The team's accounts (administrators): the list, inviting someone, changing a role, disabling
// or enabling an account, and a new sign-in link.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '#src/lib/api-client.ts'
import {
  ACCOUNT_LINK_PATH,
  accountInvitedSchema,
  accountLinkSchema,
  staffAccountSchema,
  staffAccountsSchema,
  type AccountInvite,
  type AccountUpdate,
} from '#common/schemas/staff-account.ts'
import { adminGet, adminKeys, readDefaults } from '../kit/query.ts'

export const teamQueries = {
  accounts: () =>
    queryOptions({
      queryKey: adminKeys.accounts,
      queryFn: async () => (await adminGet('accounts', staffAccountsSchema)).items,
      ...readDefaults,
    }),
}

const useRefreshAccounts = () => {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.accounts })
}

export function useInviteAccount() {
  const refresh = useRefreshAccounts()
  return useMutation({
    mutationKey: [...adminKeys.accounts, 'invite'],
    mutationFn: async (input: AccountInvite) =>
      accountInvitedSchema.parse(await apiClient.post('api/admin/accounts', { json: input }).json()),
    onSuccess: refresh,
  })
}

export function useUpdateAccount() {
  const refresh = useRefreshAccounts()
  return useMutation({
    mutationKey: [...adminKeys.accounts, 'update'],
    mutationFn: async ({ id, ...change }: AccountUpdate & { id: number }) =>
      staffAccountSchema.parse(await apiClient.patch(`api/admin/accounts/${id}`, { json: change }).json()),
    onSuccess: refresh,
  })
}

/** A new link: an invitation again for an invited account, a password reset for an active one. */
export function useNewLink() {
  return useMutation({
    mutationKey: [...adminKeys.accounts, 'link'],
    mutationFn: async (id: number) =>
      accountLinkSchema.parse(await apiClient.post(`api/admin/accounts/${id}/${ACCOUNT_LINK_PATH}`).json()),
  })
}
