import { queryOptions, useQuery } from '@tanstack/react-query'
import { donateUrlFor, donationUrl } from '#common/content/church.ts'
import { readJson } from '../../lib/get-json.ts'
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

/**
 * The "Faire un don" link: to the account the church set in the dashboard. A prerendered page
 * holds the account of the build (its markup links there); src/main.tsx refreshes it with the
 * page's other data once the page is idle. Until it is known (a page drawn in the browser), and
 * if the read fails, the built-in account.
 */
export function useDonateUrl(): string {
  const query = useQuery(donationQueries.settings())
  useLogError(query.error, 'le lien de don')
  return query.data ? donateUrlFor(query.data) : donationUrl
}
