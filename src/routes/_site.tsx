import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SiteLayout } from '../components/layout/site-layout.tsx'

/** Public pages share the top bar, header, footer and fixed buttons. */
export const Route = createFileRoute('/_site')({
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
})
