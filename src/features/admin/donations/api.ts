// Donations in the dashboard: the PayPal link settings and the register of gifts. Every key sits
// under ADMIN_KEY, so a 401 brings the sign-in back over an open form.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '#src/lib/api-client.ts'
import { pageOf } from '#common/schemas/admin.ts'
import { adminDonationSettingsSchema, type DonationSettings } from '#common/schemas/donation-settings.ts'
import { centsToDecimal, giftSchema, giftTotalsSchema, type GiftFilters, type NewGift } from '#common/schemas/gift.ts'
// A public feature's query factory: a change made here shows on the public pages at once when
// the admin goes back to them (same cache).
import { donationQueries } from '#src/features/donations/api.ts'
import { PAGE_SIZE, adminRead, adminKeys, listDefaults, readDefaults, type Paged } from '../kit/query.ts'

export const donationAdminQueries = {
  settings: () =>
    queryOptions({
      queryKey: adminKeys.donationSettings,
      queryFn: adminRead('donation-settings', adminDonationSettingsSchema),
      ...readDefaults,
    }),
  giftList: (filters: Paged<GiftFilters>) =>
    queryOptions({
      queryKey: [...adminKeys.gifts, 'list', filters],
      queryFn: adminRead('gifts', pageOf(giftSchema), { ...filters, pageSize: PAGE_SIZE }),
      ...listDefaults,
    }),
  giftTotals: () =>
    queryOptions({
      queryKey: [...adminKeys.gifts, 'totals'],
      queryFn: adminRead('gifts/totals', giftTotalsSchema),
      ...readDefaults,
    }),
}

export function useSaveDonationSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...adminKeys.donationSettings, 'save'],
    mutationFn: async (input: DonationSettings) =>
      adminDonationSettingsSchema.parse(await apiClient.put('api/admin/donation-settings', { json: input }).json()),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.donationSettings, saved)
      void queryClient.invalidateQueries({ queryKey: donationQueries.all() })
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog })
    },
  })
}

/** After a gift is added, corrected or deleted: the register, the totals, the audit log. */
function useGiftsChanged() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.gifts }),
      queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
    ])
}

/** Adds a gift (no id) or corrects one; the amount travels as the decimal text the API reads. */
export function useSaveGift() {
  const changed = useGiftsChanged()
  return useMutation({
    mutationKey: [...adminKeys.gifts, 'save'],
    mutationFn: async ({ id, gift }: { id: number | null; gift: NewGift }) => {
      const { amountCents, ...rest } = gift
      const json = { ...rest, amount: centsToDecimal(amountCents) }
      const request =
        id === null ? apiClient.post('api/admin/gifts', { json }) : apiClient.put(`api/admin/gifts/${id}`, { json })
      return giftSchema.parse(await request.json())
    },
    onSuccess: changed,
  })
}

export function useDeleteGift() {
  const changed = useGiftsChanged()
  return useMutation({
    mutationKey: [...adminKeys.gifts, 'delete'],
    mutationFn: async (id: number) => {
      await apiClient.delete(`api/admin/gifts/${id}`)
    },
    onSuccess: changed,
  })
}
