import { Suspense } from 'react'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SiteLayout } from '../components/layout/site-layout.tsx'
import { AdminAccessButton } from '../features/admin-access/components/admin-access-button.tsx'
import { useDonateUrl } from '../features/donations/api.ts'
import { siteContentQuery } from '../lib/site-content.ts'

/**
 * Public pages share the top bar, header, footer and fixed buttons, and are drawn from the
 * church's content: loaded first (at once on a page the server drew, which embeds it).
 */
export const Route = createFileRoute('/_site')({
  loader: ({ context }) => context.queryClient.ensureQueryData(siteContentQuery()),
  component: SitePages,
})

function SitePages() {
  const donateHref = useDonateUrl()
  return (
    <SiteLayout adminAccess={<AdminAccessButton />} donateHref={donateHref}>
      {/* The page hydrates apart from the chrome around it (see features/home/components/home-parts.tsx). */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </SiteLayout>
  )
}
