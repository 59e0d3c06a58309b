import { queryOptions, useQuery } from '@tanstack/react-query'
import { donateUrlFor, donationUrl } from '#common/seed/built-in-donation.ts'
import { readJson } from '../../lib/api-client-read.ts'
import { useSiteContent } from '../../lib/site-content.ts'
import { useLogError } from '../../lib/use-log-error.ts'
import type { DonationSettings } from '#common/schemas/donation-settings.ts'

/** Checked by its schema, unless it is the data already held (see readJson). */
export const getDonationSettings = readJson<DonationSettings>('api/donation', () =>
  import('#common/schemas/donation-settings.ts').then((m) => m.donationSettingsSchema),
)

export const donationQueries = {
  all: () => ['donation'] as const,
  settings: () => queryOptions({ queryKey: [...donationQueries.all(), 'settings'], queryFn: getDonationSettings }),
}

/** The church's ways to give, as the page was drawn with them (undefined until known). */
export function useDonationSettings() {
  const query = useQuery(donationQueries.settings())
  useLogError(query.error, 'les moyens de donner')
  return query.data
}

/**
 * The "Faire un don" link: to the account the church set in the dashboard, the gift named after
 * the church as its content names it. A page the server drew holds both. Until the account is
 * known (a page drawn in the browser), and if the read fails, the built-in account.
 */
export function useDonateUrl(): string {
  const query = useQuery(donationQueries.settings())
  const churchName = useSiteContent()?.identity.name
  useLogError(query.error, 'le lien de don')
  return query.data ? donateUrlFor(query.data, churchName) : donationUrl
}
