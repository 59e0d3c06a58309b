// Donations (PayPal link settings, register of gifts), the member figures shown to visitors and
// the audit log, in the dashboard (issue 6). Every key sits under ADMIN_KEY, so a 401 brings the
// sign-in back over an open form.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { env } from '../../config/env.ts'
import { ApiError, apiClient } from '../../lib/api-client.ts'
import { pageOf } from '#common/schemas/admin.ts'
import { auditEntrySchema } from '#common/schemas/audit-log.ts'
import { adminDonationSettingsSchema, type DonationSettings } from '#common/schemas/donation-settings.ts'
import { centsToDecimal, giftSchema, giftTotalsSchema, type GiftFilters, type NewGift } from '#common/schemas/gift.ts'
import { adminFiguresSchema, type MemberFigures } from '#common/schemas/member-figures.ts'
// Public features' query factories: a change made here shows on the public pages at once when
// the admin goes back to them (same cache).
import { donationQueries } from '../donations/api.ts'
import { memberStatsQueries } from '../membership/api.ts'
import { adminQueries, PAGE_SIZE, toSearchParams } from './api.ts'
import { ADMIN_KEY } from './session.ts'

/** A 4xx will not mend itself: no automatic retry. */
const retry = (failureCount: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failureCount < 1

export type GiftListFilters = GiftFilters & { page: number }

export const donationAdminQueries = {
  settings: () =>
    queryOptions({
      queryKey: [...ADMIN_KEY, 'donation-settings'],
      queryFn: async () => adminDonationSettingsSchema.parse(await apiClient.get('api/admin/donation-settings').json()),
      staleTime: 30_000,
      retry,
    }),
  gifts: () => [...ADMIN_KEY, 'gifts'] as const,
  giftList: (filters: GiftListFilters) =>
    queryOptions({
      queryKey: [...donationAdminQueries.gifts(), 'list', filters],
      queryFn: async () =>
        pageOf(giftSchema).parse(
          await apiClient
            .get('api/admin/gifts', { searchParams: toSearchParams({ ...filters, pageSize: PAGE_SIZE }) })
            .json(),
        ),
      staleTime: 30_000,
      retry,
      placeholderData: keepPreviousData,
    }),
  giftTotals: () =>
    queryOptions({
      queryKey: [...donationAdminQueries.gifts(), 'totals'],
      queryFn: async () => giftTotalsSchema.parse(await apiClient.get('api/admin/gifts/totals').json()),
      staleTime: 30_000,
      retry,
    }),
  figures: () =>
    queryOptions({
      queryKey: [...ADMIN_KEY, 'figures'],
      queryFn: async () => adminFiguresSchema.parse(await apiClient.get('api/admin/figures').json()),
      staleTime: 30_000,
      retry,
    }),
  auditLog: () => [...ADMIN_KEY, 'audit-log'] as const,
  auditPage: (page: number) =>
    queryOptions({
      queryKey: [...donationAdminQueries.auditLog(), { page }],
      queryFn: async () =>
        pageOf(auditEntrySchema).parse(
          await apiClient
            .get('api/admin/audit-log', { searchParams: toSearchParams({ page, pageSize: PAGE_SIZE }) })
            .json(),
        ),
      // Every tab's changes add lines: read it again each time the Journal opens.
      staleTime: 0,
      retry,
      placeholderData: keepPreviousData,
    }),
}

/** The CSV of the gifts with the filters on screen (every matching gift, not one page). */
export function giftsCsvHref(filters: GiftFilters): string {
  const query = toSearchParams(filters).toString()
  return `${env.apiBase}api/admin/gifts.csv${query ? `?${query}` : ''}`
}

export function useSaveDonationSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ADMIN_KEY, 'donation-settings', 'save'],
    mutationFn: async (input: DonationSettings) =>
      adminDonationSettingsSchema.parse(await apiClient.put('api/admin/donation-settings', { json: input }).json()),
    onSuccess: (saved) => {
      queryClient.setQueryData(donationAdminQueries.settings().queryKey, saved)
      void queryClient.invalidateQueries({ queryKey: donationQueries.all() })
      void queryClient.invalidateQueries({ queryKey: donationAdminQueries.auditLog() })
    },
  })
}

/** Adds a gift (no id) or corrects one; the amount travels as the decimal text the API reads. */
export function useSaveGift() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ADMIN_KEY, 'gifts', 'save'],
    mutationFn: async ({ id, gift }: { id: number | null; gift: NewGift }) => {
      const { amountCents, ...rest } = gift
      const json = { ...rest, amount: centsToDecimal(amountCents) }
      const request =
        id === null ? apiClient.post('api/admin/gifts', { json }) : apiClient.put(`api/admin/gifts/${id}`, { json })
      return giftSchema.parse(await request.json())
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: donationAdminQueries.gifts() }),
        queryClient.invalidateQueries({ queryKey: donationAdminQueries.auditLog() }),
      ]),
  })
}

export function useDeleteGift() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ADMIN_KEY, 'gifts', 'delete'],
    mutationFn: async (id: number) => {
      await apiClient.delete(`api/admin/gifts/${id}`)
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: donationAdminQueries.gifts() }),
        queryClient.invalidateQueries({ queryKey: donationAdminQueries.auditLog() }),
      ]),
  })
}

/** The figures visitors see: stored, then shown at once in the overview and on the public pages. */
export function useSaveFigures() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...ADMIN_KEY, 'figures', 'save'],
    mutationFn: async (figures: MemberFigures) =>
      adminFiguresSchema.parse(await apiClient.put('api/admin/figures', { json: figures }).json()),
    onSuccess: (saved) => {
      queryClient.setQueryData(donationAdminQueries.figures().queryKey, saved)
      void queryClient.invalidateQueries({ queryKey: adminQueries.overview().queryKey })
      void queryClient.invalidateQueries({ queryKey: memberStatsQueries.all() })
      void queryClient.invalidateQueries({ queryKey: donationAdminQueries.auditLog() })
    },
  })
}
