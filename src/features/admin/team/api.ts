// The team's accounts (administrators): the list, inviting someone, changing a role, disabling
// or enabling an account, and a new sign-in link.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '#src/lib/api-client.ts'
import { type AlertRecipientsInput, alertRecipientsSchema } from '#common/schemas/alert-recipients.ts'
import {
  ACCOUNT_LINK_PATH,
  accountInvitedSchema,
  accountLinkSchema,
  staffAccountSchema,
  staffAccountsSchema,
  type AccountInvite,
  type AccountUpdate,
} from '#common/schemas/staff-account.ts'
import { adminGet, adminRead, adminKeys, readDefaults } from '../kit/query.ts'

// Under the accounts' key: a change of role or status changes the default recipients, and the
// refresh after it reaches this card too.
const alertRecipientsKey = [...adminKeys.accounts, 'alert-recipients'] as const

export const teamQueries = {
  accounts: () =>
    queryOptions({
      queryKey: adminKeys.accounts,
      queryFn: async () => (await adminGet('accounts', staffAccountsSchema)).items,
      ...readDefaults,
    }),
  alertRecipients: () =>
    queryOptions({
      queryKey: alertRecipientsKey,
      queryFn: adminRead('alert-recipients', alertRecipientsSchema),
      ...readDefaults,
    }),
}

/** Who gets the staff alerts: the chosen addresses, or `[]` for the administrators and secretaries. */
export function useSaveAlertRecipients() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...alertRecipientsKey, 'save'],
    mutationFn: async (input: AlertRecipientsInput) =>
      alertRecipientsSchema.parse(await apiClient.put('api/admin/alert-recipients', { json: input }).json()),
    onSuccess: (saved) => queryClient.setQueryData(alertRecipientsKey, saved),
  })
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
