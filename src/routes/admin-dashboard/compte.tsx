import { createFileRoute } from '@tanstack/react-router'
import { noSearch } from '#src/features/admin/kit/search.ts'
import { AccountPage } from '#src/features/admin/account/components/account-page.tsx'

export const Route = createFileRoute('/admin-dashboard/compte')({
  validateSearch: noSearch,
  component: AccountPage,
})
