import { useEffect, useState } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { donateUrlFor, donationUrl } from '../../content/church.ts'
import { getJson } from '../../lib/get-json.ts'
import { useLogError } from '../../lib/use-log-error.ts'
import type { DonationSettings } from '../../schemas/donation-settings.ts'

export async function getDonationSettings(): Promise<DonationSettings> {
  return getJson('api/donation', () => import('../../schemas/donation-settings.ts').then((m) => m.donationSettingsSchema))
}

export const donationQueries = {
  all: () => ['donation'] as const,
  settings: () => queryOptions({ queryKey: [...donationQueries.all(), 'settings'], queryFn: getDonationSettings }),
}

/** Calls `task` once the browser is idle (at the latest after 2 s); returns the cancellation. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(task, 200)
  return () => window.clearTimeout(timer)
}

/**
 * The "Faire un don" link: the built-in account (what the prerendered page holds, so hydration
 * finds the same markup), then the account the church set in the dashboard, read once the page
 * is idle so that the request and its check (zod) stay off the first screen.
 */
export function useDonateUrl(): string {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  const query = useQuery({ ...donationQueries.settings(), enabled: idle })
  useLogError(query.error, 'le lien de don')
  return query.data ? donateUrlFor(query.data) : donationUrl
}
